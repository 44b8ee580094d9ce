import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Holds the real input over the drawn cells. Codes read left-to-right in every language (dir="ltr"). */
export const code = style({
  position: 'relative',
  display: 'inline-flex',
  alignSelf: 'flex-start',
  maxWidth: '100%',
});

/** The one real input: transparent, stretched over the cells so a tap anywhere focuses it. */
export const input = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'transparent',
  caretColor: 'transparent',
  fontSize: '16px', // below 16px iOS zooms the page on focus
  cursor: 'text',
  selectors: {
    '&::selection': { background: 'transparent' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const cells = style({ display: 'flex', gap: vars.space.sm });

export const cell = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: vars.layout.controlHeightLg,
  minHeight: '44px',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightMedium,
  fontVariantNumeric: 'tabular-nums',
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    [`${input}[data-hovered] ~ ${cells} &`]: { borderColor: vars.color.onSurface },
    [`${input}[data-invalid] ~ ${cells} &`]: { borderColor: vars.color.danger },
    [`${input}[data-focused] ~ ${cells} &[data-active]`]: {
      borderColor: vars.color.primary,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    [`${input}[data-disabled] ~ ${cells} &`]: { opacity: 0.55 },
  },
});
