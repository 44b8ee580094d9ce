import { proxy } from 'valtio';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, isSupportedLocale, type Locale } from '@backoffice/domain';
import { rememberLocale, storedLocale } from '@backoffice/app-common';
import { loadPortalDictionary, portalI18n } from '../i18n';

// The portal's language: the one kept in this browser (the operator app's switcher keeps it in the same place), else
// the first of the browser's languages the portal speaks, else pt-BR.

export const portalLocale = proxy<{ locale: Locale }>({ locale: DEFAULT_LOCALE });

/** 'pt-PT' → pt-BR, 'en-GB' → en, 'zh-Hant' → zh…; null for a language the portal does not speak. */
export function matchLocale(tag: string): Locale | null {
  if (isSupportedLocale(tag)) return tag;
  const language = tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
  if (language === 'pt') return 'pt-BR';
  return SUPPORTED_LOCALES.find((locale) => locale === language) ?? null;
}

export function preferredLocale(stored: string | null, languages: readonly string[]): Locale {
  if (isSupportedLocale(stored)) return stored;
  for (const tag of languages) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** Loads the texts first, so the switch happens in one render with every text ready; the choice is kept. */
export async function setPortalLocale(locale: Locale, remember = true): Promise<void> {
  await loadPortalDictionary(locale);
  portalI18n.locale(locale);
  portalLocale.locale = locale;
  if (remember) rememberLocale(locale);
}

/** The locale this visitor prefers, its texts loaded (pt-BR when they cannot be). */
export async function initPortalLocale(): Promise<void> {
  const locale = preferredLocale(storedLocale(), navigator.languages ?? [navigator.language]);
  try {
    await setPortalLocale(locale, false);
  } catch {
    await setPortalLocale(DEFAULT_LOCALE, false);
  }
}
