import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: the texts come from the UI kit.
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
