// The build-time settings' defaults (Vite `VITE_*`), in a module that imports nothing: the app reads them through
// env.ts, and vite.config.ts writes from them the origins the app calls (dist/csp.json, which the API turns into its
// Content-Security-Policy's connect-src).

export const ENV_DEFAULTS = {
  VITE_COGNITO_USER_POOL_ID: 'local_devpool',
  VITE_COGNITO_CLIENT_ID: 'devclient0000000000000000',
  /** The local identity's compatibility proxy; empty means real Cognito (no endpoint override). */
  VITE_COGNITO_ENDPOINT: 'http://127.0.0.1:9230',
  VITE_HELP_URL: 'https://ajuda.example.com',
} as const;

export type EnvName = keyof typeof ENV_DEFAULTS;

/** A setting's value: the build's when given (even empty), else the default. */
export function envValue(values: Partial<Record<string, string | undefined>>, name: EnvName): string {
  const value = values[name];
  return value === undefined ? ENV_DEFAULTS[name] : value;
}

/**
 * The origins the app's own code calls besides its own (fetch/XHR): the identity endpoint Amplify talks to (the
 * configured one, or Cognito's regional endpoint of the pool when none is set). The IP check is the portal's
 * (apps/portal), which writes its own csp.json.
 */
export function connectOrigins(values: Partial<Record<string, string | undefined>>): string[] {
  const endpoint = envValue(values, 'VITE_COGNITO_ENDPOINT');
  const region = envValue(values, 'VITE_COGNITO_USER_POOL_ID').split('_')[0];
  const identity = endpoint ? new URL(endpoint).origin : `https://cognito-idp.${region}.amazonaws.com`;
  return [identity];
}
