// Business days on the Brazilian national calendar as banks, B3 and ANBIMA keep it: the deadlines the CVM counts in
// business days (vote maps, …) skip weekends and these holidays.
//
// - Fixed national holidays (Lei 662/1949 and later laws): 1 Jan, 21 Apr, 1 May, 7 Sep, 12 Oct, 2 Nov, 15 Nov,
//   25 Dec, and 20 Nov (Consciência Negra) from 2024 on (Lei 14.759/2023).
// - Movable ones, from Easter: Carnival Monday and Tuesday, Good Friday and Corpus Christi. Carnival and Corpus
//   Christi are only "ponto facultativo" for the federal government, but banks and B3 close on them and ANBIMA's
//   calendar counts them as holidays, so they are not business days here. Ash Wednesday (banks open at noon) is a
//   business day, as it is for ANBIMA.
// - State and city holidays (25 Jan in São Paulo, …) are not national: they do not move a national deadline.
import {
  addCalendarDays,
  calendarDate,
  dayNumber,
  fromDayNumber,
  weekday,
  type CalendarDate,
} from './calendarDate.ts';

export type HolidayKey =
  | 'new_year'
  | 'carnival_monday'
  | 'carnival_tuesday'
  | 'good_friday'
  | 'tiradentes'
  | 'labour_day'
  | 'corpus_christi'
  | 'independence_day'
  | 'our_lady_aparecida'
  | 'all_souls_day'
  | 'republic_day'
  | 'black_consciousness_day'
  | 'christmas';

export interface Holiday {
  date: CalendarDate;
  key: HolidayKey;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  if (!Number.isInteger(year) || year < 1583)
    throw new RangeError(`easterSunday: not a Gregorian year: ${year}`);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDate(year, month, day);
}

/** Consciência Negra is national from this year on. */
const BLACK_CONSCIOUSNESS_FROM = 2024;

const holidaysByYear = new Map<number, readonly Holiday[]>();

/** The year's national holidays in date order (weekend ones included: they are holidays all the same). */
export function nationalHolidays(year: number): readonly Holiday[] {
  const cached = holidaysByYear.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const fixed = (month: number, day: number, key: HolidayKey): Holiday => ({
    date: calendarDate(year, month, day),
    key,
  });
  const fromEaster = (days: number, key: HolidayKey): Holiday => ({
    date: addCalendarDays(easter, days),
    key,
  });
  const holidays = [
    fixed(1, 1, 'new_year'),
    fromEaster(-48, 'carnival_monday'),
    fromEaster(-47, 'carnival_tuesday'),
    fromEaster(-2, 'good_friday'),
    fixed(4, 21, 'tiradentes'),
    fixed(5, 1, 'labour_day'),
    fromEaster(60, 'corpus_christi'),
    fixed(9, 7, 'independence_day'),
    fixed(10, 12, 'our_lady_aparecida'),
    fixed(11, 2, 'all_souls_day'),
    fixed(11, 15, 'republic_day'),
    ...(year >= BLACK_CONSCIOUSNESS_FROM ? [fixed(11, 20, 'black_consciousness_day')] : []),
    fixed(12, 25, 'christmas'),
  ].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  holidaysByYear.set(year, holidays);
  return holidays;
}

/** The national holiday on `date`, or null. */
export function holidayOn(date: CalendarDate): Holiday | null {
  dayNumber(date); // refuses a non-date
  return nationalHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date) ?? null;
}

export function isBusinessDay(date: CalendarDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && holidayOn(date) === null;
}

/** The first business day after `date` (`direction` −1: before it). */
export function nextBusinessDay(date: CalendarDate, direction: 1 | -1 = 1): CalendarDate {
  let days = dayNumber(date);
  do days += direction;
  while (!isBusinessDay(fromDayNumber(days)));
  return fromDayNumber(days);
}

export const previousBusinessDay = (date: CalendarDate): CalendarDate => nextBusinessDay(date, -1);

/**
 * `count` business days after `date` (before it when negative): D+1 is the next business day, whatever `date` is.
 * 0 gives `date` itself, business day or not.
 */
export function addBusinessDays(date: CalendarDate, count: number): CalendarDate {
  if (!Number.isInteger(count)) throw new RangeError(`addBusinessDays: not a whole number of days: ${count}`);
  let result = date;
  dayNumber(date);
  for (let left = Math.abs(count); left > 0; left--) result = nextBusinessDay(result, count > 0 ? 1 : -1);
  return result;
}

/**
 * The business days after `from` up to and including `to` (negative when `to` is before `from`): the n for which
 * addBusinessDays(from, n) reaches `to` when `to` is a business day. 0 for the same day.
 */
export function businessDaysBetween(from: CalendarDate, to: CalendarDate): number {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (end < start) return -businessDaysBetween(to, from);
  let count = 0;
  for (let day = start + 1; day <= end; day++) if (isBusinessDay(fromDayNumber(day))) count++;
  return count;
}
