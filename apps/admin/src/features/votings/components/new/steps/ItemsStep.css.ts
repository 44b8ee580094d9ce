import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const choices = style({ display: 'grid', gap: vars.space.xs });
export const choiceList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  maxInlineSize: '44rem',
});

export const itemHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const itemNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: '1.75rem',
  blockSize: '1.75rem',
  borderRadius: vars.radii.full,
  background: vars.color.primaryContainer,
  color: vars.color.onPrimaryContainer,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
});

export const itemButtons = style({ display: 'flex', gap: vars.space.xxs });
