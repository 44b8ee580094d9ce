import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

const options = style({ display: 'flex', gap: vars.space.sm });

export const optionsByOrientation = styleVariants({
  vertical: [options, { flexDirection: 'column' }],
  horizontal: [options, { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg }],
});

/** One option (RadioField): the button row, then the description under the label text. */
const fieldBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const fieldByVariant = styleVariants({
  plain: [fieldBase],
  /**
   * A bordered box that is clickable everywhere (the label's ::after covers it): large touch targets for
   * answers such as approve / reject / abstain.
   */
  card: [
    fieldBase,
    {
      position: 'relative',
      minHeight: '48px',
      paddingBlock: vars.space.md,
      paddingInline: vars.space.md,
      borderRadius: vars.radii.md,
      border: `1px solid ${vars.color.borderStrong}`,
      backgroundColor: vars.color.surface,
      transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
      selectors: {
        '[data-orientation="horizontal"] &': { flex: '1 1 12rem' },
        '&:has([data-hovered])': { backgroundColor: vars.color.hover },
        '&[data-selected]': {
          borderColor: vars.color.primary,
          boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
        },
        '&[data-invalid]': { borderColor: vars.color.danger },
        '&[data-disabled]': { opacity: 0.55 },
      },
    },
  ],
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '24px',
  color: vars.color.onSurface,
  fontSize: vars.font.sizeMd,
  lineHeight: '24px',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

/** In a card the label stretches over the whole box (click anywhere) and draws the focus ring around it. */
export const cardButton = style({
  fontWeight: vars.font.weightMedium,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radii.md },
    '&[data-disabled]': { opacity: 1 },
    '&[data-focus-visible]::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const circle = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '20px',
  height: '20px',
  marginBlock: '2px',
  borderRadius: vars.radii.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  transition: `border-width ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.onSurface },
    [`${button}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: '6px' },
    [`${button}[data-pressed] &`]: { boxShadow: `0 0 0 4px ${vars.color.pressed}` },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}:not(${cardButton})[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const text = style({ minWidth: 0 });

export const description = style({
  paddingInlineStart: `calc(20px + ${vars.space.sm})`,
  fontSize: vars.font.sizeSm,
  color: vars.color.onSurfaceMuted,
});
