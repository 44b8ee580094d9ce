import { describe, expect, it } from 'vitest';
import { timeOrderedId } from '../src/db/time-ordered-id.ts';

describe('timeOrderedId', () => {
  it('makes version-7 UUIDs that sort in the order they were made, within one millisecond too', () => {
    const ids = Array.from({ length: 10_000 }, () => timeOrderedId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
  });

  it('starts with the time it was made (milliseconds, big-endian)', () => {
    const before = Date.now();
    const id = timeOrderedId();
    const millis = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(Date.now());
  });
});
