import { vi } from 'vitest';
import { fakeHandlers, type FakeApiOptions, type RecordedCall } from './fake-network';
import { server } from './msw-server';

export type { FakeApiOptions, RecordedCall } from './fake-network';

/**
 * Answers the API's contract from memory for this test (Mock Service Worker handlers typed from the contract) and
 * records every call. The app's real API client and stores run on top of it. `fetch` spies on the global fetch (which
 * MSW intercepts) for tests that read the requests themselves.
 */
export function installFakeApi(initial: FakeApiOptions = {}) {
  const options: FakeApiOptions = { ...initial };
  const calls: RecordedCall[] = [];
  server.use(...fakeHandlers(options, calls));
  const intercepted = globalThis.fetch;
  const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => intercepted(input, init));
  vi.stubGlobal('fetch', fetchSpy);
  return { calls, options, fetch: fetchSpy };
}
