import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const spinner = style({ flexShrink: 0, marginInlineEnd: vars.space.xs });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.layout.controlHeightSm,
  height: vars.layout.controlHeightSm,
  marginInlineEnd: vars.space.xs,
  padding: 0,
  border: 'none',
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.color.onSurfaceMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
});
