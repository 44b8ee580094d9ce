import {
  RangeCalendar as RACRangeCalendar,
  composeRenderProps,
  type DateValue,
  type RangeCalendarProps as RACRangeCalendarProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { CalendarContents, type CalendarNavLabels, type CalendarPropKey } from '../Calendar/CalendarParts';
import * as calendarStyles from '../Calendar/Calendar.css';
import * as styles from './RangeCalendar.css';

export interface RangeCalendarProps<T extends DateValue>
  extends Pick<RACRangeCalendarProps<T>, CalendarPropKey | 'allowsNonContiguousRanges'>, CalendarNavLabels {
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
        <CalendarContents
          isInvalid={isInvalid}
          errorMessage={errorMessage}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
          cellClassName={styles.rangeCell}
        />
      )}
    </RACRangeCalendar>
  );
}
