import { describe, expect, it } from 'vitest';
import {
  messagingLimitOf,
  messagingWindows,
  samePersonReadyAt,
  throttleBackoffMs,
  throughputSlot,
} from './whatsappPacing.ts';

const now = new Date('2026-11-28T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const at = (date: Date) => date.toISOString();

describe('WhatsApp pacing', () => {
  it('spreads a run at the number’s throughput: 80 a second by default, a slot every 12.5 ms', () => {
    expect(throughputSlot(now, 0, 80).getTime() - now.getTime()).toBe(0);
    expect(throughputSlot(now, 1, 80).getTime() - now.getTime()).toBe(12);
    expect(throughputSlot(now, 80, 80).getTime() - now.getTime()).toBe(1000);
    expect(throughputSlot(now, 8_000, 80).getTime() - now.getTime()).toBe(100_000);
  });

  it('waits 6 s between two messages to the same person', () => {
    expect(samePersonReadyAt(null, now)).toEqual(now);
    expect(at(samePersonReadyAt(new Date(now.getTime() - 2_000), now))).toBe('2026-11-28T12:00:04.000Z');
    expect(samePersonReadyAt(new Date(now.getTime() - 60_000), now)).toEqual(now);
  });

  it('backs off after a throughput error: 1 s, 2 s, 4 s … at most a minute', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(throttleBackoffMs)).toEqual([
      1000, 2000, 4000, 8000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe('the messaging limit (unique people in a rolling 24 h)', () => {
  it('sends everyone now when unlimited or when there is room', () => {
    expect(messagingWindows(5_000, 'unlimited', [], now)).toEqual([{ at: now, people: 5_000 }]);
    expect(messagingWindows(200, 250, [hoursAgo(1), hoursAgo(2)], now)).toEqual([{ at: now, people: 200 }]);
    expect(messagingWindows(0, 250, [], now)).toEqual([]);
  });

  it('sends what fits now and the rest as earlier reaches leave the window', () => {
    // 240 reached in the last 24 h: 100 of them 20 h ago, 140 of them 2 h ago. Room for 10 now.
    const reached = [...Array<Date>(100).fill(hoursAgo(20)), ...Array<Date>(140).fill(hoursAgo(2))];
    expect(messagingWindows(400, 250, reached, now).map((window) => [at(window.at), window.people])).toEqual([
      ['2026-11-28T12:00:00.000Z', 10],
      // The 100 of 20 h ago leave in 4 h, the 140 of 2 h ago in 22 h, then the 10 sent now in 24 h.
      ['2026-11-28T16:00:00.000Z', 100],
      ['2026-11-29T10:00:00.000Z', 140],
      ['2026-11-29T12:00:00.000Z', 10],
      // Then those sent 4 h from now leave, 24 h after they went.
      ['2026-11-29T16:00:00.000Z', 100],
      ['2026-11-30T10:00:00.000Z', 40],
    ]);
  });

  it('counts only the last 24 h, and never more than the limit in any 24 h', () => {
    const reached = Array<Date>(250).fill(hoursAgo(25));
    expect(messagingWindows(250, 250, reached, now)).toEqual([{ at: now, people: 250 }]);
    const windows = messagingWindows(1_000, 250, [hoursAgo(23)], now);
    const sends = windows.flatMap((window) => Array<number>(window.people).fill(window.at.getTime()));
    const all = [hoursAgo(23).getTime(), ...sends];
    for (const start of all) {
      const inDay = all.filter((time) => time >= start && time < start + 24 * 3_600_000).length;
      expect(inDay).toBeLessThanOrEqual(250);
    }
    expect(sends).toHaveLength(1_000);
  });
});

describe('messagingLimitOf', () => {
  it('reads the stored tiers; anything else is the lowest', () => {
    expect(messagingLimitOf('2000')).toBe(2_000);
    expect(messagingLimitOf('unlimited')).toBe('unlimited');
    expect(messagingLimitOf('999')).toBe(250);
  });
});
