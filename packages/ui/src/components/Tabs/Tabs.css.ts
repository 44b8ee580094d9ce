import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  // Tabs that do not fit scroll sideways inside the list, never the page.
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollbarWidth: 'thin',
  // Room for the focus ring, which the scroll box would otherwise clip.
  paddingBlockStart: '3px',
  paddingInline: '3px',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minHeight: vars.layout.controlHeight,
  paddingInline: vars.space.md,
  borderStartStartRadius: vars.radii.sm,
  borderStartEndRadius: vars.radii.sm,
  color: vars.color.onSurfaceMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  transition: `color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.onSurface, backgroundColor: vars.color.hover },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-selected]': { color: vars.color.primary },
    // The bar under the selected tab. (RAC's SelectionIndicator would slide it, but it needs the Web Animations
    // API, which jsdom lacks: every app test that renders Tabs would crash.)
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: 0,
      height: '3px',
      borderStartStartRadius: '3px',
      borderStartEndRadius: '3px',
      backgroundColor: vars.color.primary,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const label = style({ display: 'inline-block' });

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  paddingInline: vars.space.xs,
  borderRadius: vars.radii.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurface,
  fontSize: vars.font.sizeXs,
  lineHeight: vars.font.lineHeight,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-selected] &': {
      backgroundColor: vars.color.primaryContainer,
      color: vars.color.onPrimaryContainer,
    },
  },
});

export const panel = style({
  paddingBlock: vars.space.lg,
  color: vars.color.onSurface,
  outline: 'none',
  borderRadius: vars.radii.sm,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
