import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const calendar = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.onSurface,
  maxWidth: '100%',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  flex: 1,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
  // 'maio de 2026' reads better as 'Maio de 2026'; scripts without case are unaffected.
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const grid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const weekday = style({
  width: vars.layout.controlHeight,
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightMedium,
  color: vars.color.onSurfaceMuted,
  textAlign: 'center',
});

/** A day: shared by Calendar and RangeCalendar, which add their own selection look. */
export const cellBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.controlHeight,
  height: vars.layout.controlHeight,
  borderRadius: vars.radii.full,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  forcedColorAdjust: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    // Today: bold and underlined in the primary colour (a ring would look like the focus ring).
    '&[data-today]': {
      fontWeight: vars.font.weightBold,
      color: vars.color.primary,
      textDecoration: 'underline',
      textDecorationThickness: '2px',
      textUnderlineOffset: '3px',
    },
    '&[data-unavailable]': { color: vars.color.onSurfaceMuted, textDecoration: 'line-through' },
    '&[data-disabled]': { color: vars.color.onSurfaceMuted, cursor: 'default' },
    '&[data-unavailable][data-hovered], &[data-disabled][data-hovered]': { backgroundColor: 'transparent' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const cell = style([
  cellBase,
  {
    selectors: {
      '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
      '&[data-selected][data-invalid]': { backgroundColor: vars.color.danger, color: vars.color.onDanger },
      '&[data-selected][data-focus-visible]': { outlineOffset: '2px' },
    },
  },
]);

export const navIcon = style({ display: 'block' });
