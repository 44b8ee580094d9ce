import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBetween,
  easterSunday,
  holidayOn,
  isBusinessDay,
  nationalHolidays,
  nextBusinessDay,
  previousBusinessDay,
} from './businessDays.ts';

// ANBIMA's national holiday calendar (feriados nacionais), weekend holidays included.
const ANBIMA: Record<number, string[]> = {
  2025: [
    '2025-01-01',
    '2025-03-03', // Carnaval
    '2025-03-04',
    '2025-04-18', // Paixão de Cristo
    '2025-04-21',
    '2025-05-01',
    '2025-06-19', // Corpus Christi
    '2025-09-07',
    '2025-10-12',
    '2025-11-02',
    '2025-11-15',
    '2025-11-20',
    '2025-12-25',
  ],
  2026: [
    '2026-01-01',
    '2026-02-16',
    '2026-02-17',
    '2026-04-03',
    '2026-04-21',
    '2026-05-01',
    '2026-06-04',
    '2026-09-07',
    '2026-10-12',
    '2026-11-02',
    '2026-11-15',
    '2026-11-20',
    '2026-12-25',
  ],
  2027: [
    '2027-01-01',
    '2027-02-08',
    '2027-02-09',
    '2027-03-26',
    '2027-04-21',
    '2027-05-01',
    '2027-05-27',
    '2027-09-07',
    '2027-10-12',
    '2027-11-02',
    '2027-11-15',
    '2027-11-20',
    '2027-12-25',
  ],
};

describe('easterSunday', () => {
  it.each([
    [1818, '1818-03-22'], // the earliest possible date
    [1943, '1943-04-25'], // the latest possible date
    [2000, '2000-04-23'], // a century leap year
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'], // on Tiradentes
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i: %s', (year, easter) => {
    expect(easterSunday(year)).toBe(easter);
  });

  it('refuses a year before the Gregorian calendar', () => {
    expect(() => easterSunday(1500)).toThrow(RangeError);
  });
});

describe('nationalHolidays', () => {
  it.each([2025, 2026, 2027])('%i is ANBIMA’s calendar', (year) => {
    expect(nationalHolidays(year).map((holiday) => holiday.date)).toEqual(ANBIMA[year]);
  });

  it('has Consciência Negra from 2024 only', () => {
    expect(holidayOn('2023-11-20')).toBeNull();
    expect(holidayOn('2024-11-20')?.key).toBe('black_consciousness_day');
    expect(nationalHolidays(2023)).toHaveLength(12);
  });

  it('puts Carnival 48 days before Easter across a leap February', () => {
    expect(holidayOn('2024-02-12')?.key).toBe('carnival_monday'); // Easter 31 Mar 2024, 29 Feb between
    expect(holidayOn('2024-02-13')?.key).toBe('carnival_tuesday');
    expect(holidayOn('2024-02-14')).toBeNull(); // Ash Wednesday works (from noon)
    expect(holidayOn('2025-03-03')?.key).toBe('carnival_monday');
  });
});

describe('isBusinessDay', () => {
  it.each([
    ['2026-11-27', true], // a Friday
    ['2026-11-28', false], // Saturday
    ['2026-11-29', false], // Sunday
    ['2026-02-16', false], // Carnival Monday
    ['2026-02-18', true], // Ash Wednesday
    ['2026-04-03', false], // Good Friday
    ['2026-04-21', false], // Tiradentes, a Tuesday
    ['2026-06-04', false], // Corpus Christi
    ['2026-11-20', false], // Consciência Negra, a Friday
    ['2023-11-20', true], // before it was national
    ['2026-01-25', false], // São Paulo's anniversary is a Sunday anyway
    ['2027-01-25', true], // and a city holiday does not count
  ])('%s: %s', (date, business) => {
    expect(isBusinessDay(date)).toBe(business);
  });

  it('refuses what is not a date', () => {
    expect(() => isBusinessDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('moving by business days', () => {
  it('skips weekends and holidays both ways', () => {
    expect(nextBusinessDay('2026-11-19')).toBe('2026-11-23'); // Fri 20 Nov holiday, then the weekend
    expect(nextBusinessDay('2026-02-13')).toBe('2026-02-18'); // Carnival
    expect(previousBusinessDay('2026-02-18')).toBe('2026-02-13');
    expect(nextBusinessDay('2026-12-31')).toBe('2027-01-04'); // 1 Jan a Friday
    expect(addBusinessDays('2026-04-01', 2)).toBe('2026-04-06'); // over Good Friday
    expect(addBusinessDays('2026-04-06', -2)).toBe('2026-04-01');
    expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-28');
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30'); // from a Saturday
    expect(addBusinessDays('2026-04-30', 7)).toBe('2026-05-12'); // over 1 May
    expect(() => addBusinessDays('2026-04-30', 1.5)).toThrow(RangeError);
  });

  it('counts the business days after one date up to another', () => {
    expect(businessDaysBetween('2026-11-27', '2026-11-27')).toBe(0);
    expect(businessDaysBetween('2026-11-27', '2026-11-30')).toBe(1);
    expect(businessDaysBetween('2026-11-30', '2026-11-27')).toBe(-1);
    expect(businessDaysBetween('2026-04-30', '2026-05-12')).toBe(7);
    expect(businessDaysBetween('2025-12-31', '2026-12-31')).toBe(249); // 261 weekdays, 12 holidays on them (15 Nov a Sunday)
    for (const [date, n] of [
      ['2026-02-13', 3],
      ['2026-12-24', 5],
      ['2026-06-03', -4],
    ] as const) {
      expect(businessDaysBetween(date, addBusinessDays(date, n))).toBe(n);
    }
  });
});
