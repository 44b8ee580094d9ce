import rosetta from 'rosetta';
import { DEFAULT_LOCALE, type Locale } from '@backoffice/domain';
import { translateWithFallback } from '@backoffice/app-common';
import type { Dictionary } from '../lib/i18n';

// The portal's own i18n: only the portal's texts, never the operator app's. Three sources, each a dictionary per
// locale fetched when that locale is first needed (pt-BR too: start.tsx fetches it in parallel with the page's code):
//  - the voter portal's namespace `portal` (features/voter-portal/locales);
//  - the attorney pieces' namespace `attorney` (features/voter-portal/locales/attorney, a folder of its own);
//  - the approver page's (features/approval/locales), when that feature has texts.
type Tree = { [key: string]: string | Tree };
type Loaders = Record<string, () => Promise<unknown>>;

interface Source {
  /** Files that hold a namespace's content without the namespace key itself are put under it. */
  namespace?: string;
  loaders: Loaders;
}

const sources: Source[] = [
  { loaders: import.meta.glob('../features/voter-portal/locales/*.json', { import: 'default' }) },
  {
    namespace: 'attorney',
    loaders: import.meta.glob('../features/voter-portal/locales/attorney/*.json', { import: 'default' }),
  },
  // The holder in several funds of a batch (namespace `batch`).
  { loaders: import.meta.glob('../features/voter-portal/locales/batch/*.json', { import: 'default' }) },
  { loaders: import.meta.glob('../features/approval/locales/*.json', { import: 'default' }) },
];

/** The portal's one rosetta instance. */
export const portalI18n = rosetta<Dictionary>();
portalI18n.locale(DEFAULT_LOCALE);

function asNamespace(content: unknown, namespace: string | undefined): Tree {
  const tree = (content ?? {}) as Tree;
  if (!namespace) return tree;
  const keys = Object.keys(tree);
  return keys.length === 1 && keys[0] === namespace ? tree : { [namespace]: tree };
}

const loaded = new Set<Locale>();
const loading = new Map<Locale, Promise<void>>();

async function load(locale: Locale): Promise<void> {
  const parts = sources.flatMap(({ namespace, loaders }) =>
    Object.entries(loaders)
      .filter(([path]) => path.endsWith(`/${locale}.json`))
      .map(async ([, read]) => asNamespace(await read(), namespace)),
  );
  if (!parts.length) throw new Error(`No portal dictionary for locale ${locale}`);
  const merged: Tree = {};
  for (const part of await Promise.all(parts)) {
    for (const [key, value] of Object.entries(part)) {
      if (key in merged) throw new Error(`Two portal dictionaries define the namespace "${key}"`);
      merged[key] = value;
    }
  }
  portalI18n.set(locale, merged as never);
  loaded.add(locale);
}

/** Fetches the portal's texts of `locale` once (concurrent callers share the request). */
export function loadPortalDictionary(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = load(locale).finally(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

export function portalDictionaryLoaded(locale: Locale): boolean {
  return loaded.has(locale);
}

/** Translates with `locale`, falling back to pt-BR (when loaded) and then to the key itself. */
export function translatePortal(
  locale: Locale,
  key: string,
  params?: Record<string, string | number>,
): string {
  return translateWithFallback(portalI18n, locale, key, params);
}
