import { useSnapshot } from 'valtio';
import { LanguageButtonFace, languageButtonName } from '@backoffice/app-common';
import { useT } from '../../lib/i18n';
import { portalLocale } from '../stores/locale';
import * as styles from './PortalLayout.css';

/**
 * The language button's name and face (app-common's, as in the operator app), the same before and after its menu's
 * code is loaded.
 */
export function useLanguageTrigger() {
  const t = useT();
  const { locale } = useSnapshot(portalLocale);
  const label = t('portal.app.language');
  return {
    locale,
    label,
    ariaLabel: languageButtonName(locale, label),
    content: <LanguageButtonFace locale={locale} codeClassName={styles.languageCode} />,
  };
}
