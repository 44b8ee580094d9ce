import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { giveProvidedContract } from '@backoffice/contract/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadFeatureDictionaries } from '../features/i18n/i18n';
import { resetModuleFakes } from './module-fakes';
import { server, takeContractMismatches } from './msw-server';
import { resetAppState } from './reset';

// The contract the fakes answer by, read once per run (contract-global-setup.ts) and resolved once per worker.
giveProvidedContract();

// Lazy route chunks are transformed on first use: give them time on a busy machine (a file's first render took > 5 s
// in CI with the three lanes of npm test side by side). findBy/waitFor end as soon as what they wait for is there.
configure({ asyncUtilTimeout: 15_000 });

// Whole modules replaced in every test: the identity library (tests drive its answers, never a real user pool), the
// page reload (it cannot happen in jsdom; tests assert that it was asked for). The
// fakes live in a module of their own so that every file of a worker sees the same ones (see module-fakes.ts).
vi.mock('aws-amplify/auth', async () => (await import('./module-fakes')).amplifyAuth);
vi.mock('../lib/reload', async () => (await import('./module-fakes')).reload);
resetModuleFakes();

// jsdom lays nothing out: the template editor (ProseMirror) measures the selection to scroll it into view, so ranges
// and the point lookup answer "no box" instead of being missing.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

/** A desktop-sized window by default (fixed sidebar); tests may call `setLargeScreen(false)`. */
let largeScreen = true;
export function setLargeScreen(value: boolean): void {
  largeScreen = value;
}

// The network is Mock Service Worker's (installFakeApi gives it the fake API's handlers): a request no handler answers
// fails the test instead of reaching a real server.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

// Components rendered on their own (outside the signed-in app) read the features' texts too.
beforeAll(async () => {
  await loadFeatureDictionaries('pt-BR');
});

beforeEach(() => {
  largeScreen = true;
  window.matchMedia = ((query: string) => ({
    matches: /min-width: 1200px/.test(query) ? largeScreen : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

afterEach(async () => {
  cleanup();
  await resetAppState();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  server.resetHandlers();
  const mismatches = await takeContractMismatches();
  if (mismatches.length)
    throw new Error(`The fake API answered outside the contract (openapi/):\n${mismatches.join('\n')}`);
});
