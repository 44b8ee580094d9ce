import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { textEnd, textStart } from '../../../theme/textAlign.css';

const toneColors = {
  primary: vars.color.primary,
  success: vars.color.success,
  danger: vars.color.danger,
  warning: vars.color.warning,
  neutral: vars.color.onSurfaceMuted,
};

/** A series' colour as SVG fill (bars), SVG stroke (donut segments) and HTML background (swatches). */
export const toneFill = styleVariants(toneColors, (color) => ({ fill: color }));
export const toneStroke = styleVariants(toneColors, (color) => ({ stroke: color }));
export const toneSwatch = styleVariants(toneColors, (color) => ({ backgroundColor: color }));

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.onSurface,
});

export const caption = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

export const empty = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.onSurfaceMuted });

export const svgText = style({ fill: vars.color.onSurface, fontSize: vars.font.sizeSm });
export const svgValueText = style([svgText, { fontWeight: vars.font.weightMedium }]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

export const tableCaption = style({
  captionSide: 'top',
  textAlign: textStart,
  fontWeight: vars.font.weightBold,
  paddingBlockEnd: vars.space.sm,
});

const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: textStart,
  selectors: { '&:first-child': { paddingInlineStart: 0 } },
});

export const headerCell = style([
  cell,
  { fontWeight: vars.font.weightMedium, color: vars.color.onSurfaceMuted, whiteSpace: 'nowrap' },
]);
export const rowHeader = style([cell, { fontWeight: vars.font.weightRegular, overflowWrap: 'anywhere' }]);
export const numberCell = style([cell, { textAlign: textEnd, whiteSpace: 'nowrap' }]);
export const footerCell = style({ fontWeight: vars.font.weightBold, borderBlockEnd: 'none' });

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radii.sm,
  marginInlineEnd: vars.space.sm,
  verticalAlign: 'baseline',
});
