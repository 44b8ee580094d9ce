import { render } from '@testing-library/react';
import { UiProvider } from '@backoffice/ui';
import { DEFAULT_LOCALE, isRtlLocale, type Locale } from '@backoffice/domain';
import VoterPortalPage from '../features/voter-portal/components/VoterPortalPage/VoterPortalPage';
import { PortalI18nProvider } from '../app/components/PortalI18nProvider';
import { setPortalLocale } from '../app/stores/locale';
import { demoPortalToken, type PortalFakeOptions } from './fake-portal';
import { installPortalFake } from './portal-story';

/** Renders the voter's page in jsdom on a fresh fake, in pt-BR unless told otherwise. */
export async function renderPortalPage(options: PortalFakeOptions = {}, locale: Locale = DEFAULT_LOCALE) {
  const installed = installPortalFake(options);
  await setPortalLocale(locale, false);
  const result = render(
    <PortalI18nProvider>
      <UiProvider locale={locale} direction={isRtlLocale(locale) ? 'rtl' : 'ltr'} mode="light">
        <VoterPortalPage token={options.token ?? demoPortalToken} />
      </UiProvider>
    </PortalI18nProvider>,
  );
  return { ...result, ...installed };
}
