import {
  Calendar as RACCalendar,
  Text,
  composeRenderProps,
  type CalendarProps as RACCalendarProps,
  type DateValue,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { CalendarHeader, CalendarMonthGrid, type CalendarNavLabels } from './CalendarParts';
import * as styles from './Calendar.css';

export interface CalendarProps<T extends DateValue>
  extends
    Pick<
      RACCalendarProps<T>,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
      | 'isDateUnavailable'
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
        <>
          <CalendarHeader previousLabel={previousLabel} nextLabel={nextLabel} />
          <CalendarMonthGrid cellClassName={styles.cell} />
          {isInvalid && errorMessage ? (
            <Text slot="errorMessage" className={fieldStyles.error}>
              {errorMessage}
            </Text>
          ) : null}
        </>
      )}
    </RACCalendar>
  );
}

export type { DateValue };
