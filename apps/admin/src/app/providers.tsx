import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ErrorBoundary, ErrorFallback, UiProvider } from '@backoffice/ui';
import { isRtlLocale } from '@backoffice/domain';
import { I18nProvider } from '../features/i18n/components/I18nProvider';
import { localeStore } from '../features/i18n/stores/locale';
import { useT } from '../lib/i18n';
import { themeStore } from '../stores/theme';

/** `lang` and `dir` of the whole document follow the locale (Arabic is right-to-left) or a forced direction. */
function useDocumentLocale(locale: string, forcedDirection: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  const dir = isRtlLocale(locale) || forcedDirection === 'rtl' ? 'rtl' : 'ltr';
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
  return dir;
}

function GenericErrorFallback() {
  const t = useT();
  return (
    <ErrorFallback
      title={t('errors.boundaryTitle')}
      description={t('errors.boundaryDescription')}
      actionLabel={t('errors.boundaryAction')}
      onAction={() => window.location.reload()}
    />
  );
}

/** i18n, the UI kit (theme, React Aria locale, client-side links) and the generic error fallback. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { locale } = useSnapshot(localeStore);
  const { mode, style, direction } = useSnapshot(themeStore);
  const [, navigate] = useLocation();
  const dir = useDocumentLocale(locale, direction);
  return (
    <I18nProvider>
      <UiProvider
        locale={locale}
        direction={dir}
        mode={mode}
        themeStyle={style}
        navigate={(href) => navigate(href)}
      >
        <ErrorBoundary
          fallback={() => <GenericErrorFallback />}
          onError={(error) => console.error('Rendering failed', error)}
        >
          {children}
        </ErrorBoundary>
      </UiProvider>
    </I18nProvider>
  );
}
