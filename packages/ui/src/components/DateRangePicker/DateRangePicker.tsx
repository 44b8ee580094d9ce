import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import {
  Button as RACButton,
  DateRangePicker as RACDateRangePicker,
  Dialog,
  Group,
  composeRenderProps,
  type DateRangePickerProps as RACDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { FieldFooter, FieldLabel, type FieldErrorMessage } from '../private/FieldParts';
import type { CalendarNavLabels } from '../Calendar/CalendarParts';
import { DateSegments } from '../DateField/DateField';
import * as pickerStyles from '../DatePicker/DatePicker.css';
import { Popover } from '../Popover/Popover';
import { RangeCalendar } from '../RangeCalendar/RangeCalendar';
import * as styles from './DateRangePicker.css';

export interface DateRangePickerProps<T extends DateValue>
  extends
    Pick<
      RACDateRangePickerProps<T>,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'granularity'
      | 'minValue'
      | 'maxValue'
      | 'isDateUnavailable'
      | 'allowsNonContiguousRanges'
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
      | 'startName'
      | 'endName'
      | 'autoFocus'
      | 'onBlur'
      | 'id'
      | 'aria-label'
    >,
    CalendarNavLabels {
  label?: ReactNode;
  description?: ReactNode;
  /**
   * Shown when the range is invalid: an end before the start (RAC's own check), out of min/max, or `validate`.
   * A function receives RAC's validation result (its `validationErrors` are already in the locale).
   */
  errorMessage?: FieldErrorMessage;
  /** Two-digit day, month and hour (dd/mm/aaaa hh:mm); default true. */
  shouldForceLeadingZeros?: boolean;
  className?: string;
}

/** Start and end dates typed in one field or picked in a RangeCalendar popover. */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  previousLabel,
  nextLabel,
  shouldForceLeadingZeros = true,
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <RACDateRangePicker
      {...props}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      className={composeRenderProps(className, (outer) => cx(fieldStyles.field, outer))}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Group className={cx(fieldStyles.control, pickerStyles.group)}>
        <DateSegments slot="start" className={styles.rangeInput} />
        <span aria-hidden="true" className={styles.separator}>
          –
        </span>
        <DateSegments slot="end" className={styles.rangeInput} />
        <RACButton className={cx(pickerStyles.calendarButton, styles.button)}>
          <CalendarDays size={18} aria-hidden />
        </RACButton>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover placement="bottom end">
        <Dialog className={pickerStyles.dialog}>
          <RangeCalendar previousLabel={previousLabel} nextLabel={nextLabel} />
        </Dialog>
      </Popover>
    </RACDateRangePicker>
  );
}
