import { Languages } from 'lucide-react';
import type { Locale } from '@backoffice/domain';
import { localeNames } from '../locale-names';

// The language button's face and name, apart from the menu: the portal draws its button at once and loads the menu
// (and the kit's Menu with it) only when it is opened, so this file imports no menu code.

/** The short code the language button shows ('PT', 'EN', 'AR'…). */
const shortCode = (locale: Locale) => (locale === 'pt-BR' ? 'PT' : locale.toUpperCase());

/**
 * The language button's accessible name: the code it shows starts it (label in name), then what the button is
 * (`label`, e.g. 'Idioma') and the language in its own name — 'PT – Idioma: Português (Brasil)'.
 */
export function languageButtonName(locale: Locale, label: string): string {
  return `${shortCode(locale)} – ${label}: ${localeNames[locale]}`;
}

/** The language button's face: the languages icon and the code, in the language it names. */
export function LanguageButtonFace({ locale, codeClassName }: { locale: Locale; codeClassName?: string }) {
  return (
    <>
      <Languages size={18} aria-hidden />
      <span lang={locale} className={codeClassName}>
        {shortCode(locale)}
      </span>
    </>
  );
}
