import { DEFAULT_LOCALE } from '@backoffice/domain';
import { resetRecovery } from '../features/auth/stores/password-recovery';
import { signInStore } from '../features/auth/stores/sign-in';
import { setLocale } from '../features/i18n/stores/locale';
import { resetUserEditor } from '../features/users/stores/user-editor';
import { resetUsersList } from '../features/users/stores/users-list';
import { resetSwitcher } from '../features/workspaces/stores/switcher';
import { resetAuth } from '../stores/auth';
import { resetSession } from '../stores/session';
import { resetTheme } from '../stores/theme';
import { resetUi } from '../stores/ui';

/** Every module-level store back to its first state, storage and cookies emptied, the URL at the root. */
export async function resetAppState(): Promise<void> {
  resetAuth();
  resetSession();
  resetUi();
  resetTheme();
  resetRecovery();
  resetSwitcher();
  resetUsersList();
  resetUserEditor();
  signInStore.challengeEmail = null;
  await setLocale(DEFAULT_LOCALE);
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; Max-Age=0`;
  }
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  window.history.replaceState(null, '', '/');
}
