import { useSnapshot } from 'valtio';
import { LanguageMenu, useOpenAtOnce } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import { localeStore, setLocale } from '../stores/locale';

/** The language menu and its button, loaded when the button is first pressed (LanguageSwitcher.tsx). */
export default function LanguageSwitcherPopup({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const t = useT();
  const { locale } = useSnapshot(localeStore);
  const { triggerRef, isOpen, setOpen } = useOpenAtOnce(openAtOnce);
  return (
    <LanguageMenu
      locale={locale}
      label={t('i18n.language')}
      onChange={setLocale}
      isOpen={isOpen}
      onOpenChange={setOpen}
      buttonRef={triggerRef}
    />
  );
}
