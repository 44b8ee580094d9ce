import { Amplify } from 'aws-amplify';
import { env } from './env';

/** Points Amplify's Auth category at the user pool (and at a custom endpoint only when one is set). */
export function configureIdentity(): void {
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
