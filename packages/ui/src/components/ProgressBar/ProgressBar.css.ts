import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** Label at the inline start, value text at the inline end; they wrap under each other when narrow. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  fontSize: vars.font.sizeSm,
  color: vars.color.onSurface,
});

export const label = style({ fontWeight: vars.font.weightMedium, minWidth: 0, overflowWrap: 'anywhere' });

export const valueText = style({
  color: vars.color.onSurfaceMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const description = style({ fontSize: vars.font.sizeXs, color: vars.color.onSurfaceMuted });

export const track = style({
  position: 'relative',
  height: '8px',
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.pressed,
  overflow: 'hidden',
});

/** Grows from the inline start: a block-level child fills from the start edge in both directions. */
export const fill = style({
  height: '100%',
  borderRadius: 'inherit',
  backgroundColor: vars.color.primary,
  transition: `width ${vars.motion.fast} ${vars.motion.easing}`,
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

const slideRtl = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(-250%)' },
});

/** Unknown progress: a segment travels from the inline start to the inline end, slower when motion is reduced. */
export const indeterminateFill = style({
  width: '40%',
  height: '100%',
  borderRadius: 'inherit',
  backgroundColor: vars.color.primary,
  animation: `${slide} 1.4s ${vars.motion.easing} infinite`,
  selectors: { '[dir="rtl"] &': { animationName: slideRtl } },
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '4s' } },
});
