import { env } from './env';

/** Amplify's Auth functions the app calls. */
export type IdentityApi = typeof import('aws-amplify/auth');

let loading: Promise<IdentityApi> | null = null;

/**
 * Amplify's Auth category, configured for the user pool (and a custom endpoint only when one is set). It is loaded
 * on first use: drawing the sign-in form (or a signed-in screen with a stored token) does not need it, and it is a
 * third of the sign-in route's JavaScript. Every call shares one load; a failed load is tried again next time.
 */
export function identity(): Promise<IdentityApi> {
  loading ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth')]).then(
    ([{ Amplify }, auth]) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: env.cognitoUserPoolId,
            userPoolClientId: env.cognitoClientId,
            ...(env.cognitoEndpoint ? { userPoolEndpoint: env.cognitoEndpoint } : {}),
          },
        },
      });
      return auth;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the identity library ahead of its use (a form's first focus), ignoring a failure until then. */
export function preloadIdentity(): void {
  identity().catch(() => {});
}
