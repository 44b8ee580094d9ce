import {
  DateField as RACDateField,
  DateInput,
  DateSegment,
  composeRenderProps,
  type DateFieldProps as RACDateFieldProps,
  type DateValue,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { FieldFooter, FieldLabel, type FieldTextProps, type FormFieldPropKey } from '../private/FieldParts';
import * as styles from './DateField.css';

/** RAC props that DateField, DatePicker and DateRangePicker all pass through. */
export type DateFieldPropKey =
  | FormFieldPropKey
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
  | 'autoFocus'
  | 'onBlur';

/** The kit's own props of the date fields. */
export interface DateFieldOwnProps extends FieldTextProps {
  /** Two-digit day, month and hour (dd/mm/aaaa hh:mm); default true. */
  shouldForceLeadingZeros?: boolean;
  className?: string;
}

export interface DateFieldProps<T extends DateValue>
  extends Pick<RACDateFieldProps<T>, DateFieldPropKey | 'name'>, DateFieldOwnProps {}

/** The editable day/month/year (and time) segments, in the order and with the placeholders of the locale. */
export function DateSegments({ className, slot }: { className?: string; slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={cx(styles.input, className)}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}

/**
 * A date (or date and time, with `granularity="minute"`) typed segment by segment: dd/mm/aaaa in pt-BR.
 * Values are `@internationalized/date` objects: `CalendarDate`, or `CalendarDateTime` with a time.
 */
export function DateField<T extends DateValue>({
  label,
  description,
  errorMessage,
  shouldForceLeadingZeros = true,
  className,
  ...props
}: DateFieldProps<T>) {
  return (
    <RACDateField
      {...props}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      className={composeRenderProps(className, (outer) => cx(fieldStyles.field, outer))}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <DateSegments className={fieldStyles.control} />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </RACDateField>
  );
}

export type { DateValue };
