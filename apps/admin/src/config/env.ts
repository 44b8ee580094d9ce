// Build-time settings (Vite `VITE_*`). The defaults are the local development stack's values, so a plain
// `vite build` talks to the local identity proxy. An empty VITE_COGNITO_ENDPOINT means "real Cognito" (no endpoint).
const read = (value: string | undefined, fallback: string): string =>
  value === undefined ? fallback : value;

export const env = {
  cognitoUserPoolId: read(import.meta.env.VITE_COGNITO_USER_POOL_ID, 'local_devpool'),
  cognitoClientId: read(import.meta.env.VITE_COGNITO_CLIENT_ID, 'devclient0000000000000000'),
  cognitoEndpoint: read(import.meta.env.VITE_COGNITO_ENDPOINT, 'http://127.0.0.1:9230'),
  helpUrl: read(import.meta.env.VITE_HELP_URL, 'https://ajuda.example.com'),
  apiBaseUrl: '/api',
} as const;
