import { useDocumentTitle as useTitle } from '@backoffice/app-common';
import { useT } from './i18n';

/** Sets the page title to '<page> | <default title>', or to the translated default title alone. */
export function useDocumentTitle(page?: string): void {
  const t = useT();
  useTitle(page, t('app.title'));
}
