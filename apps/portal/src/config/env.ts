// Build-time settings (Vite `VITE_*`); the defaults (env-defaults.ts) are the local development stack's values.
import { envValue } from './env-defaults';

export const env = {
  /** The public IP service the voter portal asks for the voter's address (plain text answer; spec §7, §9). */
  ipCheckUrl: envValue({ VITE_IP_CHECK_URL: import.meta.env.VITE_IP_CHECK_URL }, 'VITE_IP_CHECK_URL'),
  apiBaseUrl: '/api',
} as const;
