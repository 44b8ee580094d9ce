import { style } from '@vanilla-extract/css';
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
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const search = style({ flex: '1 1 18rem', maxInlineSize: '32rem' });
export const roleFilter = style({ flex: '0 1 14rem', minInlineSize: '12rem' });

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});
// The results take focus after a row is deleted (its button is gone); the focus ring stays the kit's.
export const focusTarget = style({ outlineOffset: '4px' });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const nameCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

// Rows without a delete button keep the height of those with one.
export const actionCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  minBlockSize: vars.layout.controlHeight,
});
