import { style } from '@vanilla-extract/css';

/** The code stays left-to-right (dir="ltr"); on a right-to-left page it still hugs the start (right) side. */
export const input = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[dir="rtl"] &': { textAlign: 'end' } },
});
