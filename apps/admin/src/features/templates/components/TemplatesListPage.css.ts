import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only (the frame is the shared ListPage's): colours, type and shape come from the UI kit's components.
export const search = style({ flex: '1 1 16rem', maxInlineSize: '28rem' });
export const tokens = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
