import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const heading = style({ margin: 0, lineHeight: vars.font.lineHeightTight, fontWeight: vars.font.weightBold });

export const headingSize = styleVariants({
  sm: [heading, { fontSize: vars.font.sizeMd }],
  md: [heading, { fontSize: vars.font.sizeLg }],
  lg: [heading, { fontSize: vars.font.sizeXl }],
  xl: [heading, { fontSize: vars.font.sizeXxl }],
});

const text = style({ margin: 0 });

export const textSize = styleVariants({
  xs: [text, { fontSize: vars.font.sizeXs }],
  sm: [text, { fontSize: vars.font.sizeSm }],
  md: [text, { fontSize: vars.font.sizeMd }],
});

export const textTone = styleVariants({
  default: { color: 'inherit' },
  muted: { color: vars.color.onSurfaceMuted },
  danger: { color: vars.color.danger },
  success: { color: vars.color.success },
});
