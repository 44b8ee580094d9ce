import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xl,
});

export const svg = style({ display: 'block', flexShrink: 0 });

export const track = style({ fill: 'none', stroke: vars.color.pressed });

export const segment = style({ fill: 'none' });

export const totalValue = style({
  fill: vars.color.onSurface,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const totalLabel = style({ fill: vars.color.onSurfaceMuted, fontSize: vars.font.sizeXs });

export const legend = style({
  flex: '1 1 12rem',
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

export const legendItem = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm });

export const legendLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const legendValue = style({
  fontWeight: vars.font.weightMedium,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
