import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: the card, the texts and the icon button come from the UI kit.
export const card = style({ gap: vars.space.sm, padding: vars.space.lg });
export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });
export const icon = style({ flexShrink: 0, display: 'inline-flex', paddingBlockStart: vars.space.xxs });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minInlineSize: 0,
});
/** A list of names or links under the notice's text. */
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
