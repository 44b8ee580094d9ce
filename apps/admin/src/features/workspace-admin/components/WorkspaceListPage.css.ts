import { style } from '@vanilla-extract/css';

// Layout only (the frame is the shared ListPage's): colours, type and shape come from the UI kit's components.
export const search = style({ flex: '1 1 18rem', maxInlineSize: '28rem' });
export const name = style({ overflowWrap: 'anywhere' });
export const actionsColumn = style({ inlineSize: '1%', whiteSpace: 'nowrap' });
