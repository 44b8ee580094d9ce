import type { Ref } from 'react';
import { Button, Menu, MenuItem, MenuTrigger } from '@backoffice/ui';
import { SUPPORTED_LOCALES, isSupportedLocale, type Locale } from '@backoffice/domain';
import { localeNames } from '../locale-names';
import { LanguageButtonFace, languageButtonName } from './language-button';

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
