import {
  DateRangePicker as RACDateRangePicker,
  Group,
  composeRenderProps,
  type DateRangePickerProps as RACDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { FieldFooter, FieldLabel, type FieldErrorMessage } from '../private/FieldParts';
import type { CalendarNavLabels } from '../Calendar/CalendarParts';
import { DateSegments, type DateFieldOwnProps, type DateFieldPropKey } from '../DateField/DateField';
import * as pickerStyles from '../DatePicker/DatePicker.css';
import { CalendarButton, CalendarPopover, type DatePickerPropKey } from '../DatePicker/DatePickerParts';
import { RangeCalendar } from '../RangeCalendar/RangeCalendar';
import * as styles from './DateRangePicker.css';

export interface DateRangePickerProps<T extends DateValue>
  extends
    Pick<
      RACDateRangePickerProps<T>,
      DateFieldPropKey | DatePickerPropKey | 'allowsNonContiguousRanges' | 'startName' | 'endName'
    >,
    DateFieldOwnProps,
    CalendarNavLabels {
  /**
   * Shown when the range is invalid: an end before the start (RAC's own check), out of min/max, or `validate`.
   * A function receives RAC's validation result (its `validationErrors` are already in the locale).
   */
  errorMessage?: FieldErrorMessage;
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
        <CalendarButton className={styles.button} />
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <CalendarPopover>
        <RangeCalendar previousLabel={previousLabel} nextLabel={nextLabel} />
      </CalendarPopover>
    </RACDateRangePicker>
  );
}
