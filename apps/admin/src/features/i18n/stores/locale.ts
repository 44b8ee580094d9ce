import { proxy } from 'valtio';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@backoffice/domain';
import { i18n, loadDictionary } from '../i18n';

const STORAGE_KEY = 'locale';

function persistedLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isSupportedLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export const localeStore = proxy<{ locale: Locale }>({ locale: DEFAULT_LOCALE });

/** Loads the dictionary first, so the switch happens in one render with every text ready. */
export async function setLocale(locale: Locale): Promise<void> {
  await loadDictionary(locale);
  i18n.locale(locale);
  localeStore.locale = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
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
