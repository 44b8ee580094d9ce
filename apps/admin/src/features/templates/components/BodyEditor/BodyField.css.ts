import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const htmlSwitch = style({ alignSelf: 'flex-start' });
export const visual = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const source = style({});
// HTML is code: a monospace font shows every brace and tag as typed.
globalStyle(`${source} textarea`, { fontFamily: 'ui-monospace, monospace' });
