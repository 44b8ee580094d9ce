import { localeStore } from '../features/i18n/stores/locale';
import { authStore } from '../stores/auth';
import { themeStore } from '../stores/theme';

/**
 * What the app's first render at `pathname` depends on: the path, the language, the theme and the session. The
 * build's prerender (prerender.tsx) stamps its own on the page's root; the client hydrates that markup only when its
 * state reads the same, and otherwise renders afresh over it (a remembered language, another theme, a signed-in user
 * who is sent on).
 */
export function renderState(pathname: string): string {
  const { mode, style, direction } = themeStore;
  const session = authStore.token ? 'signed-in' : authStore.loading ? 'restoring' : 'anonymous';
  return [
    pathname,
    localeStore.locale,
    mode,
    style,
    direction,
    session,
    authStore.notice ?? 'no-notice',
  ].join(' ');
}
