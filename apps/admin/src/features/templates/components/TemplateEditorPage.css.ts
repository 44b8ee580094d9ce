import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@backoffice/ui';

// Layout only: colours, type and shape come from the UI kit's components.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const note = style({ marginBlockStart: `calc(-1 * ${vars.space.sm})` });
/** The form, then the placeholders and the preview; side by side once there is room for both. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [mediaQuery.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const body = style({});
// The body is code (HTML) or raw text: a monospace font shows every brace and tag as typed.
globalStyle(`${body} textarea`, { fontFamily: 'ui-monospace, monospace' });
/** The preview stays in view beside the form while the user scrolls through it. */
export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [mediaQuery.lg]: {
      position: 'sticky',
      // Below the shell's top bar, which stays over the page.
      insetBlockStart: `calc(${vars.layout.topBarHeight} + ${vars.space.lg})`,
    },
  },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

// The one visually-hidden class of both apps (@backoffice/app-common).
export { visuallyHidden } from '@backoffice/app-common';
