import type { SessionUser } from '@backoffice/api-client';
import type { HttpHandler } from 'msw';
import { demoUser } from './demo-data';
import type { FakeApiOptions } from './fake-network';

/** What a feature fake sees of one authenticated API call (path without the /api prefix). */
export interface FakeCall {
  options: FakeApiOptions;
  request: Request;
  path: string;
  /** Parsed JSON, or the raw text of any other body. */
  body: unknown;
  user: SessionUser;
}

/** Answers the calls of one feature's endpoints, or undefined for calls it does not own. */
export type FakeFeature = (call: FakeCall) => Response | undefined;

/** One feature's endpoints as Mock Service Worker handlers typed from the contract, over `options`' rows. */
export type FeatureHandlers = (options: FakeApiOptions) => HttpHandler[];

/** The signed-in user the fake API answers for. */
export const callerOf = (options: FakeApiOptions): SessionUser => options.user ?? demoUser();

/** The feature's in-memory rows for this fake network, created by `init` on first use. */
export function fakeState<T>(options: FakeApiOptions, key: string, init: () => T): T {
  const state = (options.state ??= {});
  if (!(key in state)) state[key] = init();
  return state[key] as T;
}
