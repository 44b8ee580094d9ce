import { useEffect } from 'react';
import { SEARCH_DEBOUNCE_MS } from './list-query';

/**
 * A list's search goes to the server once typing pauses: `apply(text)` runs SEARCH_DEBOUNCE_MS after the last
 * change of `text`, unless the list already asks for it (`asked`, e.g. after Enter sent it at once).
 */
export function useDebouncedSearch(text: string, asked: string, apply: (search: string) => unknown): void {
  useEffect(() => {
    if (text === asked) return;
    const timer = setTimeout(() => void apply(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, asked, apply]);
}
