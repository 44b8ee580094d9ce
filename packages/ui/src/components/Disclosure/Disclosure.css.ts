import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { textStart } from '../../theme/textAlign.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  // Clips the hover background of the first and last titles to the rounded corners.
  overflow: 'hidden',
});

export const disclosure = style({
  color: vars.color.onSurface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: {
    [`${group} > &:last-child`]: { borderBlockEnd: 'none' },
  },
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.layout.controlHeightLg,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
  textAlign: textStart,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    [`${group} &`]: { borderRadius: 0 },
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    // Inset, so a group's border never clips it.
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const title = style({ flex: 1, minWidth: 0 });

export const chevron = style({
  flexShrink: 0,
  color: vars.color.onSurfaceMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${disclosure}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  selectors: {
    '&:not([hidden])': { paddingInline: vars.space.md, paddingBlockEnd: vars.space.md },
  },
});
