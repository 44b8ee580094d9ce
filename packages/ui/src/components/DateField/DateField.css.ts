import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The row of segments; inside a picker the surrounding group draws the box instead. */
export const input = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  paddingInline: vars.space.md,
  fontSize: vars.font.sizeMd,
  whiteSpace: 'nowrap',
  overflowX: 'auto',
  cursor: 'text',
});

export const segment = style({
  // Each editable segment is a target of at least 24×24 px (WCAG 2.5.8), also a one-digit hour or month.
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '24px',
  minHeight: '24px',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radii.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.onSurfaceMuted },
    '&[data-type="literal"]': { minWidth: 0, paddingInline: 0 },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
