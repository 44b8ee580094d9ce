import { useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { I18nContext, type I18nValue, type Translate } from '../../lib/i18n';
import { translatePortal } from '../i18n';
import { portalLocale } from '../stores/locale';

/** The shared translation contract (`useT()`), answered from the portal's own dictionaries. */
export function PortalI18nProvider({ children }: { children: ReactNode }) {
  const { locale } = useSnapshot(portalLocale);
  const value = useMemo<I18nValue>(() => {
    const t: Translate = (key, params) => translatePortal(locale, key, params);
    return { locale, t };
  }, [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
