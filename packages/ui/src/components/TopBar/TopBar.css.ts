import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // Tight on phones (the bar must fit 360 px), roomier from the small breakpoint up.
  gap: vars.space.xs,
  minHeight: vars.layout.topBarHeight,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.sidebarBackground,
  color: vars.color.sidebarText,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaQuery.sm]: { gap: vars.space.md, paddingInline: vars.space.lg },
    [mediaQuery.md]: { paddingInline: vars.space.xl },
  },
});

const slot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [mediaQuery.sm]: { gap: vars.space.sm } },
});

// On a narrow screen the start slot gives way (its children may shrink: a logo's name, a workspace's name cut with an
// ellipsis) and the end slot's controls keep their size: squeezing both, as two shrinkable slots did, pushed the last
// control past the screen's edge and let the logo's mark slide over its neighbour.
export const startSlot = style([slot, { flex: '1 1 auto', minInlineSize: 0 }]);
export const endSlot = style([slot, { flexShrink: 0 }]);
