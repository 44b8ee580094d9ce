import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const funds = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const fund = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
});

export const fundText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const fundName = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.onSurfaceMuted, fontSize: vars.font.sizeSm });

export const answers = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const answer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const receiptCode = style({ overflowWrap: 'anywhere', fontSize: vars.font.sizeSm });

export const documents = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});
