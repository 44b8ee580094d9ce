// A calendar date as legal deadlines speak of it ('2026-04-30'): no time, no zone. Deadlines, holidays and the
// financial-statement calendar count days on these plain values, so no UTC midnight slips into the previous day.
// An instant becomes the Brasília date it falls on with calendarDateOf (timeZone.ts decides the offset).
import { TIME_ZONE, zoneOffsetMs } from './timeZone.ts';

/** 'YYYY-MM-DD', a real day of the Gregorian calendar. */
export type CalendarDate = string;

const DAY_MS = 24 * 3_600_000;
const SHAPE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** Days since 1970-01-01 of a valid date, or null ('2026-02-29' is not a day). */
function dayNumberOrNull(date: string): number | null {
  const match = SHAPE.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return null;
  return ms / DAY_MS;
}

export const isCalendarDate = (value: string): value is CalendarDate => dayNumberOrNull(value) !== null;

/** Days since 1970-01-01; throws a RangeError on anything but a real 'YYYY-MM-DD'. */
export function dayNumber(date: CalendarDate): number {
  const days = dayNumberOrNull(date);
  if (days === null) throw new RangeError(`not a calendar date (YYYY-MM-DD): ${date}`);
  return days;
}

export const fromDayNumber = (days: number): CalendarDate =>
  new Date(days * DAY_MS).toISOString().slice(0, 10);

/** calendarDate(2026, 4, 30) → '2026-04-30'; throws a RangeError for a day the month does not have. */
export function calendarDate(year: number, month: number, day: number): CalendarDate {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const date = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  dayNumber(date);
  return date;
}

export const addCalendarDays = (date: CalendarDate, days: number): CalendarDate =>
  fromDayNumber(dayNumber(date) + days);

/** to − from in calendar days: 1 from a day to the next, negative backwards. */
export const calendarDaysBetween = (from: CalendarDate, to: CalendarDate): number =>
  dayNumber(to) - dayNumber(from);

/** 0 Sunday … 6 Saturday. */
export const weekday = (date: CalendarDate): number => (((dayNumber(date) + 4) % 7) + 7) % 7;

/** The date, in `timeZone` (Brasília by default), on which `instant` falls. */
export function calendarDateOf(instant: Date | number, timeZone: string = TIME_ZONE): CalendarDate {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  return fromDayNumber(Math.floor((at + zoneOffsetMs(at, timeZone)) / DAY_MS));
}
