import { vi } from 'vitest';
import { createFakeFetch, type FakeApiOptions, type RecordedCall } from './fake-network';

export type { FakeApiOptions, RecordedCall } from './fake-network';

/**
 * Replaces the global fetch with the API's contract answered from memory, and records every call. The app's real
 * API client and stores run on top of it.
 */
export function installFakeApi(initial: FakeApiOptions = {}) {
  const options: FakeApiOptions = { ...initial };
  const calls: RecordedCall[] = [];
  const fetchFake = vi.fn(createFakeFetch(options, calls));
  vi.stubGlobal('fetch', fetchFake);
  return { calls, options, fetch: fetchFake };
}
