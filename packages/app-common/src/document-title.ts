import { useEffect } from 'react';

/** Sets the page title to '<page> | <base>', or to `base` alone. */
export function useDocumentTitle(page: string | undefined, base: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${base}` : base;
  }, [page, base]);
}
