import {
  RangeCalendar as RACRangeCalendar,
  Text,
  composeRenderProps,
  type DateValue,
  type RangeCalendarProps as RACRangeCalendarProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { CalendarHeader, CalendarMonthGrid, type CalendarNavLabels } from '../Calendar/CalendarParts';
import * as calendarStyles from '../Calendar/Calendar.css';
import * as styles from './RangeCalendar.css';

export interface RangeCalendarProps<T extends DateValue>
  extends
    Pick<
      RACRangeCalendarProps<T>,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
      | 'isDateUnavailable'
      | 'allowsNonContiguousRanges'
      | 'isDisabled'
      | 'isReadOnly'
      | 'isInvalid'
      | 'autoFocus'
      | 'focusedValue'
      | 'defaultFocusedValue'
      | 'onFocusChange'
      | 'firstDayOfWeek'
      | 'id'
      | 'aria-label'
      | 'aria-labelledby'
    >,
    CalendarNavLabels {
  /** Shown under the grid while the range is invalid (isInvalid, or a range over unavailable dates). */
  errorMessage?: string;
  className?: string;
}

/** A month grid for picking a start and an end date: first press the start, then the end. */
export function RangeCalendar<T extends DateValue>({
  errorMessage,
  previousLabel,
  nextLabel,
  className,
  ...props
}: RangeCalendarProps<T>) {
  return (
    <RACRangeCalendar
      {...props}
      className={composeRenderProps(className, (outer) => cx(calendarStyles.calendar, outer))}
    >
      {({ isInvalid }) => (
        <>
          <CalendarHeader previousLabel={previousLabel} nextLabel={nextLabel} />
          <CalendarMonthGrid cellClassName={styles.rangeCell} />
          {isInvalid && errorMessage ? (
            <Text slot="errorMessage" className={fieldStyles.error}>
              {errorMessage}
            </Text>
          ) : null}
        </>
      )}
    </RACRangeCalendar>
  );
}
