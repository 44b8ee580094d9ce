import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background,
});

export const topBarArea = style({ position: 'sticky', insetBlockStart: 0, zIndex: 1100 });

export const body = style({ display: 'flex', flex: 1, minHeight: 0 });

export const fixedSidebar = style({
  position: 'sticky',
  insetBlockStart: vars.layout.topBarHeight,
  alignSelf: 'flex-start',
  flexShrink: 0,
  width: vars.layout.sidebarWidth,
  height: `calc(100dvh - ${vars.layout.topBarHeight})`,
  '@media': { [mediaQuery.xl]: { width: vars.layout.sidebarWidthXl } },
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1200,
  backgroundColor: vars.color.scrim,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: vars.layout.sidebarWidth,
  maxWidth: '85vw',
  outline: 'none',
  boxShadow: vars.elevation.high,
  transition: `transform ${vars.motion.routeTransition} ${vars.motion.easing}`,
  selectors: {
    '&[data-entering]': { animationName: 'none' },
  },
});

export const drawerDialog = style({ height: '100%', outline: 'none' });

export const main = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  '@media': { [mediaQuery.md]: { paddingInline: vars.space.xl } },
});

export const content = styleVariants({
  full: { width: '100%', flex: 1 },
  boxed: {
    width: '100%',
    flex: 1,
    maxWidth: vars.layout.boxedMaxWidth,
    marginInline: 'auto',
    '@media': { [mediaQuery.xl]: { maxWidth: vars.layout.boxedMaxWidthXl } },
  },
});

export const footer = style({
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.onSurfaceMuted,
  fontSize: vars.font.sizeSm,
});
