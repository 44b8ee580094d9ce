import { useSnapshot } from 'valtio';
import { Languages } from 'lucide-react';
import { localeNames } from '@backoffice/app-common';
import { useT } from '../../lib/i18n';
import { portalLocale } from '../stores/locale';
import * as styles from './PortalLayout.css';

/**
 * The language button's name and face, the same before and after its menu's code is loaded: the short code it shows
 * starts the accessible name (label in name), then what the button is and the language in its own name.
 */
export function useLanguageTrigger() {
  const t = useT();
  const { locale } = useSnapshot(portalLocale);
  const short = locale === 'pt-BR' ? 'PT' : locale.toUpperCase();
  return {
    locale,
    label: t('portal.app.language'),
    ariaLabel: `${short} – ${t('portal.app.language')}: ${localeNames[locale]}`,
    content: (
      <>
        <Languages size={18} aria-hidden />
        <span lang={locale} className={styles.languageCode}>
          {short}
        </span>
      </>
    ),
  };
}
