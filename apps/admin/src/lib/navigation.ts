import { navigate as browserNavigate } from 'wouter/use-browser-location';

/** Navigation for code outside components (stores, the API client's 401 handler). */
export function navigate(to: string, options?: { replace?: boolean }): void {
  browserNavigate(to, options);
}
