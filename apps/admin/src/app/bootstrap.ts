import { initLocale } from '../features/i18n/stores/locale';
import { restoreSession } from '../stores/auth';
import { applyThemeParams } from '../stores/theme';

/** Everything the app needs before its first render: theme from the URL, locale, session (identity loads on use). */
export async function bootstrap(search: string = window.location.search): Promise<void> {
  applyThemeParams(search);
  await Promise.all([initLocale(), restoreSession()]);
}
