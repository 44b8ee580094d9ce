import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const failed = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const subject = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  marginBlockEnd: vars.space.sm,
});
globalStyle(`${subject} dt`, { color: vars.color.onSurfaceMuted });
globalStyle(`${subject} dd`, { margin: 0, fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
});
export const fallbackTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});
// A chat's backdrop and an incoming bubble, from the theme's colours (no brand green: the theme decides).
export const chat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  background: vars.color.surfaceMuted,
});
export const bubble = style({
  alignSelf: 'flex-start',
  maxInlineSize: 'min(32rem, 100%)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.lg,
  borderStartStartRadius: vars.radii.sm,
  background: vars.color.primaryContainer,
  color: vars.color.onPrimaryContainer,
  boxShadow: vars.elevation.low,
});
export const bubbleText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const meta = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export { visuallyHidden } from '@backoffice/app-common';
