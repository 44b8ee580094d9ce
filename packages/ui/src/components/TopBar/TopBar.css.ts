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

export const slot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  '@media': { [mediaQuery.sm]: { gap: vars.space.sm } },
});
