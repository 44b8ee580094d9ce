// The visitor's language choice, kept in this browser under one key for both apps: a language picked in the operator
// app is the portal's too, and the other way round.
const STORAGE_KEY = 'locale';

/** The kept choice, or null (none, or storage unavailable). */
export function storedLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the choice; when storage is unavailable (private mode) it lasts for this page only. */
export function rememberLocale(locale: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Nothing to do: the choice lasts for this page.
  }
}
