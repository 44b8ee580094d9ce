import rosetta from 'rosetta';
import { DEFAULT_LOCALE, type Locale } from '@backoffice/domain';
import { translateWithFallback } from '@backoffice/app-common';
import type { Dictionary } from '../../lib/i18n';
import { mergeDictionaries } from './merge-dictionaries';

export type { Dictionary };

// The shell's dictionary (./locales) carries what every route needs, the auth screens included; pt-BR's is bundled.
// Each signed-in feature keeps its own namespace in features/<area>/locales, fetched with the first screen of that
// area (app/routes/feature-route.ts): a users screen never downloads the votings' texts, and the auth routes none.
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
/** The feature areas with texts of their own: the folders under features/ with a locales/ folder ('votings'). */
const featureAreas = [...new Set(Object.keys(featureLoaders).map((path) => path.split('/')[1]!))];

const loaded = new Set<string>([`shell:${DEFAULT_LOCALE}`]);
/** The areas whose texts were asked for: every later locale change loads them too. */
const wantedAreas = new Set<string>();

async function loadPart(part: string, loaders: Record<string, () => Promise<object>>, locale: Locale) {
  if (loaded.has(`${part}:${locale}`)) return;
  const parts = Object.entries(loaders).filter(([path]) => path.endsWith(`/${locale}.json`));
  if (!parts.length) throw new Error(`No ${part} dictionary for locale ${locale}`);
  // rosetta's set() adds top-level namespaces to what the locale already has.
  i18n.set(locale, mergeDictionaries<Dictionary>(await Promise.all(parts.map(([, load]) => load()))));
  loaded.add(`${part}:${locale}`);
}

const areaLoaders = (area: string) =>
  Object.fromEntries(Object.entries(featureLoaders).filter(([path]) => path.startsWith(`../${area}/`)));

/** The shell's texts of `locale`, and those of every feature area asked for so far. */
export async function loadDictionary(locale: Locale): Promise<void> {
  await loadPart('shell', shellLoaders, locale);
  await loadWantedAreas(locale);
}

/**
 * The texts of feature `areas` ('votings': features/votings/locales) in `locale`, and from now on with every locale
 * change. An area without texts of its own loads nothing.
 */
export async function loadAreaDictionaries(areas: readonly string[], locale: Locale): Promise<void> {
  const own = areas.filter((area) => featureAreas.includes(area));
  for (const area of own) wantedAreas.add(area);
  await Promise.all(own.map((area) => loadPart(`area:${area}`, areaLoaders(area), locale)));
}

/** The texts of every feature area asked for so far, in `locale`. */
export function loadWantedAreas(locale: Locale): Promise<void> {
  return loadAreaDictionaries([...wantedAreas], locale);
}

/** Every feature's texts of `locale` (users, workspaces, company, templates…), from now on with every locale. */
export function loadFeatureDictionaries(locale: Locale): Promise<void> {
  return loadAreaDictionaries(featureAreas, locale);
}

/** Whether the texts of every feature area asked for so far are loaded in `locale`. */
export function featureDictionariesLoaded(locale: Locale): boolean {
  return [...wantedAreas].every((area) => loaded.has(`area:${area}:${locale}`));
}

/** Translates with the given locale, falling back to pt-BR and then to the key itself. */
export function translate(locale: Locale, key: string, params?: Record<string, string | number>): string {
  return translateWithFallback(i18n, locale, key, params);
}
