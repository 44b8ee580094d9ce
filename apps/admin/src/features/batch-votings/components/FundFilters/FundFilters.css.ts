import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const select = style({ flex: '0 1 12rem', minInlineSize: '10rem' });
export const search = style({ flex: '1 1 16rem', minInlineSize: '12rem' });
export const count = style({ alignSelf: 'center', color: vars.color.onSurfaceMuted });
