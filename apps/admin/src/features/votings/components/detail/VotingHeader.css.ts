import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: colours, type and shape come from the UI kit's components.
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titles = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const heading = style({ overflowWrap: 'anywhere', selectors: { '&:focus': { outline: 'none' } } });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const factLabel = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.onSurfaceMuted,
  fontWeight: vars.font.weightMedium,
});

export const factValue = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.onSurface,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.onSurface,
});

export const noteIcon = style({ flexShrink: 0, marginBlockStart: '2px', color: vars.color.onSurfaceMuted });
export const noteText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
