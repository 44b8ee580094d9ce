import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.lg,
});

/** After the first screen: tighter, so the step comes into view on a phone. */
export const headerCompact = style([header, { gap: vars.space.xs, marginBlockEnd: 0 }]);

/** The title, and "Sair" at the end of its line once the voter is signed in. */
export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const title = style({ overflowWrap: 'anywhere', minWidth: 0 });

/** At most three lines on the later steps (the whole title stays for screen readers and the tab's title). */
export const titleCompact = style([
  title,
  {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 3,
    overflow: 'hidden',
  },
]);

export const deadline = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.font.weightMedium,
});

export const deadlineCompact = style([
  deadline,
  { fontSize: vars.font.sizeSm, fontWeight: vars.font.weightRegular, color: vars.color.onSurfaceMuted },
]);

/** The icon sits on the first line of the text (which may wrap). */
export const deadlineIcon = style({ flexShrink: 0, marginBlockStart: '0.15em' });

export const description = style({ margin: 0, color: vars.color.onSurfaceMuted, overflowWrap: 'anywhere' });
