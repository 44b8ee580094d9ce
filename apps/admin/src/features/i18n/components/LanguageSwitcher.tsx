import { lazy } from 'react';
import { useSnapshot } from 'valtio';
import { LanguageButtonFace, LazyPopup, languageButtonName } from '@backoffice/app-common';
import { Button } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { localeStore } from '../stores/locale';

const loadPopup = () => import('./LanguageSwitcherPopup');
const LanguageSwitcherPopup = lazy(loadPopup);

/**
 * The seven languages (the portal's menu too); the choice is kept, and Arabic turns the page right-to-left. The
 * button is drawn at once; the menu's code (its own chunk: menu, popover, collections) loads when it is reached for.
 */
export function LanguageSwitcher() {
  const t = useT();
  const { locale } = useSnapshot(localeStore);
  return (
    <LazyPopup
      load={loadPopup}
      standIn={({ ref, onPress }) => (
        <Button
          ref={ref}
          variant="ghost"
          aria-label={languageButtonName(locale, t('i18n.language'))}
          aria-haspopup
          aria-expanded={false}
          onPress={onPress}
        >
          <LanguageButtonFace locale={locale} />
        </Button>
      )}
    >
      <LanguageSwitcherPopup openAtOnce />
    </LazyPopup>
  );
}
