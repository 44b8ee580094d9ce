import { useSnapshot } from 'valtio';
import { Languages } from 'lucide-react';
import { SUPPORTED_LOCALES, isSupportedLocale } from '@backoffice/domain';
import { localeNames } from '../../features/i18n/locale-names';
import { useT } from '../../lib/i18n';
import { portalLocale, setPortalLocale } from '../stores/locale';
import * as styles from './PortalLayout.css';

/**
 * The seven languages, each in its own name; the choice is kept, and Arabic turns the page right-to-left. A native
 * select: the phone's own picker, and none of the menu and popover code on the portal's first screen.
 */
export function PortalLanguageSwitcher() {
  const t = useT();
  const { locale } = useSnapshot(portalLocale);
  return (
    <label className={styles.language}>
      <Languages size={18} aria-hidden className={styles.languageIcon} />
      <span className={styles.visuallyHidden}>{t('portal.app.language')}</span>
      <select
        className={styles.languageSelect}
        value={locale}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isSupportedLocale(next)) void setPortalLocale(next);
        }}
      >
        {SUPPORTED_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {localeNames[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
