import rosetta from 'rosetta';
import { DEFAULT_LOCALE, type Locale } from '@backoffice/domain';
import { translateWithFallback } from '@backoffice/app-common';
import type { Dictionary } from '../../lib/i18n';
import { mergeDictionaries } from './merge-dictionaries';

export type { Dictionary };

// The shell's dictionary (./locales) carries what every route needs, the auth screens included; pt-BR's is bundled.
// Each signed-in feature keeps its own namespace in features/<feature>/locales, fetched when the signed-in app opens
// (the auth routes never download them: they stay inside their bundle budget).
const shellPtBR = import.meta.glob<object>('./locales/pt-BR.json', { import: 'default', eager: true });

/** The one rosetta instance. */
export const i18n = rosetta<Dictionary>({
  [DEFAULT_LOCALE]: mergeDictionaries<Dictionary>(Object.values(shellPtBR)),
});
i18n.locale(DEFAULT_LOCALE);

const shellLoaders = import.meta.glob<object>(['./locales/*.json', '!./locales/pt-BR.json'], {
  import: 'default',
});
const featureLoaders = import.meta.glob<object>(['../*/locales/*.json', '!../i18n/locales/*.json'], {
  import: 'default',
});

const loaded = new Set<string>([`shell:${DEFAULT_LOCALE}`]);
/** Set once the signed-in app asked for the features' texts: every later locale change loads them too. */
let featuresWanted = false;

async function loadPart(part: string, loaders: Record<string, () => Promise<object>>, locale: Locale) {
  if (loaded.has(`${part}:${locale}`)) return;
  const parts = Object.entries(loaders).filter(([path]) => path.endsWith(`/${locale}.json`));
  if (!parts.length) throw new Error(`No ${part} dictionary for locale ${locale}`);
  // rosetta's set() adds top-level namespaces to what the locale already has.
  i18n.set(locale, mergeDictionaries<Dictionary>(await Promise.all(parts.map(([, load]) => load()))));
  loaded.add(`${part}:${locale}`);
}

/** The shell's texts of `locale`, and the features' once the signed-in app has asked for them. */
export async function loadDictionary(locale: Locale): Promise<void> {
  await loadPart('shell', shellLoaders, locale);
  if (featuresWanted) await loadPart('features', featureLoaders, locale);
}

/** The features' texts of `locale` (users, workspaces, company, templates…), from now on with every locale. */
export async function loadFeatureDictionaries(locale: Locale): Promise<void> {
  featuresWanted = true;
  await loadPart('features', featureLoaders, locale);
}

export function featureDictionariesLoaded(locale: Locale): boolean {
  return loaded.has(`features:${locale}`);
}

/** Translates with the given locale, falling back to pt-BR and then to the key itself. */
export function translate(locale: Locale, key: string, params?: Record<string, string | number>): string {
  return translateWithFallback(i18n, locale, key, params);
}
