import { configureIdentity } from '../config/identity';
import { initLocale } from '../features/i18n/stores/locale';
import { restoreSession } from '../stores/auth';
import { applyThemeParams } from '../stores/theme';

/** Everything the app needs before its first render: identity config, theme from the URL, locale, session. */
export async function bootstrap(search: string = window.location.search): Promise<void> {
  configureIdentity();
  applyThemeParams(search);
  await Promise.all([initLocale(), restoreSession()]);
}
