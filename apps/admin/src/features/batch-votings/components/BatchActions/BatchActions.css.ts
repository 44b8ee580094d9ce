import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: the buttons as the single voting's actions; the dialogs' frame is the kit's Modal and Dialog.
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// A dialog's message: what it does, then the funds it acts on.
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.onSurface,
  overflowWrap: 'anywhere',
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
