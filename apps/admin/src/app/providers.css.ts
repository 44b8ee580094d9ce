import { style } from '@vanilla-extract/css';

/** A wrapper that only carries `dir`: it takes no box of its own. */
export const directionScope = style({ display: 'contents' });
