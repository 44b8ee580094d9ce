import {
  CognitoIdentityProviderClient,
  ForgotPasswordCommand,
  LimitExceededException,
  TooManyRequestsException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';

export type ForgotPasswordOutcome = 'sent' | 'unknown_user' | 'attempt_limit';

/** The user pool, as far as the server talks to it. */
export interface IdentityGateway {
  /** Asks the pool to send a reset code. Other failures reject. */
  forgotPassword(email: string): Promise<ForgotPasswordOutcome>;
}

export interface CognitoGatewayOptions {
  userPoolId: string;
  clientId: string;
  /** cognito-local's URL; unset → AWS in the pool's region. */
  endpoint?: string;
}

/** 'sa-east-1_AbC' → 'sa-east-1'; a local pool id has no region, any will do. */
export function regionOfPool(userPoolId: string): string {
  const prefix = userPoolId.split('_')[0] ?? '';
  return /^[a-z]{2}(-[a-z]+)+-\d$/.test(prefix) ? prefix : 'sa-east-1';
}

export function createCognitoIdentityGateway({
  userPoolId,
  clientId,
  endpoint,
}: CognitoGatewayOptions): IdentityGateway {
  const client = new CognitoIdentityProviderClient({
    region: regionOfPool(userPoolId),
    ...(endpoint ? { endpoint } : {}),
    maxAttempts: 2,
  });
  return {
    async forgotPassword(email) {
      try {
        await client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: email }));
        return 'sent';
      } catch (error) {
        if (error instanceof UserNotFoundException) return 'unknown_user';
        if (error instanceof LimitExceededException || error instanceof TooManyRequestsException)
          return 'attempt_limit';
        throw error;
      }
    },
  };
}
