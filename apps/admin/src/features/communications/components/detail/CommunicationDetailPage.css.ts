import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: colours, type and shape come from the UI kit's components.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const heading = style({ overflowWrap: 'anywhere' });
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xl,
  rowGap: vars.space.sm,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.onSurfaceMuted, fontSize: vars.font.sizeSm });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.font.weightMedium });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export { visuallyHidden } from '@backoffice/app-common';
