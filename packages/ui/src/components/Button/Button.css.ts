import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radii.md,
  fontFamily: 'inherit',
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const button = recipe({
  base,
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primaryHover },
          '&[data-pressed]': { boxShadow: `inset 0 0 0 100px ${vars.color.pressed}` },
        },
      },
      secondary: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&[data-hovered]': {
            backgroundColor: vars.color.primaryContainer,
            color: vars.color.onPrimaryContainer,
          },
          '&[data-pressed]': { backgroundColor: vars.color.pressed },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: 'inherit',
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.hover },
          '&[data-pressed]': { backgroundColor: vars.color.pressed },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&[data-hovered]': { boxShadow: `inset 0 0 0 100px ${vars.color.hover}` },
          '&[data-pressed]': { boxShadow: `inset 0 0 0 100px ${vars.color.pressed}` },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.layout.controlHeightSm,
        paddingInline: vars.space.md,
        fontSize: vars.font.sizeSm,
      },
      md: { minHeight: vars.layout.controlHeight, paddingInline: vars.space.lg, fontSize: vars.font.sizeSm },
      lg: {
        minHeight: vars.layout.controlHeightLg,
        paddingInline: vars.space.xl,
        fontSize: vars.font.sizeMd,
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

// No minimum of its own: a button its container narrows (one given `min-inline-size: 0`, e.g. a workspace's name in the
// top bar) cuts the label that allows it instead of spilling it past its border. Buttons keep their content's width
// otherwise (a flex item's automatic minimum).
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
});
