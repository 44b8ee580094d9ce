import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { giveProvidedContract } from '@backoffice/contract/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setHandlerTarget } from './fake-network';
import { server, takeContractMismatches } from './msw-server';
import { openPdfModule } from './pdf-fake';
import { trackUploads } from './upload-progress';

// Lazy route chunks are transformed on first use: give them time on a busy machine. findBy/waitFor end as soon as what
// they wait for is there.
configure({ asyncUtilTimeout: 15_000 });

// The contract the fakes answer by, read once per run (contract-global-setup.ts) and resolved once per worker.
giveProvidedContract();

// pdf.js needs a canvas and a worker, which jsdom has not: a small stand-in document (pdf-fake.ts).
vi.mock('../features/voter-portal/components/DocumentsStep/open-pdf', () => openPdfModule);

// The network is Mock Service Worker's (the fakes give it their handlers through fake-network.ts): a request no handler
// answers fails the test instead of reaching a real server.
let untrackUploads: () => void = () => {};
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  setHandlerTarget(server);
  untrackUploads = trackUploads();
});
afterAll(() => {
  untrackUploads();
  setHandlerTarget(undefined);
  server.close();
});

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

/** Storage, cookies, document attributes and the URL back to their first state after each test. */
afterEach(async () => {
  cleanup();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; Max-Age=0`;
  }
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  window.history.replaceState(null, '', '/');
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  server.resetHandlers();
  const mismatches = await takeContractMismatches();
  if (mismatches.length)
    throw new Error(`The fake API answered outside the contract (openapi/):\n${mismatches.join('\n')}`);
});
