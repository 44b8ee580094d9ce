import { useSnapshot } from 'valtio';
import { Languages } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger } from '@backoffice/ui';
import { SUPPORTED_LOCALES, isSupportedLocale } from '@backoffice/domain';
import { useT } from '@admin/lib/i18n';
import { localeNames } from '@backoffice/app-common';
import { localeStore, setLocale } from '../stores/locale';

/** The seven languages; the choice is kept, and Arabic turns the page right-to-left. */
export function LanguageSwitcher() {
  const t = useT();
  const { locale } = useSnapshot(localeStore);
  const label = t('i18n.language');
  const short = locale === 'pt-BR' ? 'PT' : locale.toUpperCase();
  return (
    <MenuTrigger>
      {/* The visible code starts the accessible name (label in name); the rest says what the button is. */}
      <Button variant="ghost" aria-label={`${short} – ${label}: ${localeNames[locale]}`}>
        <Languages size={18} aria-hidden />
        <span lang={locale}>{short}</span>
      </Button>
      <Menu
        aria-label={label}
        selectionMode="single"
        selectedKeys={[locale]}
        onAction={(key) => {
          if (isSupportedLocale(key)) void setLocale(key);
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
