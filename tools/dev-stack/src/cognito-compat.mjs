// How the compatibility proxy answers the Cognito operations cognito-local 5.3 lacks but Amplify 6.22 calls.
// Amplify refreshes with GetTokensFromRefreshToken (cognito-local only has InitiateAuth REFRESH_TOKEN_AUTH) and signs
// out globally with GlobalSignOut (absent). RevokeToken exists in cognito-local, so it is forwarded unchanged.

export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * @typedef {{ kind: 'forward' }} ForwardPlan
 * @typedef {{ kind: 'reply', status: number, body: unknown }} ReplyPlan
 * @typedef {{ kind: 'translate', target: string, body: unknown, mapResponse: (body: any) => unknown }} TranslatePlan
 * @typedef {ForwardPlan | ReplyPlan | TranslatePlan} Plan
 */

/**
 * @param {string | undefined} target the x-amz-target header, e.g. AWSCognitoIdentityProviderService.InitiateAuth
 * @param {() => any} readBody the parsed JSON body (only read when the operation needs it)
 * @returns {Plan}
 */
export function planFor(target, readBody) {
  const operation = target?.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : undefined;
  if (operation === 'GetTokensFromRefreshToken') {
    return {
      kind: 'translate',
      target: `${TARGET_PREFIX}InitiateAuth`,
      body: refreshRequestToInitiateAuth(readBody()),
      mapResponse: initiateAuthToRefreshResponse,
    };
  }
  // Tokens of cognito-local cannot be revoked globally; signing out locally only needs a success answer.
  if (operation === 'GlobalSignOut') return { kind: 'reply', status: 200, body: {} };
  return { kind: 'forward' };
}

/**
 * GetTokensFromRefreshToken request → InitiateAuth REFRESH_TOKEN_AUTH request.
 * The local app client has no secret, so ClientSecret is not mapped (Cognito would want a SECRET_HASH).
 * @param {{ ClientId?: string, RefreshToken?: string, DeviceKey?: string, ClientMetadata?: Record<string, string> }} request
 */
export function refreshRequestToInitiateAuth(request) {
  /** @type {Record<string, string>} */
  const authParameters = {};
  if (request.RefreshToken !== undefined) authParameters.REFRESH_TOKEN = request.RefreshToken;
  if (request.DeviceKey) authParameters.DEVICE_KEY = request.DeviceKey;
  return {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: request.ClientId,
    AuthParameters: authParameters,
    ...(request.ClientMetadata ? { ClientMetadata: request.ClientMetadata } : {}),
  };
}

/**
 * InitiateAuth response → GetTokensFromRefreshToken response ({ AuthenticationResult } only, with the ExpiresIn and
 * TokenType that Cognito sends and cognito-local leaves out).
 * @param {{ AuthenticationResult?: { AccessToken?: string, IdToken?: string, RefreshToken?: string, ExpiresIn?: number, TokenType?: string } }} response
 */
export function initiateAuthToRefreshResponse(response) {
  const result = response.AuthenticationResult ?? {};
  /** @type {Record<string, unknown>} */
  const mapped = {};
  if (result.AccessToken) mapped.AccessToken = result.AccessToken;
  if (result.IdToken) mapped.IdToken = result.IdToken;
  if (result.RefreshToken) mapped.RefreshToken = result.RefreshToken;
  const expiresIn = result.ExpiresIn ?? lifetimeSeconds(result.AccessToken);
  if (expiresIn !== undefined) mapped.ExpiresIn = expiresIn;
  mapped.TokenType = result.TokenType ?? 'Bearer';
  return { AuthenticationResult: mapped };
}

/** exp − iat of a JWT, or undefined when it cannot be read. @param {string | undefined} jwt */
function lifetimeSeconds(jwt) {
  const payload = jwt?.split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp, iat } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof exp === 'number' && typeof iat === 'number' ? exp - iat : undefined;
  } catch {
    return undefined;
  }
}
