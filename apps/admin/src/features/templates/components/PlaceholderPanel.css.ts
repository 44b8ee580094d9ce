import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: colours, type and shape come from the UI kit's components.
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: '8.5rem minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.sm,
});
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});
export const custom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
export const customForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
export const customName = style({ flex: '1 1 12rem' });
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const code = style({ fontFamily: 'ui-monospace, monospace', fontSize: vars.font.sizeSm });

// The one visually-hidden class of both apps (@backoffice/app-common).
export { visuallyHidden } from '@backoffice/app-common';
