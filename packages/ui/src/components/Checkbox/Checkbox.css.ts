import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** The clickable label: box + text. At least 24px tall so the target passes WCAG 2.2 (2.5.8). */
export const button = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '24px',
  minWidth: '24px',
  color: vars.color.onSurface,
  fontSize: vars.font.sizeMd,
  lineHeight: '24px',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  marginBlock: '3px',
  borderRadius: vars.radii.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onPrimary,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.onSurface },
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${button}[data-pressed] &`]: { boxShadow: `0 0 0 4px ${vars.color.pressed}` },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-invalid][data-selected] &, ${button}[data-invalid][data-indeterminate] &`]: {
      backgroundColor: vars.color.danger,
      color: vars.color.onDanger,
    },
    [`${button}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const text = style({ minWidth: 0 });

/** Description and error sit under the text, aligned with it rather than with the box. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: `calc(18px + ${vars.space.sm})`,
  selectors: { '&:empty': { display: 'none' } },
});
