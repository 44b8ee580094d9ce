// The portal's build-time settings' defaults (Vite `VITE_*`), in a module that imports nothing: the app reads them
// through env.ts, and vite.config.ts writes from them the origins the portal calls (dist/csp.json, which the API turns
// into the portal pages' Content-Security-Policy connect-src).

export const ENV_DEFAULTS = {
  /** The public IP service the voter portal asks for the voter's address (plain text answer; spec §7, §9). */
  VITE_IP_CHECK_URL: 'https://api.ipify.org',
} as const;

export type EnvName = keyof typeof ENV_DEFAULTS;

/** A setting's value: the build's when given (even empty), else the default. */
export function envValue(values: Partial<Record<string, string | undefined>>, name: EnvName): string {
  const value = values[name];
  return value === undefined ? ENV_DEFAULTS[name] : value;
}

/** The origins the portal's own code calls besides its own (fetch/XHR): the IP check service. */
export function connectOrigins(values: Partial<Record<string, string | undefined>>): string[] {
  return [new URL(envValue(values, 'VITE_IP_CHECK_URL')).origin];
}
