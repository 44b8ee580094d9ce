import { keyframes, style, styleVariants } from '@vanilla-extract/css';
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

export const rail = style({
  position: 'sticky',
  insetBlockStart: vars.layout.topBarHeight,
  alignSelf: 'flex-start',
  flexShrink: 0,
  zIndex: 1050,
  width: vars.layout.sidebarRailWidth,
  height: `calc(100dvh - ${vars.layout.topBarHeight})`,
});

export const railPanel = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: vars.layout.sidebarRailWidth,
  overflow: 'hidden',
  transition: `width ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&[data-rail="open"]': { width: vars.layout.sidebarWidth, boxShadow: vars.elevation.high },
  },
  '@media': {
    [mediaQuery.xl]: { selectors: { '&[data-rail="open"]': { width: vars.layout.sidebarWidthXl } } },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** The sidebar keeps its full width inside the rail, which clips it: nothing reflows while the rail opens. */
export const railContent = style({
  width: vars.layout.sidebarWidth,
  height: '100%',
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

/** The drawer opened before its code has loaded: the sidebar's surface with a spinner. */
export const drawerBusy = style({
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.sidebarBackground,
  color: vars.color.sidebarText,
});

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

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const routeTransition = style({
  animation: `${fadeIn} ${vars.motion.routeTransition} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const footer = style({
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.onSurfaceMuted,
  fontSize: vars.font.sizeSm,
});
