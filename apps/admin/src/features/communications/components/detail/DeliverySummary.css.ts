import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const count = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
globalStyle(`${count} dt`, { color: vars.color.onSurfaceMuted, fontSize: vars.font.sizeSm });
globalStyle(`${count} dd`, {
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});
