import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const button = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '24px',
  minWidth: '36px',
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

const trackWidth = '36px';
const thumbSize = '14px';
const thumbGap = '3px';

export const track = style({
  position: 'relative',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: trackWidth,
  height: '20px',
  marginBlock: '2px',
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.borderStrong,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    [`${button}[data-hovered] &`]: { backgroundColor: vars.color.onSurfaceMuted },
    [`${button}[data-selected] &`]: { backgroundColor: vars.color.primary },
    [`${button}[data-selected][data-hovered] &`]: { backgroundColor: vars.color.primaryHover },
    [`${button}[data-invalid] &`]: { boxShadow: `0 0 0 2px ${vars.color.danger}` },
    [`${button}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** Moves along the inline axis with insetInlineStart, so it slides the right way in RTL too. */
export const thumb = style({
  position: 'absolute',
  insetBlockStart: thumbGap,
  insetInlineStart: thumbGap,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.surface,
  transition: `inset-inline-start ${vars.motion.fast}`,
  selectors: {
    [`${button}[data-selected] &`]: {
      insetInlineStart: `calc(${trackWidth} - ${thumbSize} - ${thumbGap})`,
      backgroundColor: vars.color.onPrimary,
    },
  },
});

export const text = style({ minWidth: 0 });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: `calc(${trackWidth} + ${vars.space.sm})`,
  selectors: { '&:empty': { display: 'none' } },
});
