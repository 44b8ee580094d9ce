import rosetta from 'rosetta';
import { DEFAULT_LOCALE, type Locale } from '@backoffice/domain';
import ptBR from './locales/pt-BR.json';

export type Dictionary = typeof ptBR;

/** The one rosetta instance. pt-BR is bundled; the other dictionaries are fetched when first chosen. */
export const i18n = rosetta<Dictionary>({ [DEFAULT_LOCALE]: ptBR });
i18n.locale(DEFAULT_LOCALE);

const loaders = import.meta.glob<Dictionary>(['./locales/*.json', '!./locales/pt-BR.json'], {
  import: 'default',
});

export async function loadDictionary(locale: Locale): Promise<void> {
  if (i18n.table(locale)) return;
  const load = loaders[`./locales/${locale}.json`];
  if (!load) throw new Error(`No dictionary for locale ${locale}`);
  i18n.set(locale, await load());
}

/** Translates with the given locale, falling back to pt-BR and then to the key itself. */
export function translate(locale: Locale, key: string, params?: Record<string, string | number>): string {
  return i18n.t(key, params, locale) || i18n.t(key, params, DEFAULT_LOCALE) || key;
}
