// Build-time settings (Vite `VITE_*`). The defaults are the local development stack's values, so a plain
// `vite build` talks to the local identity proxy. An empty VITE_COGNITO_ENDPOINT means "real Cognito" (no endpoint).
const read = (value: string | undefined, fallback: string): string =>
  value === undefined ? fallback : value;

export const env = {
  cognitoUserPoolId: read(import.meta.env.VITE_COGNITO_USER_POOL_ID, 'local_devpool'),
  cognitoClientId: read(import.meta.env.VITE_COGNITO_CLIENT_ID, 'devclient0000000000000000'),
  cognitoEndpoint: read(import.meta.env.VITE_COGNITO_ENDPOINT, 'http://127.0.0.1:9230'),
  helpUrl: read(import.meta.env.VITE_HELP_URL, 'https://ajuda.example.com'),
  /** The public IP service the voter portal asks for the voter's address (plain text answer; spec §7, §9). */
  ipCheckUrl: read(import.meta.env.VITE_IP_CHECK_URL, 'https://api.ipify.org'),
  apiBaseUrl: '/api',
} as const;
