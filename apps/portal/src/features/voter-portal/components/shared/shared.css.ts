import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const stepHeading = style({ marginBlockEnd: vars.space.sm });
globalStyle(`${stepHeading} h2:focus`, { outline: 'none' });
globalStyle(`${stepHeading} h2:focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '4px',
  borderRadius: vars.radii.sm,
});

/** A step's body: its parts one under another. */
export const stepBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The step's buttons: the way on at the end, back before it; full width and stacked on phones. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  '@media': {
    '(min-width: 600px)': { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});

/** WCAG 2.5.5: 44 px on phones for controls the kit draws smaller. */
export const touchTarget = style({ minBlockSize: '44px', minInlineSize: '44px' });

/** A short text under a title. */
export const lead = style({ margin: 0, color: vars.color.onSurfaceMuted });

/** An announced message box (errors, notices). */
export const alertBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerContainer,
  color: vars.color.onDangerContainer,
});

export const noticeBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurface,
});

/** Around a checkbox or switch: its label row at least 44 px high (the kit draws 24 px). */
export const touchRow = style({});
globalStyle(`${touchRow} label`, { minBlockSize: '44px' });

/** A field for a few characters (the last 4 of a CPF/CNPJ): not the whole width of a desktop. */
export const shortField = style({ maxInlineSize: '20rem' });

/** One line of a message of several (MessageLines). */
export const messageLine = style({ display: 'block' });
