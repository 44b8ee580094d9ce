import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import { Button as RACButton, Dialog } from 'react-aria-components';
import { cx } from '../private/cx';
import { Popover } from '../Popover/Popover';
import * as styles from './DatePicker.css';

// Parts shared by DatePicker and DateRangePicker.

/** RAC props of the popover pickers on top of the DateField ones. */
export type DatePickerPropKey =
  'firstDayOfWeek' | 'shouldCloseOnSelect' | 'isOpen' | 'defaultOpen' | 'onOpenChange';

/** The icon button that opens the calendar; RAC names it ('Calendário' + the field's label) in the locale. */
export function CalendarButton({ className }: { className?: string }) {
  return (
    <RACButton className={cx(styles.calendarButton, className)}>
      <CalendarDays size={18} aria-hidden />
    </RACButton>
  );
}

/** The popover under the field, holding the picker's calendar. */
export function CalendarPopover({ children }: { children: ReactNode }) {
  return (
    <Popover placement="bottom end">
      <Dialog className={styles.dialog}>{children}</Dialog>
    </Popover>
  );
}
