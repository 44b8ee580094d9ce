import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { openPdfModule } from './pdf-fake';

// Lazy route chunks are transformed on first use: give them time on a busy machine. findBy/waitFor end as soon as what
// they wait for is there.
configure({ asyncUtilTimeout: 15_000 });

// pdf.js needs a canvas and a worker, which jsdom has not: a small stand-in document (pdf-fake.ts).
vi.mock('../features/voter-portal/components/DocumentsStep/open-pdf', () => openPdfModule);

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
afterEach(() => {
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
});
