import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  color: vars.color.onSurface,
  fontSize: vars.font.sizeSm,
});

/** The kit's Select is a column (label above); here the label sits before the box. */
export const pageSize = style({
  selectors: {
    [`${bar} &`]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.sm },
  },
});

globalStyle(`${bar} ${pageSize} > button`, { width: 'auto', minWidth: '5.5rem' });

export const range = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const buttons = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.controlHeight,
  height: vars.layout.controlHeight,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled], &[data-pending]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-pending]': { cursor: 'progress' },
  },
});
