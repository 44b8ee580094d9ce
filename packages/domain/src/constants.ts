// Business constants and limits of spec §9 (and the request timeout of §7).

export const SNACKBAR_AUTO_HIDE_MS = 3000;
export const WORKSPACE_LIST_MAX_HEIGHT_PX = 300;

/** 30 minutes. */
export const REQUEST_TIMEOUT_MS = 1_800_000;
export const IP_CHECK_TIMEOUT_MS = 10_000;

export const PIN_LENGTH = 6;
/**
 * At most this many access PINs are e-mailed to one voter in any hour (issue 15): more is refused (429
 * `pin_send_limit`) until the oldest of them is an hour old. The server's rate limit per client is separate.
 */
export const PIN_SENDS_PER_HOUR = 5;
/** How many trailing characters of the voter's CPF/CNPJ are asked for (spec §5). */
export const TAX_ID_CHECK_LENGTH = 4;

/**
 * Wrong tries the voter portal allows at each access step before it locks the voter's link for a while: the last 4
 * of the CPF/CNPJ and the e-mailed PIN have a count each (issue 16: one shared count made the first wrong PIN say
 * "2 tries left"). The spec gives no number; it names the identity service's attempt limit, and that service (Cognito)
 * allows 5 failed sign-ins before its own lock — the same 5 here, per step. A malformed entry (a letter in a CPF's
 * last 4 or in the PIN) is refused before it is compared and is no try.
 */
export const IDENTITY_TRIES = 5;
export const PIN_TRIES = 5;

/**
 * The version of the voter portal's reading-and-agreement policy (spec §5). Its text is translated by the portal;
 * the server records which version a voter accepted and refuses any other. Change it whenever the text changes.
 */
export const VOTER_POLICY_VERSION = '2026-01';

/** Forms list defaults: 20 per page, sorted by name ascending. */
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_SORT_BY = 'name';
export const DEFAULT_SORT_DIRECTION = 'asc';

// The layout numbers of spec §9 (sidebar 19rem / 21.6rem, boxed 1260 / 1680 px, route transition 300 ms) are the
// design kit's theme (packages/ui/src/theme/themes.css.ts), where they take effect.

export const SUPPORTED_LOCALES = ['pt-BR', 'en', 'zh', 'es', 'fr', 'it', 'ar'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';
export const RTL_LOCALES: readonly Locale[] = ['ar'];

export function isSupportedLocale(locale: unknown): locale is Locale {
  return typeof locale === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(locale);
}

/** True for a right-to-left language, also given with a region ('ar-EG'). */
export function isRtlLocale(locale: string): boolean {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (RTL_LOCALES as readonly string[]).includes(language);
}
