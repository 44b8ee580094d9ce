import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { textStart } from '../../theme/textAlign.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.onSurface,
});

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

/** The visible box: an input alone, or an input with adornments (a RAC Group). */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.layout.controlHeight,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.onSurface },
    '&[data-focus-within], &[data-focused]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focus-within], &[data-invalid][data-focused]': {
      boxShadow: `0 0 0 1px ${vars.color.danger}`,
    },
    '&[data-disabled]': { opacity: 0.55 },
  },
});

/** Text of an input; the box (border, background) comes from `control` or from the group around it. */
export const input = style({
  flex: 1,
  minWidth: 0,
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.sizeMd,
  paddingInline: vars.space.md,
  outline: 'none',
  textAlign: textStart,
  '::placeholder': { color: vars.color.onSurfaceMuted, opacity: 1 },
});

export const description = style({ fontSize: vars.font.sizeXs, color: vars.color.onSurfaceMuted });

export const error = style({ fontSize: vars.font.sizeXs, color: vars.color.danger });

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.onSurfaceMuted,
  paddingInline: vars.space.sm,
});

/** An input inside a group: the group draws the box, the input only the text. */
export const groupedInput = style([
  input,
  { alignSelf: 'stretch', border: 'none', background: 'transparent', paddingInline: vars.space.md },
]);
export const groupInvalid = style({
  selectors: { '&:has(input[data-invalid])': { borderColor: vars.color.danger } },
});

export const adornmentButton = style({ marginInlineEnd: vars.space.xs, color: vars.color.onSurfaceMuted });

/** A small icon button at the inline end of a field box (ComboBox's list toggle, the pickers' calendar button). */
export const inlineButton = style({
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
  backgroundColor: 'transparent',
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
