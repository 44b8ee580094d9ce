import { useSnapshot } from 'valtio';
import { Languages } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger } from '@backoffice/ui';
import { SUPPORTED_LOCALES, isSupportedLocale } from '@backoffice/domain';
import { localeNames } from '../../features/i18n/locale-names';
import { useT } from '../../lib/i18n';
import { portalLocale, setPortalLocale } from '../stores/locale';
import * as styles from './PortalLayout.css';

/** The seven languages, each in its own name; the choice is kept, and Arabic turns the page right-to-left. */
export function PortalLanguageSwitcher() {
  const t = useT();
  const { locale } = useSnapshot(portalLocale);
  const label = t('portal.app.language');
  const short = locale === 'pt-BR' ? 'PT' : locale.toUpperCase();
  return (
    <MenuTrigger>
      {/* The visible code starts the accessible name (label in name); the rest says what the button is. */}
      <Button
        variant="ghost"
        className={styles.touchTarget}
        aria-label={`${short} – ${label}: ${localeNames[locale]}`}
      >
        <Languages size={18} aria-hidden />
        <span lang={locale}>{short}</span>
      </Button>
      <Menu
        aria-label={label}
        selectionMode="single"
        selectedKeys={[locale]}
        onAction={(key) => {
          if (isSupportedLocale(key)) void setPortalLocale(key);
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
