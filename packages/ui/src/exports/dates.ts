// Public exports of the dates group (re-exported by src/index.ts): dates and files.
export { Calendar, type CalendarProps, type DateValue } from '../components/Calendar/Calendar';
export { RangeCalendar, type RangeCalendarProps } from '../components/RangeCalendar/RangeCalendar';
export { DateField, type DateFieldProps } from '../components/DateField/DateField';
export { DatePicker, type DatePickerProps } from '../components/DatePicker/DatePicker';
export { DateRangePicker, type DateRangePickerProps } from '../components/DateRangePicker/DateRangePicker';

// Files
export { FileTrigger, type FileTriggerProps } from '../components/FileTrigger/FileTrigger';
export { FileDropZone, type FileDropZoneProps } from '../components/FileDropZone/FileDropZone';
export {
  checkFiles,
  type FileRules,
  type FileRejection,
  type FileRejectionReason,
  type FileCheck,
} from '../components/FileDropZone/checkFiles';
export { formatFileSize } from '../components/FileDropZone/formatFileSize';
