import rosetta from 'rosetta';
import { DEFAULT_LOCALE, type Locale } from '@backoffice/domain';
import type { Dictionary } from '../../lib/i18n';
import { mergeDictionaries } from './merge-dictionaries';

export type { Dictionary };

// The shell's dictionary is ./locales; every feature keeps its own namespace in features/<feature>/locales.
const ptBRParts = import.meta.glob<object>(['./locales/pt-BR.json', '../*/locales/pt-BR.json'], {
  import: 'default',
  eager: true,
});
const ptBR = mergeDictionaries<Dictionary>(Object.values(ptBRParts));

/** The one rosetta instance. pt-BR is bundled; the other dictionaries are fetched when first chosen. */
export const i18n = rosetta<Dictionary>({ [DEFAULT_LOCALE]: ptBR });
i18n.locale(DEFAULT_LOCALE);

const loaders = import.meta.glob<object>(['./locales/*.json', '../*/locales/*.json', '!**/pt-BR.json'], {
  import: 'default',
});

export async function loadDictionary(locale: Locale): Promise<void> {
  if (i18n.table(locale)) return;
  const parts = Object.entries(loaders).filter(([path]) => path.endsWith(`/${locale}.json`));
  if (!parts.length) throw new Error(`No dictionary for locale ${locale}`);
  i18n.set(locale, mergeDictionaries<Dictionary>(await Promise.all(parts.map(([, load]) => load()))));
}

/** Translates with the given locale, falling back to pt-BR and then to the key itself. */
export function translate(locale: Locale, key: string, params?: Record<string, string | number>): string {
  return i18n.t(key, params, locale) || i18n.t(key, params, DEFAULT_LOCALE) || key;
}
