import { describe, expect, it } from 'vitest';
import { startOfDayInZone, TIME_ZONE, zoneOffsetMs } from './timeZone.ts';

const HOUR = 3_600_000;

describe('TIME_ZONE', () => {
  it('is Brasília’s IANA zone', () => {
    expect(TIME_ZONE).toBe('America/Sao_Paulo');
  });
});

describe('zoneOffsetMs', () => {
  it.each<[string, string, number]>([
    ['2026-03-10T12:00:00Z', TIME_ZONE, -3 * HOUR],
    ['2026-07-10T12:00:00Z', TIME_ZONE, -3 * HOUR],
    // Daylight saving until 2019: summer was UTC−2.
    ['2018-12-01T12:00:00Z', TIME_ZONE, -2 * HOUR],
    ['2026-03-10T12:00:00Z', 'UTC', 0],
    ['2026-03-10T12:00:00Z', 'Asia/Kolkata', 5.5 * HOUR],
    ['2026-07-10T12:00:00Z', 'Europe/Lisbon', HOUR],
  ])('%s in %s is %d ms', (iso, zone, offset) => {
    expect(zoneOffsetMs(new Date(iso), zone)).toBe(offset);
  });
});

describe('startOfDayInZone', () => {
  it.each<[string, string, string]>([
    // 02:59 UTC is still the previous evening in Brasília.
    ['2026-03-10T02:59:00Z', TIME_ZONE, '2026-03-09T03:00:00.000Z'],
    ['2026-03-10T03:00:00Z', TIME_ZONE, '2026-03-10T03:00:00.000Z'],
    ['2026-03-10T23:30:00Z', TIME_ZONE, '2026-03-10T03:00:00.000Z'],
    ['2018-12-01T12:00:00Z', TIME_ZONE, '2018-12-01T02:00:00.000Z'],
    ['2026-03-10T23:30:00Z', 'UTC', '2026-03-10T00:00:00.000Z'],
  ])('the day of %s in %s began at %s', (iso, zone, start) => {
    expect(new Date(startOfDayInZone(Date.parse(iso), zone)).toISOString()).toBe(start);
  });
});
