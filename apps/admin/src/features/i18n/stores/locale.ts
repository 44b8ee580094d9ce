import { proxy } from 'valtio';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@backoffice/domain';
import { rememberLocale, storedLocale } from '@backoffice/app-common';
import { i18n, loadDictionary } from '../i18n';

function persistedLocale(): Locale {
  const stored = storedLocale();
  return isSupportedLocale(stored) ? stored : DEFAULT_LOCALE;
}

export const localeStore = proxy<{ locale: Locale }>({ locale: DEFAULT_LOCALE });

/** The locale a switch under way goes to (its dictionary loading), if any. */
let switchingTo: Locale | null = null;

/** The locale the app shows, or the one it is switching to: the one texts loaded now are needed in. */
export function upcomingLocale(): Locale {
  return switchingTo ?? localeStore.locale;
}

/** Loads the dictionary first, so the switch happens in one render with every text ready. */
export async function setLocale(locale: Locale): Promise<void> {
  switchingTo = locale;
  try {
    await loadDictionary(locale);
  } finally {
    if (switchingTo === locale) switchingTo = null;
  }
  i18n.locale(locale);
  localeStore.locale = locale;
  rememberLocale(locale);
}

/** Restores the persisted locale (falls back to pt-BR when its dictionary cannot be loaded). */
export async function initLocale(): Promise<void> {
  const locale = persistedLocale();
  try {
    await setLocale(locale);
  } catch {
    await setLocale(DEFAULT_LOCALE);
  }
}
