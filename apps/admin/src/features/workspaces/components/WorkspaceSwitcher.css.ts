import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: colours, type and shape come from the UI kit's components.
export const popover = style({ inlineSize: 'min(24rem, calc(100vw - 2rem))' });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const sortRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const sortSelect = style({ flex: 1 });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});
// On phones the name is cut with an ellipsis so the top bar fits in 360 px.
export const triggerName = style({
  maxInlineSize: 'min(16rem, 20vw)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
