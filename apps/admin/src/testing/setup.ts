import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadFeatureDictionaries } from '../features/i18n/i18n';
import { resetAppState } from './reset';

// Lazy route chunks are transformed on first use: give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The identity library is replaced in every test: tests drive its answers, never a real user pool.
vi.mock('aws-amplify/auth', () => ({
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  signOut: vi.fn(async () => undefined),
  fetchAuthSession: vi.fn(async () => ({ tokens: undefined })),
  confirmResetPassword: vi.fn(),
}));

// A page reload cannot happen in jsdom; tests assert that it was asked for.
vi.mock('../lib/reload', () => ({ reloadPage: vi.fn() }));

/** A desktop-sized window by default (fixed sidebar); tests may call `setLargeScreen(false)`. */
let largeScreen = true;
export function setLargeScreen(value: boolean): void {
  largeScreen = value;
}

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
});
