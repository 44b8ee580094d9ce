import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: colours, type and shape come from the UI kit's components.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

const headerBase = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
/** With an intro the action stands level with the title; a title alone and the action are centred on each other. */
export const header = styleVariants({
  withIntro: [headerBase, { alignItems: 'flex-start' }],
  titleOnly: [headerBase, { alignItems: 'center' }],
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  maxInlineSize: '48rem',
});
// The title takes focus (tabindex -1) when the element that had it is gone; it shows no ring of its own then.
export const heading = style({ selectors: { '&:focus': { outline: 'none' } } });

// Labels above their controls (text fields, selects, radio groups) line up on top.
const toolbarBase = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start' });
export const toolbar = styleVariants({
  md: [toolbarBase, { gap: vars.space.md }],
  xl: [toolbarBase, { columnGap: vars.space.xl, rowGap: vars.space.md }],
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});
