import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.onSurfaceMuted,
});

export const icon = style({
  display: 'inline-flex',
  color: vars.color.onSurfaceMuted,
  marginBlockEnd: vars.space.xs,
});
export const title = style({ color: vars.color.onSurface });
