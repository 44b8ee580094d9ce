import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const steppers = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineEnd: vars.space.xs,
  color: vars.color.onSurfaceMuted,
});
