import {
  getLocalTimeZone,
  now,
  parseAbsolute,
  parseDateTime,
  toCalendarDateTime,
  toZoned,
  type CalendarDateTime,
} from '@internationalized/date';

// The flow's dates are wall-clock date-times in the operator's time zone (what the DatePicker shows), kept as their
// ISO text ('2027-01-31T18:00:00') so the draft stays plain data; the API gets and gives instants (ISO with Z).

export const operatorTimeZone = (): string => getLocalTimeZone();

/** '2027-01-31T21:00:00.000Z' → '2027-01-31T18:00:00' in São Paulo. */
export function isoToLocal(iso: string, timeZone = operatorTimeZone()): string {
  return toCalendarDateTime(parseAbsolute(iso, timeZone)).toString();
}

/** The wall-clock text → the instant (ISO with Z); null when it is not a date-time. */
export function localToIso(local: string, timeZone = operatorTimeZone()): string | null {
  const value = parseLocal(local);
  return value ? toZoned(value, timeZone).toAbsoluteString() : null;
}

export function parseLocal(local: string | null): CalendarDateTime | null {
  if (!local) return null;
  try {
    return parseDateTime(local);
  } catch {
    return null;
  }
}

/** The wall-clock now, to the minute (the DatePicker's minimum). */
export function localNow(timeZone = operatorTimeZone()): CalendarDateTime {
  return toCalendarDateTime(now(timeZone)).set({ second: 0, millisecond: 0 });
}
