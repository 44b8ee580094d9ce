import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const page = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '72rem' });
export const titles = style({ display: 'grid', gap: vars.space.xxs });
export const flow = style({ display: 'grid', gap: vars.space.xl });

export const step = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const stepHeader = style({ display: 'grid', gap: vars.space.xxs });

export const stepTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});

export const form = style({ display: 'grid', gap: vars.space.lg });
export const fields = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '44rem' });
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  maxInlineSize: '44rem',
});

export const stepMessage = style({ outline: 'none', selectors: { '&:empty': { display: 'none' } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const actionGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// Arrows point the way the page reads.
export const mirrored = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceMuted,
});
export const noteIcon = style({ flexShrink: 0, color: vars.color.info, marginBlockStart: '2px' });

export const votersBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
