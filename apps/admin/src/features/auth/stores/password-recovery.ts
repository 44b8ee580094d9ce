import { proxy } from 'valtio';
import { mapRecoveryError, type RecoveryErrorCode } from '@backoffice/domain';
import { identity } from '@admin/config/identity';
import { paths } from '@admin/config/paths';
import { navigate } from '@admin/lib/navigation';
import { setSignInNotice } from '@admin/stores/auth';

export type RecoveryStep = 'request' | 'confirm';
export type RecoveryError = RecoveryErrorCode | 'unexpected';

export interface RecoveryState {
  step: RecoveryStep;
  email: string;
  submitting: boolean;
}

const initialState = (): RecoveryState => ({ step: 'request', email: '', submitting: false });

export const recoveryStore = proxy<RecoveryState>(initialState());

export function resetRecovery(): void {
  Object.assign(recoveryStore, initialState());
}

async function submitting<T>(work: () => Promise<T>): Promise<T> {
  recoveryStore.submitting = true;
  try {
    return await work();
  } finally {
    recoveryStore.submitting = false;
  }
}

/** Step 1: the server asks the identity service to send a code; then the form asks for code and new password. */
export function sendResetCode(email: string): Promise<RecoveryError | null> {
  return submitting(async () => {
    // The API client (and its errors) loads with the first request: the form draws without it.
    let recovery: typeof import('../api/forgot-password') | null = null;
    try {
      recovery = await import('../api/forgot-password');
      await recovery.requestResetCode(email.trim());
      recoveryStore.email = email.trim();
      recoveryStore.step = 'confirm';
      return null;
    } catch (error) {
      return recovery?.isAttemptLimit(error) ? 'attemptLimit' : 'unexpected';
    }
  });
}

/** Step 2: e-mail, code and new password to the identity service; on success back to the root with a notice. */
export function submitNewPassword(
  email: string,
  code: string,
  newPassword: string,
): Promise<RecoveryError | null> {
  return submitting(async () => {
    try {
      const { confirmResetPassword } = await identity();
      await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword });
      setSignInNotice('passwordChanged');
      resetRecovery();
      navigate(paths.root);
      return null;
    } catch (error) {
      return mapRecoveryError(error);
    }
  });
}
