import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { textStart } from '../../theme/textAlign.css';

const indicatorSize = '2rem';

export const list = styleVariants({
  horizontal: { display: 'flex', alignItems: 'flex-start', listStyle: 'none', margin: 0, padding: 0 },
  vertical: { display: 'flex', flexDirection: 'column', listStyle: 'none', margin: 0, padding: 0 },
});

export const item = styleVariants({
  // Every step but the last shares the width; the last one is as wide as its label.
  horizontal: {
    position: 'relative',
    flex: '1 1 0',
    minWidth: 0,
    paddingInlineEnd: vars.space.sm,
    selectors: { '&:last-child': { flex: '0 1 auto', paddingInlineEnd: 0 } },
  },
  vertical: {
    position: 'relative',
    paddingBlockEnd: vars.space.lg,
    selectors: { '&:last-child': { paddingBlockEnd: 0 } },
  },
});

/** The line to the next step; solid primary once this step is complete. */
export const connector = styleVariants({
  horizontal: {
    position: 'absolute',
    insetBlockStart: `calc(${indicatorSize} / 2 - 1px)`,
    insetInlineStart: `calc(${indicatorSize} + ${vars.space.sm})`,
    insetInlineEnd: vars.space.sm,
    height: '2px',
  },
  vertical: {
    position: 'absolute',
    insetInlineStart: `calc(${indicatorSize} / 2 - 1px)`,
    insetBlockStart: `calc(${indicatorSize} + ${vars.space.xs})`,
    insetBlockEnd: vars.space.xs,
    width: '2px',
  },
});

export const connectorTone = style({
  backgroundColor: vars.color.borderStrong,
  selectors: { '[data-status="complete"] > &': { backgroundColor: vars.color.primary } },
});

export const step = styleVariants({
  horizontal: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs },
  vertical: { display: 'flex', alignItems: 'flex-start', gap: vars.space.md },
});

/** A complete or failed step that can be revisited. */
export const stepButton = style({
  padding: vars.space.xxs,
  margin: `calc(-1 * ${vars.space.xxs})`,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: textStart,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: indicatorSize,
  height: indicatorSize,
  borderRadius: vars.radii.full,
  border: '2px solid',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-status="complete"] &': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '[data-status="current"] &': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primaryContainer,
      color: vars.color.onPrimaryContainer,
    },
    '[data-status="upcoming"] &': {
      borderColor: vars.color.borderStrong,
      backgroundColor: vars.color.surface,
      color: vars.color.onSurfaceMuted,
    },
    '[data-status="error"] &': {
      borderColor: vars.color.danger,
      backgroundColor: vars.color.danger,
      color: vars.color.onDanger,
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBlockStart: vars.space.xs,
});

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
  color: vars.color.onSurface,
  selectors: {
    '[data-status="current"] &': { fontWeight: vars.font.weightBold },
    '[data-status="upcoming"] &': { color: vars.color.onSurfaceMuted },
    '[data-status="error"] &': { color: vars.color.danger },
    [`${stepButton}[data-hovered] &`]: { textDecoration: 'underline' },
  },
});

export const description = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.onSurfaceMuted,
  overflowWrap: 'anywhere',
});

export const compact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const compactText = style({ margin: 0, display: 'flex', flexWrap: 'wrap', columnGap: vars.space.sm });

export const compactCount = style({ fontSize: vars.font.sizeSm, color: vars.color.onSurfaceMuted });

export const compactLabel = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold });

export const segments = style({ display: 'flex', gap: vars.space.xs });

export const segment = style({
  flex: 1,
  height: '4px',
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.pressed,
  selectors: {
    '&[data-status="complete"], &[data-status="current"]': { backgroundColor: vars.color.primary },
    '&[data-status="error"]': { backgroundColor: vars.color.danger },
  },
});
