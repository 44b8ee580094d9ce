import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: colours, type and shape come from the UI kit's components.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });
export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const card = style({ maxInlineSize: '48rem' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const field = style({ maxInlineSize: '28rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: '48rem',
});

export { visuallyHidden } from '@backoffice/app-common';
