import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const freshness = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
  color: vars.color.onSurfaceMuted,
});

export const liveDot = style({
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radii.full,
  background: vars.color.success,
  flexShrink: 0,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const summaryText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const count = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const countLabel = style({ fontSize: vars.font.sizeXs, color: vars.color.onSurfaceMuted });
export const countValue = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  color: vars.color.onSurface,
  fontVariantNumeric: 'tabular-nums',
});

/** "36 votantes + 1 representado" under a figure. */
export const countDetail = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.onSurfaceMuted });

export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const itemTitle = style({ overflowWrap: 'anywhere' });

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.lg,
});

export const meters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.md,
});

export const conflict = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
});

export const conflictHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
  fontWeight: vars.font.weightMedium,
  color: vars.color.onSurface,
});

export const muted = style({ color: vars.color.onSurfaceMuted, fontSize: vars.font.sizeSm, margin: 0 });
