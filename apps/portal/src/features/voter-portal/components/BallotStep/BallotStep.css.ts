import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const itemTitle = style({ overflowWrap: 'anywhere' });

export const itemDescription = style({
  margin: 0,
  color: vars.color.onSurfaceMuted,
  overflowWrap: 'anywhere',
});

export const choices = style({ marginBlockStart: vars.space.xs });

/** Four answers side by side where they fit, two by two on phones (the kit's cards are wider by default). */
export const choice = style({
  selectors: {
    '[data-orientation="horizontal"] &&': { flex: '1 1 7rem' },
  },
});

export const parties = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const partyTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  alignItems: 'baseline',
  textAlign: 'start',
  overflowWrap: 'anywhere',
});

export const attorney = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `2px solid ${vars.color.border}`,
});

/** The answers still missing, said on the ballot step (MissingAnswers). */
export const missing = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerContainer,
  color: vars.color.onDangerContainer,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const missingTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.font.weightMedium,
});

export const missingIntro = style({ margin: 0 });

export const missingList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const missingSubject = style({ overflowWrap: 'anywhere' });

export const missingItems = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A missing item's way to it: the text's colour, underlined as a link, 44 px high for a thumb. */
export const missingItem = style({
  minBlockSize: '44px',
  color: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});
