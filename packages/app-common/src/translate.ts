import type { Rosetta } from 'rosetta';
import { DEFAULT_LOCALE, type Locale } from '@backoffice/domain';

/** Translates with `locale`, falling back to pt-BR (when loaded) and then to the key itself. */
export function translateWithFallback(
  instance: Rosetta<unknown>,
  locale: Locale,
  key: string,
  params?: Record<string, string | number>,
): string {
  return instance.t(key, params, locale) || instance.t(key, params, DEFAULT_LOCALE) || key;
}
