import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const panel = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });
export const titles = style({ display: 'grid', gap: vars.space.xxs });
export const section = style({ display: 'grid', gap: vars.space.sm });
export const listTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const refusals = style({ display: 'grid', gap: vars.space.xxs });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
});
export const icon = style({ flexShrink: 0, color: vars.color.onSurfaceMuted });
export const fileText = style({ flex: '1 1 auto', minInlineSize: 0, display: 'grid', gap: vars.space.xxs });
export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'start',
});
export const grow = style({ flex: '1 1 auto' });
export const failed = style({ flex: '1 1 auto', display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });
export const status = style({ fontSize: vars.font.sizeSm, color: vars.color.success });
