import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.primaryContainer,
  color: vars.color.onPrimaryContainer,
  fontWeight: vars.font.weightMedium,
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { width: '2rem', height: '2rem', fontSize: vars.font.sizeSm },
  md: { width: '2.75rem', height: '2.75rem', fontSize: vars.font.sizeLg },
  lg: { width: '4rem', height: '4rem', fontSize: vars.font.sizeXl },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
