import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const search = style({ flex: '1 1 16rem', maxInlineSize: '28rem' });
export const filter = style({ flex: '0 1 14rem' });
export const contact = style({ overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.onSurfaceMuted, fontSize: vars.font.sizeSm });
export const error = style({
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
});
export const delivery = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2px',
});
export const channel = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const timeline = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const events = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
});
export const event = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const timelineActions = style({ display: 'flex', justifyContent: 'flex-end' });
export const values = style({ display: 'flex', flexDirection: 'column', gap: '2px', margin: 0 });
globalStyle(`${values} > div`, { display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
globalStyle(`${values} dt`, { color: vars.color.onSurfaceMuted, fontSize: vars.font.sizeSm });
globalStyle(`${values} dt::after`, { content: '":"' });
globalStyle(`${values} dd`, { margin: 0 });

export { visuallyHidden } from '@backoffice/app-common';
