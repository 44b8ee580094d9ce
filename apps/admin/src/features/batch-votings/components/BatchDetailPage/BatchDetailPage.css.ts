import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const titles = style({ display: 'grid', gap: vars.space.xs });
export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const funds = style({ display: 'grid', gap: vars.space.md });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const filter = style({ flex: '0 1 14rem', minInlineSize: '12rem' });
export const calendar = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
});
export const nowrap = style({ whiteSpace: 'nowrap' });
