import { getLocalTimeZone, parseDateTime, toZoned, type CalendarDateTime } from '@internationalized/date';

// The form's date-times are wall-clock texts in the operator's time zone (what the DatePicker shows,
// '2026-04-28T18:00:00'), kept as text so the store stays plain data; the API gets instants (ISO with Z).

export function parseLocal(local: string | null): CalendarDateTime | null {
  if (!local) return null;
  try {
    return parseDateTime(local);
  } catch {
    return null;
  }
}

/** The wall-clock text → the instant (ISO with Z); null when it is not a date-time. */
export function localToIso(local: string, timeZone = getLocalTimeZone()): string | null {
  const value = parseLocal(local);
  return value ? toZoned(value, timeZone).toAbsoluteString() : null;
}
