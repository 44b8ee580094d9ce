import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only (the frame is the shared ListPage's): colours, type and shape come from the UI kit's components.
export const search = style({ flex: '1 1 18rem', maxInlineSize: '32rem' });
export const roleFilter = style({ flex: '0 1 14rem', minInlineSize: '12rem' });

export const nameCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

// Rows without a delete button keep the height of those with one.
export const actionCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  minBlockSize: vars.layout.controlHeight,
});
