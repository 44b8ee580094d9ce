import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: colours, type and shape come from the UI kit's components.
export const current = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});
export const image = style({
  display: 'block',
  maxInlineSize: 'min(16rem, 100%)',
  maxBlockSize: '5rem',
  objectFit: 'contain',
  objectPosition: 'start',
});
export const upload = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: '32rem',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
