import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { cellBase } from '../Calendar/Calendar.css';

/** Range: the days between the ends form a band; the two ends are filled and rounded on their outer side. */
export const rangeCell = style([
  cellBase,
  {
    selectors: {
      '&[data-selected]': {
        borderRadius: 0,
        backgroundColor: vars.color.primaryContainer,
        color: vars.color.onPrimaryContainer,
      },
      '&[data-selection-start], &[data-selection-end]': {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
      '&[data-selection-start]': {
        borderStartStartRadius: vars.radii.full,
        borderEndStartRadius: vars.radii.full,
      },
      '&[data-selection-end]': {
        borderStartEndRadius: vars.radii.full,
        borderEndEndRadius: vars.radii.full,
      },
      '&[data-selected][data-invalid]': {
        backgroundColor: vars.color.dangerContainer,
        color: vars.color.onDangerContainer,
      },
      '&[data-selected][data-focus-visible]': { outlineOffset: '2px' },
    },
  },
]);
