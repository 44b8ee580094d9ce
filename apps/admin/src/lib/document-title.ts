import { useEffect } from 'react';
import { useT } from './i18n';

/** Sets the page title to '<page> | <default title>', or to the translated default title alone. */
export function useDocumentTitle(page?: string): void {
  const t = useT();
  const base = t('app.title');
  useEffect(() => {
    document.title = page ? `${page} | ${base}` : base;
  }, [page, base]);
}
