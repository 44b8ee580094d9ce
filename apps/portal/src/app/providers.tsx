import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ErrorBoundary, ErrorFallback, UiProvider, useMediaQuery } from '@backoffice/ui';
import { isRtlLocale } from '@backoffice/domain';
import { useT } from '../lib/i18n';
import { PortalI18nProvider } from './components/PortalI18nProvider';
import { portalLocale } from './stores/locale';

/** `lang` and `dir` of the whole document follow the locale (Arabic is right-to-left). */
function useDocumentLocale(locale: string): 'ltr' | 'rtl' {
  const dir = isRtlLocale(locale) ? 'rtl' : 'ltr';
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
  return dir;
}

function PortalErrorFallback() {
  const t = useT();
  return (
    <ErrorFallback
      title={t('portal.app.errorTitle')}
      description={t('portal.app.errorDescription')}
      actionLabel={t('portal.app.errorAction')}
      onAction={() => window.location.reload()}
    />
  );
}

/**
 * The portal's providers: its own i18n, the UI kit (locale for React Aria, direction, the light or dark theme the
 * phone asks for, client-side links) and the generic error fallback.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  const { locale } = useSnapshot(portalLocale);
  const dir = useDocumentLocale(locale);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const [, navigate] = useLocation();
  return (
    <PortalI18nProvider>
      <UiProvider
        locale={locale}
        direction={dir}
        mode={prefersDark ? 'dark' : 'light'}
        navigate={(href) => navigate(href)}
      >
        <ErrorBoundary
          fallback={() => <PortalErrorFallback />}
          onError={(error) => console.error('Rendering failed', error)}
        >
          {children}
        </ErrorBoundary>
      </UiProvider>
    </PortalI18nProvider>
  );
}
