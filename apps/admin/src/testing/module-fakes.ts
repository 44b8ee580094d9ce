import { vi } from 'vitest';

// The stand-ins that setup.ts puts in place of whole modules, created once per worker. Test files share a worker
// (`isolate: false` in vitest.config.ts): a module of the app imported by an earlier file keeps the stand-in it got
// then, so every file must see these same functions. setup.ts resets them before each file's tests.

/** aws-amplify/auth: tests drive its answers, never a real user pool. */
export const amplifyAuth = {
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  signOut: vi.fn(async () => undefined),
  fetchAuthSession: vi.fn(async () => ({ tokens: undefined })),
  confirmResetPassword: vi.fn(),
};

/** ../lib/reload: a page reload cannot happen in jsdom; tests assert that it was asked for. */
export const reload = { reloadPage: vi.fn() };

/** Back to the first answers (as a file of its own would start with). */
export function resetModuleFakes(): void {
  for (const fake of [...Object.values(amplifyAuth), reload.reloadPage]) fake.mockReset();
}
