import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const failed = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const subject = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  marginBlockEnd: vars.space.sm,
});
globalStyle(`${subject} dt`, { color: vars.color.onSurfaceMuted });
globalStyle(`${subject} dd`, { margin: 0, fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export { visuallyHidden } from '@backoffice/app-common';
