import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radii.md,
    cursor: 'pointer',
    color: 'inherit',
    backgroundColor: 'transparent',
    outline: 'none',
    transition: `background-color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.hover },
      '&[data-pressed]': { backgroundColor: vars.color.pressed },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      ghost: {},
      tonal: {
        backgroundColor: vars.color.primaryContainer,
        color: vars.color.onPrimaryContainer,
        selectors: { '&[data-hovered]': { boxShadow: `inset 0 0 0 100px ${vars.color.hover}` } },
      },
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&[data-hovered]': { backgroundColor: vars.color.primaryHover } },
      },
    },
    size: {
      sm: { width: vars.layout.controlHeightSm, height: vars.layout.controlHeightSm },
      md: { width: vars.layout.controlHeight, height: vars.layout.controlHeight },
      lg: { width: vars.layout.controlHeightLg, height: vars.layout.controlHeightLg },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
