import { style } from '@vanilla-extract/css';

// Layout only (the frame is the shared ListPage's): colours, type and shape come from the UI kit's components.
export const search = style({ flex: '1 1 18rem', maxInlineSize: '32rem' });
export const statusFilter = style({ flex: '0 1 14rem', minInlineSize: '12rem' });
export const nowrap = style({ whiteSpace: 'nowrap' });
