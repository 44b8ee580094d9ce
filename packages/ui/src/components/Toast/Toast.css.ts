import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Bottom centre, above everything; the newest toast sits at the bottom (the list is in newest-first order). */
export const region = style({
  position: 'fixed',
  zIndex: 1400,
  insetBlockEnd: vars.space.xl,
  insetInline: vars.space.lg,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.sm,
  pointerEvents: 'none',
  outline: 'none',
});

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const toast = style({
  pointerEvents: 'auto',
  width: 'min(100%, 28rem)',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radii.md,
  borderInlineStart: '4px solid',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurface,
  boxShadow: vars.elevation.high,
  outline: 'none',
  animation: `${enter} ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const tone = styleVariants({
  success: { borderInlineStartColor: vars.color.success },
  error: { borderInlineStartColor: vars.color.danger },
  warning: { borderInlineStartColor: vars.color.warning },
  info: { borderInlineStartColor: vars.color.info },
});

export const icon = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
  warning: { color: vars.color.warning },
  info: { color: vars.color.info },
});

export const iconBox = style({ display: 'inline-flex', flexShrink: 0, paddingBlockStart: '2px' });

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlockStart: '2px',
  overflowWrap: 'anywhere',
});

export const title = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold });

export const description = style({ fontSize: vars.font.sizeSm, color: vars.color.onSurfaceMuted });

export const close = style({ marginBlock: `calc(-1 * ${vars.space.xs})`, color: vars.color.onSurfaceMuted });
