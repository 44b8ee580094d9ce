import type { Ref } from 'react';
import { Languages } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger } from '@backoffice/ui';
import { SUPPORTED_LOCALES, isSupportedLocale, type Locale } from '@backoffice/domain';
import { localeNames } from '../locale-names';

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

export interface LanguageMenuProps {
  /** The language in use (checked in the menu). */
  locale: Locale;
  /** What the button is and the menu's name, e.g. 'Idioma'. */
  label: string;
  /** A language chosen in the menu. */
  onChange: (locale: Locale) => unknown;
  /** Controls the menu (e.g. to open it at once); without these it opens on its button. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  buttonRef?: Ref<HTMLButtonElement>;
  buttonClassName?: string;
  codeClassName?: string;
}

/** The kit's menu of the seven languages, each in its own name; the one in use is checked. */
export function LanguageMenu({
  locale,
  label,
  onChange,
  isOpen,
  onOpenChange,
  buttonRef,
  buttonClassName,
  codeClassName,
}: LanguageMenuProps) {
  return (
    <MenuTrigger {...(isOpen === undefined ? {} : { isOpen })} onOpenChange={onOpenChange}>
      <Button
        ref={buttonRef}
        variant="ghost"
        aria-label={languageButtonName(locale, label)}
        className={buttonClassName}
      >
        <LanguageButtonFace locale={locale} codeClassName={codeClassName} />
      </Button>
      <Menu
        aria-label={label}
        selectionMode="single"
        selectedKeys={[locale]}
        onAction={(key) => {
          if (isSupportedLocale(key)) void onChange(key);
        }}
      >
        {SUPPORTED_LOCALES.map((option) => (
          <MenuItem key={option} id={option} textValue={localeNames[option]}>
            <span lang={option}>{localeNames[option]}</span>
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
