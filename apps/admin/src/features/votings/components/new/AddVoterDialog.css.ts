import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const modal = style({ inlineSize: 'min(36rem, 100%)' });
export const form = style({ display: 'grid', gap: vars.space.md });
export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  // Each field keeps its own height: a hint under one must not stretch the other's input.
  alignItems: 'start',
});
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
