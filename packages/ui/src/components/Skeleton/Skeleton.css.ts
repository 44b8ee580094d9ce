import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Sizes given by the caller (assignInlineVars); each shape has its own default. */
export const width = createVar();
export const height = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

/**
 * A block tinted over whatever surface it sits on (the theme's `pressed` overlay), with a band of the muted surface
 * sweeping from the inline start; still when motion is reduced.
 */
const block = style({
  display: 'block',
  backgroundColor: vars.color.pressed,
  backgroundImage: `linear-gradient(90deg, transparent 25%, ${vars.color.surfaceMuted} 50%, transparent 75%)`,
  backgroundSize: '200% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  selectors: { '[dir="rtl"] &': { animationDirection: 'reverse' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' } },
});

export const lines = style({ display: 'block', width: fallbackVar(width, '100%') });

export const line = style([
  block,
  {
    height: '0.8em',
    // Each bar takes the height of a line of text, so the placeholder is as tall as the text it stands for.
    marginBlock: `calc((${vars.font.lineHeight} * 1em - 0.8em) / 2)`,
    borderRadius: vars.radii.sm,
    selectors: { '&:last-child:not(:first-child)': { width: '60%' } },
  },
]);

export const rect = style([
  block,
  {
    width: fallbackVar(width, '100%'),
    height: fallbackVar(height, '6rem'),
    borderRadius: vars.radii.md,
  },
]);

export const circle = style([
  block,
  {
    flexShrink: 0,
    width: fallbackVar(width, '2.5rem'),
    height: fallbackVar(height, width, '2.5rem'),
    borderRadius: vars.radii.full,
  },
]);
