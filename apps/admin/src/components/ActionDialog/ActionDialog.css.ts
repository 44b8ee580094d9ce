import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: the frame (surface, radius, shadow) is the kit's Modal and Dialog.
export const wide = style({ maxWidth: '40rem' });
export const extraWide = style({ maxWidth: '64rem' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const message = style({ margin: 0, color: vars.color.onSurface, overflowWrap: 'anywhere' });

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.onSurfaceMuted,
});

export const noteIcon = style({ flexShrink: 0, marginBlockStart: '2px' });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  // Each field keeps its own height (a description or an error under one does not stretch its neighbour).
  alignItems: 'start',
  gap: vars.space.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});
