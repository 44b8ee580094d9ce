import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: colours, type and shape come from the UI kit's components.
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
  maxInlineSize: '56rem',
});
export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const field = style({ maxInlineSize: '28rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

// The one visually-hidden class of both apps (@backoffice/app-common).
export { visuallyHidden } from '@backoffice/app-common';
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.onSurfaceMuted, fontSize: vars.font.sizeSm });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.font.weightMedium });
