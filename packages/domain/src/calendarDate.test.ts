import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDate,
  calendarDateOf,
  calendarDaysBetween,
  dayNumber,
  isCalendarDate,
  weekday,
} from './calendarDate.ts';

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', true], // leap year
    ['2025-02-29', false],
    ['2000-02-29', true], // divisible by 400
    ['2100-02-29', false], // divisible by 100 only
    ['2026-04-31', false],
    ['2026-4-30', false],
    ['2026-04-30T00:00', false],
    ['', false],
  ])('%s is a date: %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
  });

  it('refuses a non-date loudly', () => {
    expect(() => dayNumber('2026-13-01')).toThrow(RangeError);
  });

  it('adds and counts days across month ends and leap days', () => {
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addCalendarDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(calendarDaysBetween('2025-12-31', '2026-04-30')).toBe(120);
    expect(calendarDaysBetween('2023-12-31', '2024-04-29')).toBe(120);
    expect(calendarDaysBetween('2026-04-30', '2025-12-31')).toBe(-120);
    expect(calendarDate(2026, 2, 16)).toBe('2026-02-16');
    expect(() => calendarDate(2026, 2, 29)).toThrow(RangeError);
  });

  it('knows the weekday, before 1970 too', () => {
    expect(weekday('2026-11-27')).toBe(5); // a Friday
    expect(weekday('2026-11-29')).toBe(0);
    expect(weekday('1969-12-31')).toBe(3);
  });

  it('gives the Brasília date of an instant, not the UTC one', () => {
    expect(calendarDateOf(new Date('2026-05-01T02:59:00Z'))).toBe('2026-04-30');
    expect(calendarDateOf(new Date('2026-05-01T03:00:00Z'))).toBe('2026-05-01');
    expect(calendarDateOf(new Date('2026-05-01T02:59:00Z'), 'UTC')).toBe('2026-05-01');
  });
});
