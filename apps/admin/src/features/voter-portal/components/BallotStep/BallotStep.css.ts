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
