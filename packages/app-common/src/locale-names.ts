import type { Locale } from '@backoffice/domain';

/** Each language in its own name (endonyms), the same whichever locale is active, so anyone finds their own. */
export const localeNames: Record<Locale, string> = {
  'pt-BR': 'Português (Brasil)',
  en: 'English',
  zh: '中文',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ar: 'العربية',
};
