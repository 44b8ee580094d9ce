import { style } from '@vanilla-extract/css';

export const nowrap = style({ whiteSpace: 'nowrap' });
