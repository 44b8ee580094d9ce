import { http as network, HttpResponse, delay, type HttpHandler } from 'msw';
import { env } from '@portal/config/env';
import { portalAccessHandlers } from './portal-access-handlers';
import { portalAttorneyHandlers } from './portal-attorney-handlers';
import { portalBallotHandlers } from './portal-ballot-handlers';
import { portalBatchHandlers } from './portal-batch-handlers';
import { demoIpAddress } from './portal-demo';
import { createPortalState, type PortalFakeOptions, type PortalFakeState } from './portal-state';

// The voter portal's server, answered from memory by Mock Service Worker handlers typed from the contract: the
// operations of the contract's `voter-portal` tag for one link (portal-access-handlers.ts, portal-ballot-handlers.ts,
// portal-attorney-handlers.ts), plus the public IP check. For stories and tests only, never for the running app. No
// test framework here, so stories can use it (install it with installPortalFake, portal-story.tsx).

export * from './portal-demo';
export type {
  AttorneyFakeOptions,
  BatchFakeOptions,
  PortalFakeOptions,
  PortalFakeState,
  PortalProblemAnswer,
} from './portal-state';

/** A recorded call (path without the /api prefix; the IP check as its full URL). */
export interface PortalCall {
  method: string;
  path: string;
  /** The query of the URL (uploads name their kind and file there). */
  query: URLSearchParams;
  body: unknown;
}

export interface PortalFake {
  /** The handlers, in the order they are asked. */
  handlers: HttpHandler[];
  calls: PortalCall[];
  state: PortalFakeState;
  options: PortalFakeOptions;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.clone().text();
  const isJson = /json/.test(request.headers.get('content-type') ?? '');
  return text && isJson ? (JSON.parse(text) as unknown) : text || undefined;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A fake portal server for one link: its handlers answer its operations and the IP check, and record every call. */
export function createPortalFake(options: PortalFakeOptions = {}): PortalFake {
  const state = createPortalState(options);
  const calls: PortalCall[] = [];
  const ipCheck = new RegExp(`^${escaped(new URL(env.ipCheckUrl).origin)}(/|$)`);

  // Records the call and waits `delayMs`; answers nothing (the next handler does).
  const recorder = (path: string | RegExp, pathOf: (url: URL) => string) =>
    network.all(path, async ({ request }) => {
      const url = new URL(request.url);
      calls.push({
        method: request.method,
        path: pathOf(url),
        query: url.searchParams,
        body: await bodyOf(request),
      });
      if (options.delayMs) await delay(options.delayMs);
      return undefined;
    });

  const handlers = [
    recorder('/api/*', (url) => url.pathname.replace(/^\/api/, '')),
    recorder(ipCheck, (url) => url.href),
    // The public IP check: the address as plain text, or a network failure.
    network.get(ipCheck, () =>
      options.ipAddress === null
        ? HttpResponse.error()
        : HttpResponse.text(options.ipAddress ?? demoIpAddress),
    ),
    ...portalAccessHandlers(state, options),
    ...portalBallotHandlers(state, options),
    ...portalAttorneyHandlers(state, options.attorney ?? {}),
    ...portalBatchHandlers(state),
  ];
  return { handlers, calls, state, options };
}
