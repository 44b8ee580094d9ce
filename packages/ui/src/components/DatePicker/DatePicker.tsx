import {
  DatePicker as RACDatePicker,
  Group,
  composeRenderProps,
  type DatePickerProps as RACDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { FieldFooter, FieldLabel } from '../private/FieldParts';
import { Calendar } from '../Calendar/Calendar';
import type { CalendarNavLabels } from '../Calendar/CalendarParts';
import { DateSegments, type DateFieldOwnProps, type DateFieldPropKey } from '../DateField/DateField';
import { CalendarButton, CalendarPopover, type DatePickerPropKey } from './DatePickerParts';
import * as styles from './DatePicker.css';

export interface DatePickerProps<T extends DateValue>
  extends
    Pick<RACDatePickerProps<T>, DateFieldPropKey | DatePickerPropKey | 'name'>,
    DateFieldOwnProps,
    CalendarNavLabels {}

/**
 * A DateField with a calendar in a popover. `granularity="minute"` adds hours and minutes (dd/mm/aaaa hh:mm in
 * pt-BR); the calendar then changes the date and keeps the time. Alt+ArrowDown or the button opens the calendar.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  previousLabel,
  nextLabel,
  shouldForceLeadingZeros = true,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <RACDatePicker
      {...props}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      className={composeRenderProps(className, (outer) => cx(fieldStyles.field, outer))}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Group className={cx(fieldStyles.control, styles.group)}>
        <DateSegments />
        <CalendarButton />
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <CalendarPopover>
        <Calendar previousLabel={previousLabel} nextLabel={nextLabel} />
      </CalendarPopover>
    </RACDatePicker>
  );
}
