import { style } from '@vanilla-extract/css';

/** A refused cell's value as it was read: monospace (spaces and look-alike characters show), wrapped anywhere. */
export const value = style({ fontFamily: 'monospace', overflowWrap: 'anywhere' });
