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
// The top bar's start slot gives way on a narrow screen (the kit's TopBar): the button may shrink, and then its name
// is cut with an ellipsis while the icons stay whole, so the bar fits a 360 px phone whatever the name's length.
export const trigger = style({ minInlineSize: 0 });
export const triggerIcon = style({ flexShrink: 0 });
export const triggerName = style({
  minInlineSize: 0,
  maxInlineSize: '16rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
