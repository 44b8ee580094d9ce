import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const caption = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.onSurface,
});

export const plot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const svg = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '10rem',
  overflow: 'visible',
  // Time runs from the inline start: mirrored right-to-left, like the kit's charts.
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const grid = style({ stroke: vars.color.border, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' });
export const area = style({ fill: vars.color.primary, fillOpacity: 0.12 });
export const line = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 2,
  vectorEffect: 'non-scaling-stroke',
});

export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.sizeXs,
  color: vars.color.onSurfaceMuted,
});

export const table = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontSize: vars.font.sizeSm,
  color: vars.color.onSurface,
});

export const cell = style({
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const numberCell = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

export const empty = style({ margin: 0, color: vars.color.onSurfaceMuted, fontSize: vars.font.sizeSm });
