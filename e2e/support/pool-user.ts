// What any user of the local pool can do with their own tokens, straight against cognito-local (the admin app talks
// to it through the identity proxy the same way): Cognito's JSON protocol, no credentials.
import type { Page } from '@playwright/test';
import { LOCAL_CLIENT_ID, LOCAL_COGNITO_ENDPOINT } from '../../tools/dev-stack/src/index.mjs';

async function cognito<T>(operation: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(LOCAL_COGNITO_ENDPOINT, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${operation} → ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export interface PoolTokens {
  accessToken: string;
  refreshToken: string;
}

/** The tokens Amplify keeps in the page's local storage after the app signed the user in. */
export async function poolTokensOf(page: Page): Promise<PoolTokens> {
  const tokens = await page.evaluate(() => {
    const found: Record<string, string> = {};
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index) ?? '';
      const match = /^CognitoIdentityServiceProvider\..+\.(accessToken|refreshToken)$/.exec(key);
      if (match?.[1]) found[match[1]] = localStorage.getItem(key) ?? '';
    }
    return found;
  });
  if (!tokens.accessToken || !tokens.refreshToken) throw new Error('Amplify stored no tokens in the page');
  return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}

/** UpdateUserAttributes with the user's own access token: the pool changes their e-mail at once. */
export async function changeOwnEmail(accessToken: string, email: string): Promise<void> {
  await cognito('UpdateUserAttributes', {
    AccessToken: accessToken,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
}

/** A new ID token from the refresh token (what the app does when its ID token expires). */
export async function refreshedIdToken(refreshToken: string): Promise<string> {
  const answer = await cognito<{ AuthenticationResult?: { IdToken?: string } }>('InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: LOCAL_CLIENT_ID,
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });
  const idToken = answer.AuthenticationResult?.IdToken;
  if (!idToken) throw new Error('REFRESH_TOKEN_AUTH gave no ID token');
  return idToken;
}

export function idTokenClaims(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
