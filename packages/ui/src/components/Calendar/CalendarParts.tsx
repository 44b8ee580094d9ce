import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  Text,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { mirrorInRtl } from '../private/shared.css';
import { calendarStrings } from './Calendar.strings';
import * as styles from './Calendar.css';

/** RAC props that Calendar and RangeCalendar both pass through. */
export type CalendarPropKey =
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
  | 'aria-labelledby';

export interface CalendarNavLabels {
  /** Name of the previous-month button; default from the kit's texts ('Mês anterior'). */
  previousLabel?: string;
  /** Name of the next-month button; default from the kit's texts ('Próximo mês'). */
  nextLabel?: string;
}

/** Month title between the previous/next buttons, for Calendar and RangeCalendar (RAC fills the slots). */
export function CalendarHeader({ previousLabel, nextLabel }: CalendarNavLabels) {
  const t = useUiStrings(calendarStrings);
  const iconClass = cx(styles.navIcon, mirrorInRtl);
  return (
    <div className={styles.header}>
      <IconButton
        slot="previous"
        size="sm"
        aria-label={previousLabel ?? t('previousMonth')}
        icon={<ChevronLeft size={18} aria-hidden className={iconClass} />}
      />
      <Heading className={styles.heading} />
      <IconButton
        slot="next"
        size="sm"
        aria-label={nextLabel ?? t('nextMonth')}
        icon={<ChevronRight size={18} aria-hidden className={iconClass} />}
      />
    </div>
  );
}

/** Weekday names and days of the visible month; the week starts where the locale says (RAC). */
export function CalendarMonthGrid({ cellClassName }: { cellClassName: string }) {
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>{(date) => <CalendarCell date={date} className={cellClassName} />}</CalendarGridBody>
    </CalendarGrid>
  );
}

/** Header, month grid and, while invalid, the error message: the whole inside of Calendar and RangeCalendar. */
export function CalendarContents({
  isInvalid,
  errorMessage,
  cellClassName,
  ...navLabels
}: CalendarNavLabels & { isInvalid: boolean; errorMessage?: string; cellClassName: string }) {
  return (
    <>
      <CalendarHeader {...navLabels} />
      <CalendarMonthGrid cellClassName={cellClassName} />
      {isInvalid && errorMessage ? (
        <Text slot="errorMessage" className={fieldStyles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </>
  );
}
