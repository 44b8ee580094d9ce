import { useSnapshot } from 'valtio';
import { LanguageMenu } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import { localeStore, setLocale } from '../stores/locale';

/** The seven languages (the portal's menu too); the choice is kept, and Arabic turns the page right-to-left. */
export function LanguageSwitcher() {
  const t = useT();
  const { locale } = useSnapshot(localeStore);
  return <LanguageMenu locale={locale} label={t('i18n.language')} onChange={setLocale} />;
}
