import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: colours, type and shape come from the UI kit's components.
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '48rem',
});

export const note = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const noteIcon = style({ flexShrink: 0, marginBlockStart: '0.125rem' });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const workspaces = style({ minInlineSize: 0 });
export const workspacesState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
});
export const deleteArea = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  maxInlineSize: '20rem',
});
export const mainActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
