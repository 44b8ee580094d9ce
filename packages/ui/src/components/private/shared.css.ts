import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Focus ring for RAC elements: shown only for keyboard focus (data-focus-visible). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Directional icons (arrows, chevrons pointing inline-end) mirror in right-to-left. */
export const mirrorInRtl = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

/** Texts of the sidebar that give way to icons while the collapsed navigation rail is closed (see AppShell). */
export const hiddenInClosedRail = style({
  transition: `opacity ${vars.motion.fast}`,
  selectors: { '[data-rail="collapsed"] &': { opacity: 0 } },
});

/** Nested entries (no icons of their own) are left out of the closed rail altogether. */
export const absentInClosedRail = style({
  selectors: { '[data-rail="collapsed"] &': { display: 'none' } },
});

/**
 * For text with `dir="auto"` (a person's or a file's name): it keeps its own direction, so a long Latin name on an
 * Arabic page is cut at its end, while it still lines up with the page's start (an LTR box would align it left).
 */
export const ownDirectionText = style({
  textAlign: 'left',
  selectors: { '[dir="rtl"] &': { textAlign: 'right' } },
});
