// Build-time settings (Vite `VITE_*`). The defaults (env-defaults.ts) are the local development stack's values, so a
// plain `vite build` talks to the local identity proxy. An empty VITE_COGNITO_ENDPOINT means "real Cognito" (no
// endpoint).
import { envValue } from './env-defaults';

const values: Partial<Record<string, string>> = {
  VITE_COGNITO_USER_POOL_ID: import.meta.env.VITE_COGNITO_USER_POOL_ID,
  VITE_COGNITO_CLIENT_ID: import.meta.env.VITE_COGNITO_CLIENT_ID,
  VITE_COGNITO_ENDPOINT: import.meta.env.VITE_COGNITO_ENDPOINT,
  VITE_HELP_URL: import.meta.env.VITE_HELP_URL,
};

export const env = {
  cognitoUserPoolId: envValue(values, 'VITE_COGNITO_USER_POOL_ID'),
  cognitoClientId: envValue(values, 'VITE_COGNITO_CLIENT_ID'),
  cognitoEndpoint: envValue(values, 'VITE_COGNITO_ENDPOINT'),
  helpUrl: envValue(values, 'VITE_HELP_URL'),
  apiBaseUrl: '/api',
} as const;
