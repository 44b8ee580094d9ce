import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, VOTER_POLICY_VERSION, isSupportedLocale, type Locale } from '@backoffice/domain';
import { resetPortal } from '../features/voter-portal/stores/access';
import type { TranslationKey, TranslationParams } from '../lib/i18n';
import { PortalI18nProvider } from '../app/components/PortalI18nProvider';
import { loadPortalDictionary, translatePortal } from '../app/i18n';
import { setPortalLocale } from '../app/stores/locale';
import { createPortalFake, type PortalFake, type PortalFakeOptions } from './fake-portal';
import { resetFakeNetwork, setHandlerTarget, storyWorker, addFakeHandlers } from './fake-network';

// The voter portal's harness for stories and tests: its fake server's handlers given to Mock Service Worker, its store
// emptied, its own i18n (the portal's dictionaries only) in the wanted locale.

const asLocale = (wanted: unknown): Locale => (isSupportedLocale(wanted) ? wanted : DEFAULT_LOCALE);

/** Gives Mock Service Worker a fresh portal fake's handlers and empties the portal; returns the fake and the undo. */
export function installPortalFake(options: PortalFakeOptions = {}): {
  fake: PortalFake;
  restore: () => void;
} {
  const fake = createPortalFake(options);
  addFakeHandlers(...fake.handlers);
  resetPortal();
  sessionStorage.clear();
  return {
    fake,
    restore: () => {
      resetFakeNetwork();
      resetPortal();
      sessionStorage.clear();
    },
  };
}

/**
 * Story `beforeEach`: the portal fake for this story only, on the story's Mock Service Worker (options read on every
 * run, so each run starts afresh).
 */
export function portalStory(options: PortalFakeOptions = {}) {
  return (context: object) => {
    setHandlerTarget(storyWorker(context));
    return installPortalFake(options).restore;
  };
}

/** Loads the portal's texts of `locale` and makes it the portal's locale (not kept in the browser). */
export async function preparePortalLocale(locale: unknown): Promise<void> {
  await setPortalLocale(asLocale(locale), false);
}

/** The translate function of the story's locale, for play functions that run in every workbench locale. */
export async function portalT(globals: Record<string, unknown>) {
  const locale = asLocale(globals.locale);
  await loadPortalDictionary(locale);
  return (key: TranslationKey, params?: TranslationParams) => translatePortal(locale, key, params);
}

/** A count as the story's locale writes it (Arabic digits in `ar`). */
export const portalCount = (globals: Record<string, unknown>) => (value: number) =>
  new Intl.NumberFormat(asLocale(globals.locale)).format(value);

/** A voter with a session who accepted the policy: the link opens on the ballot. */
export function signedInWithPolicy(options: PortalFakeOptions = {}): PortalFakeOptions {
  return {
    signedIn: true,
    ...options,
    ballot: {
      policy: { version: VOTER_POLICY_VERSION, acceptedAt: '2036-06-01T12:00:00.000Z' },
      ...options.ballot,
    },
  };
}

/** The portal's i18n around a story (the workbench's decorator supplies the UI kit), inside the page's main. */
export function PortalStoryFrame({ children }: { children: ReactNode }) {
  return (
    <PortalI18nProvider>
      <main style={{ maxInlineSize: '52rem', marginInline: 'auto' }}>{children}</main>
    </PortalI18nProvider>
  );
}

/** A step's heading (level 2), given time: the step's code is a chunk of its own, fetched on the way. */
export function findStepHeading(canvas: { findByRole: FindByRole }, name: string) {
  return canvas.findByRole('heading', { level: 2, name }, { timeout: 10_000 });
}
type FindByRole = (
  role: 'heading',
  options: { level: number; name: string },
  wait: { timeout: number },
) => Promise<HTMLElement>;

/** Matches a text that contains `text` (a translated sentence, whatever characters it holds). */
export const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The meta of a portal story: the portal's i18n in the workbench's locale, loaded before the story renders. */
export const portalStoryMeta = {
  loaders: [
    async ({ globals }: { globals: Record<string, unknown> }) => {
      await preparePortalLocale(globals.locale);
      return {};
    },
  ],
  decorators: [
    (Story: () => ReactNode) => (
      <PortalStoryFrame>
        <Story />
      </PortalStoryFrame>
    ),
  ],
};
