import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: the buttons as the single voting's actions; the dialogs' frame is the kit's Modal and Dialog.
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.onSurface,
  overflowWrap: 'anywhere',
});

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.onSurfaceMuted,
});

export const noteIcon = style({ flexShrink: 0, marginBlockStart: '2px' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

export const report = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  outline: 'none',
});

export const reportHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const refusals = style({ margin: 0, paddingInlineStart: vars.space.lg });
