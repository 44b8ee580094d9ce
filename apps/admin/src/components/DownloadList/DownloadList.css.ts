import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// A section of named downloads, one per row with its hint (the vote maps of a voting and of a batch). Layout only:
// colours, type and shape come from the UI kit's components.
export const section = style({ display: 'grid', gap: vars.space.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const text = style({ display: 'grid', gap: vars.space.xxs });

export const hint = style({ color: vars.color.onSurfaceMuted, fontSize: vars.font.sizeSm });
