import { proxy } from 'valtio';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@backoffice/domain';
import { rememberLocale, storedLocale } from '@backoffice/app-common';
import { i18n, loadDictionary } from '../i18n';

function persistedLocale(): Locale {
  const stored = storedLocale();
  return isSupportedLocale(stored) ? stored : DEFAULT_LOCALE;
}

export const localeStore = proxy<{ locale: Locale }>({ locale: DEFAULT_LOCALE });

/** Loads the dictionary first, so the switch happens in one render with every text ready. */
export async function setLocale(locale: Locale): Promise<void> {
  await loadDictionary(locale);
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
