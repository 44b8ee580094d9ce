import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({});

export const box = style({
  paddingInlineStart: vars.space.md,
  selectors: {
    '&:focus-within': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});

export const searchIcon = style({ color: vars.color.onSurfaceMuted, flexShrink: 0 });

export const input = style({
  paddingInline: vars.space.sm,
  '::-webkit-search-cancel-button': { display: 'none' },
});

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  marginInlineEnd: vars.space.xs,
  width: vars.layout.controlHeightSm,
  height: vars.layout.controlHeightSm,
  border: 'none',
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.color.onSurfaceMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    [`${root}[data-empty] &`]: { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});
