import { Amplify } from 'aws-amplify';
import { env } from './env';

let configured = false;

/** Points Amplify's Auth category at the user pool (and at a custom endpoint only when one is set). Once. */
export function configureIdentity(): void {
  if (configured) return;
  configured = true;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: env.cognitoUserPoolId,
        userPoolClientId: env.cognitoClientId,
        ...(env.cognitoEndpoint ? { userPoolEndpoint: env.cognitoEndpoint } : {}),
      },
    },
  });
}
