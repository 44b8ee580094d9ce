import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import {
  Button as RACButton,
  DatePicker as RACDatePicker,
  Dialog,
  Group,
  composeRenderProps,
  type DatePickerProps as RACDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { FieldFooter, FieldLabel, type FieldErrorMessage } from '../private/FieldParts';
import { Calendar } from '../Calendar/Calendar';
import type { CalendarNavLabels } from '../Calendar/CalendarParts';
import { DateSegments } from '../DateField/DateField';
import { Popover } from '../Popover/Popover';
import * as styles from './DatePicker.css';

export interface DatePickerProps<T extends DateValue>
  extends
    Pick<
      RACDatePickerProps<T>,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'granularity'
      | 'minValue'
      | 'maxValue'
      | 'isDateUnavailable'
      | 'placeholderValue'
      | 'hourCycle'
      | 'hideTimeZone'
      | 'firstDayOfWeek'
      | 'shouldCloseOnSelect'
      | 'isOpen'
      | 'defaultOpen'
      | 'onOpenChange'
      | 'isDisabled'
      | 'isReadOnly'
      | 'isRequired'
      | 'isInvalid'
      | 'validate'
      | 'validationBehavior'
      | 'name'
      | 'autoFocus'
      | 'onBlur'
      | 'id'
      | 'aria-label'
    >,
    CalendarNavLabels {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid; a function receives RAC's validation result. */
  errorMessage?: FieldErrorMessage;
  /** Two-digit day, month and hour (dd/mm/aaaa hh:mm); default true. */
  shouldForceLeadingZeros?: boolean;
  className?: string;
}

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
        {/* RAC names the button ('Calendário' + the field's label) in the locale. */}
        <RACButton className={styles.calendarButton}>
          <CalendarDays size={18} aria-hidden />
        </RACButton>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover placement="bottom end">
        <Dialog className={styles.dialog}>
          <Calendar previousLabel={previousLabel} nextLabel={nextLabel} />
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
}
