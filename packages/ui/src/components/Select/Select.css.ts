import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { textStart } from '../../theme/textAlign.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  paddingInline: vars.space.md,
  font: 'inherit',
  fontSize: vars.font.sizeMd,
  textAlign: textStart,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-pressed]': { backgroundColor: vars.color.hover },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.onSurfaceMuted } },
});

export const chevron = style({ flexShrink: 0, color: vars.color.onSurfaceMuted });
