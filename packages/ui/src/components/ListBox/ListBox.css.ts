import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { textStart } from '../../theme/textAlign.css';

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  margin: 0,
  overflowY: 'auto',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radii.sm,
  cursor: 'default',
  outline: 'none',
  textAlign: textStart,
  color: vars.color.onSurface,
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.hover },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-selected]': {
      backgroundColor: vars.color.primaryContainer,
      color: vars.color.onPrimaryContainer,
      fontWeight: vars.font.weightMedium,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.55 },
    '&[href]': { cursor: 'pointer' },
  },
});

export const itemContent = style({ flex: 1, minWidth: 0 });
export const check = style({ flexShrink: 0 });

export const empty = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  color: vars.color.onSurfaceMuted,
  fontSize: vars.font.sizeSm,
});
