import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const titles = style({ display: 'grid', gap: vars.space.xxs });
export const result = style({ outline: 'none', display: 'grid', gap: vars.space.md });
export const summary = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, margin: 0 });
export const ok = style({ flex: 'none', color: vars.color.success });
export const refused = style({ display: 'flex', gap: vars.space.sm, color: vars.color.danger });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const fileName = style({ overflowWrap: 'anywhere' });
