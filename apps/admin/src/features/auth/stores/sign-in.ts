import { proxy } from 'valtio';
import type { SignInOutput } from 'aws-amplify/auth';
import { identityErrorName, mapSignInError, type IdentityErrorCode } from '@backoffice/domain';
import { identity } from '@admin/config/identity';
import { paths } from '@admin/config/paths';
import { navigate } from '@admin/lib/navigation';
import { authStore, fetchIdToken, setSignedIn, setSignInNotice } from '@admin/stores/auth';

/** The e-mail of a sign-in that the identity service answered with the new-password challenge. */
export const signInStore = proxy<{ challengeEmail: string | null }>({ challengeEmail: null });

export type SignInOutcome = 'signedIn' | 'newPasswordRequired' | { error: IdentityErrorCode };

async function passwordSignIn(email: string, password: string): Promise<SignInOutput> {
  const { signIn: identitySignIn, signOut: identitySignOut } = await identity();
  const attempt = () =>
    identitySignIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  try {
    return await attempt();
  } catch (error) {
    // A previous identity session (another user, or a token we already dropped) blocks a new sign-in.
    if (identityErrorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await identitySignOut();
    return attempt();
  }
}

/** Keeps the ID token and goes through the token route, which loads the session and lands on the default route. */
async function finishSignIn(): Promise<void> {
  const token = await fetchIdToken();
  if (!token) throw new Error('The identity service returned no ID token.');
  setSignedIn(token);
  signInStore.challengeEmail = null;
  navigate(paths.token);
}

async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  authStore.loading = true;
  try {
    return await work();
  } finally {
    authStore.loading = false;
  }
}

/**
 * Signs in with e-mail and password. A new-password challenge is handed back (to /first-access, keeping the
 * e-mail) and the sign-in does not complete; any other step than DONE is a login failure.
 */
export function signIn(email: string, password: string): Promise<SignInOutcome> {
  setSignInNotice(null);
  return withLoading(async () => {
    try {
      const { nextStep } = await passwordSignIn(email.trim(), password);
      if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
        signInStore.challengeEmail = email.trim();
        navigate(paths.firstAccess);
        return 'newPasswordRequired';
      }
      if (nextStep.signInStep === 'RESET_PASSWORD') return { error: 'passwordResetRequired' };
      if (nextStep.signInStep !== 'DONE') return { error: 'loginDefault' };
      await finishSignIn();
      return 'signedIn';
    } catch (error) {
      return { error: mapSignInError(error) };
    }
  });
}

/** Answers the new-password challenge with the new password and the e-mail attribute (the session is Amplify's). */
export function completeNewPassword(newPassword: string): Promise<'signedIn' | { error: IdentityErrorCode }> {
  const email = signInStore.challengeEmail;
  return withLoading(async () => {
    try {
      const { confirmSignIn } = await identity();
      const { nextStep } = await confirmSignIn({
        challengeResponse: newPassword,
        options: email ? { userAttributes: { email } } : undefined,
      });
      if (nextStep.signInStep !== 'DONE') return { error: 'loginDefault' };
      await finishSignIn();
      return 'signedIn';
    } catch (error) {
      return { error: mapSignInError(error) };
    }
  });
}
