import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import * as fieldStyles from '../private/field.css';

/** Field box holding the segments and the calendar button (also used by DateRangePicker). */
export const group = style({ width: '100%', gap: vars.space.xs });

export const calendarButton = style([
  fieldStyles.inlineButton,
  { selectors: { '&[data-hovered]': { color: vars.color.onSurface } } },
]);

/** The popover's content: room around the calendar. */
export const dialog = style({ padding: vars.space.md, outline: 'none' });
