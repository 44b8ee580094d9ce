import { useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { I18nContext, type I18nValue, type Translate } from '@admin/lib/i18n';
import { translate } from '../i18n';
import { localeStore } from '../stores/locale';

/** Gives every screen `useT()` for the current locale. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { locale } = useSnapshot(localeStore);
  const value = useMemo<I18nValue>(() => {
    const t: Translate = (key, params) => translate(locale, key, params);
    return { locale, t };
  }, [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
