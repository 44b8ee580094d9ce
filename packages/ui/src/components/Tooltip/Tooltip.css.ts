import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Inverted colours: the tooltip reads as a distinct layer in both themes.
export const tooltip = style({
  maxWidth: '18rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.sm,
  backgroundColor: vars.color.onSurface,
  color: vars.color.surface,
  fontSize: vars.font.sizeXs,
  lineHeight: vars.font.lineHeightTight,
  boxShadow: vars.elevation.low,
  pointerEvents: 'none',
});

export const arrow = style({
  display: 'block',
  fill: vars.color.onSurface,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
