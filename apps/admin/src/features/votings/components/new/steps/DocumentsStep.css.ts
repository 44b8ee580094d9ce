import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const section = style({ display: 'grid', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  maxInlineSize: '44rem',
});

export const icon = style({ flexShrink: 0, color: vars.color.onSurfaceMuted });
export const name = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const progress = style({ flex: '1 1 auto' });
export const failed = style({ flex: '1 1 auto', display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });
