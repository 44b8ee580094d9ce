import { style } from '@vanilla-extract/css';

/** At the header's inline end, never squeezed: the company's name wraps instead. 44 px high (phones). */
export const button = style({ flexShrink: 0, marginInlineStart: 'auto', minBlockSize: '44px' });

/** The door's arrow points out of the page: to the left on an Arabic page. */
export const mirrored = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
