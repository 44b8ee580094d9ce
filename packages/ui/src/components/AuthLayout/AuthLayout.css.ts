import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.authBackground,
  color: vars.color.onSurface,
});

export const card = style({
  width: '100%',
  maxWidth: '30rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xxl,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radii.lg,
  boxShadow: vars.elevation.high,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  textAlign: 'center',
});

export const footer = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.onSurfaceMuted,
  textAlign: 'center',
});
