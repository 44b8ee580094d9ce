import type { SessionUser } from '@backoffice/api-client';
import type { HttpHandler } from 'msw';
import { demoUser } from './demo-data';
import type { FakeApiOptions } from './fake-network';

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
