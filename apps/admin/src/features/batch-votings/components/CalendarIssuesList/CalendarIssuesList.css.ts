import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const box = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  maxInlineSize: '44rem',
});
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const issue = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, margin: 0 });
export const blocking = style({ flex: 'none', color: vars.color.danger });
export const warning = style({ flex: 'none', color: vars.color.warning });
export const ok = style({ flex: 'none', color: vars.color.success });
