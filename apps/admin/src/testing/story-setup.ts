import type { Role } from '@backoffice/domain';
import { loadDictionary, loadFeatureDictionaries, translate } from '../features/i18n/i18n';
import type { TranslationKey, TranslationParams } from '../lib/i18n';
import { isSupportedLocale, DEFAULT_LOCALE } from '@backoffice/domain';
import { resetAuth, setSignedIn } from '../stores/auth';
import { resetSession, sessionStore } from '../stores/session';
import { resetUi } from '../stores/ui';
import { demoCompany, demoUser, demoWorkspaces } from './demo-data';
import { fakeHandlers, type FakeApiOptions } from './fake-network';
import { storyWorker } from './story-worker';
import { giveBundledContract } from '@backoffice/contract/bundled';
import { fakeIdToken } from './tokens';

/**
 * React Aria announces a pending button through its global live region with nodes labelled by the button's id.
 * They outlive the story for a few seconds; in the next story of the same page they point at nothing and axe
 * reports them. Leaving a story removes its pending announcements.
 */
export function clearAnnouncements(): void {
  for (const node of document.querySelectorAll('[aria-live] > [role="img"][aria-labelledby]')) node.remove();
}

/** Story `beforeEach` for every screen story: the cleanup removes what the story left behind globally. */
export function screenStory(...setups: (() => (() => void) | void)[]) {
  return () => {
    const cleanups = setups.map((setup) => setup());
    return () => {
      for (const cleanup of cleanups.reverse()) cleanup?.();
      clearAnnouncements();
    };
  };
}

/**
 * Story `beforeEach`: answers the network from memory (API and identity service) for this story only, with the
 * Mock Service Worker handlers typed from the contract that the tests use.
 */
export function fakeNetwork(options: FakeApiOptions = {}) {
  return () => {
    const worker = storyWorker();
    giveBundledContract();
    worker.use(...fakeHandlers(options));
    return () => worker.resetHandlers();
  };
}

/** Story `beforeEach`: a signed-in session of `role` (token, session user, workspaces, company) already loaded. */
export function signedInAs(role: Role, api: FakeApiOptions = {}) {
  return () => {
    const user = api.user ?? demoUser(role);
    // The fake network answers /session-user with the story's user too (a screen may reload the session).
    const restoreNetwork = fakeNetwork({ ...api, user })();
    setSignedIn(fakeIdToken(user.email));
    Object.assign(sessionStore, {
      status: 'ready',
      user,
      workspaces: api.workspaces ?? demoWorkspaces,
      company: api.company ?? demoCompany(),
    });
    return () => {
      restoreNetwork();
      resetAuth();
      resetSession();
      resetUi();
      localStorage.removeItem('user-token');
    };
  };
}

/** The translate function of the story's locale, for play functions that run in every workbench locale. */
export async function storyT(globals: Record<string, unknown>) {
  const wanted = globals.locale;
  const locale = isSupportedLocale(wanted) ? wanted : DEFAULT_LOCALE;
  await loadDictionary(locale);
  await loadFeatureDictionaries(locale);
  return (key: TranslationKey, params?: TranslationParams) => translate(locale, key, params);
}
