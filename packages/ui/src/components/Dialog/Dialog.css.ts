import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.scrim,
});

export const modal = style({
  width: '100%',
  maxWidth: '32rem',
  maxHeight: '100%',
  overflow: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurface,
  borderRadius: vars.radii.lg,
  boxShadow: vars.elevation.high,
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});
