import {
  Calendar as RACCalendar,
  composeRenderProps,
  type CalendarProps as RACCalendarProps,
  type DateValue,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { CalendarContents, type CalendarNavLabels, type CalendarPropKey } from './CalendarParts';
import * as styles from './Calendar.css';

export interface CalendarProps<T extends DateValue>
  extends Pick<RACCalendarProps<T>, CalendarPropKey>, CalendarNavLabels {
  /** Shown under the grid while the calendar is invalid (isInvalid, or a selected date that is unavailable). */
  errorMessage?: string;
  className?: string;
}

/** A month grid for picking one date. Also used inside DatePicker's popover, where RAC supplies the value. */
export function Calendar<T extends DateValue>({
  errorMessage,
  previousLabel,
  nextLabel,
  className,
  ...props
}: CalendarProps<T>) {
  return (
    <RACCalendar<T, 'single'>
      {...props}
      className={composeRenderProps(className, (outer) => cx(styles.calendar, outer))}
    >
      {({ isInvalid }) => (
        <CalendarContents
          isInvalid={isInvalid}
          errorMessage={errorMessage}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
          cellClassName={styles.cell}
        />
      )}
    </RACCalendar>
  );
}

export type { DateValue };
