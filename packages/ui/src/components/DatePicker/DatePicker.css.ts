import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Field box holding the segments and the calendar button (also used by DateRangePicker). */
export const group = style({ width: '100%', gap: vars.space.xs });

export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.layout.controlHeightSm,
  height: vars.layout.controlHeightSm,
  marginInlineEnd: vars.space.xs,
  padding: 0,
  border: 'none',
  borderRadius: vars.radii.sm,
  backgroundColor: 'transparent',
  color: vars.color.onSurfaceMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover, color: vars.color.onSurface },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** The popover's content: room around the calendar. */
export const dialog = style({ padding: vars.space.md, outline: 'none' });
