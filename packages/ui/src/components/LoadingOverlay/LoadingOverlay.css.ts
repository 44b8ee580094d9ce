import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1500,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.scrim,
  // Catches every pointer event so nothing underneath can be clicked while loading.
  pointerEvents: 'auto',
  cursor: 'progress',
});

export const indicator = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.primary,
  boxShadow: vars.elevation.medium,
});
