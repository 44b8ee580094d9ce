// Form validation (spec §5). Each validator returns a message code, or null when the value is fine; the pt-BR
// texts live in the app's i18n ('emailInvalid' is 'Insira um email válido!', 'pinDigitsOnly' is 'Somente
// números são permitidos').
import { PIN_LENGTH } from './constants.ts';

export { PIN_LENGTH };

// A pragmatic shape check, not RFC 5322: something without spaces or '@', an '@', then dot-separated labels of
// letters, digits and inner hyphens, ending in a label of letters.
const EMAIL = /^[^\s@]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
const EMAIL_MAX_LENGTH = 254;

function isBlank(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

export function validateEmail(value: string | null | undefined): 'emailRequired' | 'emailInvalid' | null {
  if (isBlank(value)) return 'emailRequired';
  const email = (value as string).trim();
  if (email.length > EMAIL_MAX_LENGTH || email.includes('..') || !EMAIL.test(email)) return 'emailInvalid';
  return null;
}

/** `code` when the value is missing or only whitespace. */
export function validateRequired<C extends string>(value: unknown, code: C): C | null {
  return isBlank(value) ? code : null;
}

export function validatePasswordMatch(password: string, confirmation: string): 'passwordsMismatch' | null {
  return password === confirmation ? null : 'passwordsMismatch';
}

/** Exactly PIN_LENGTH ASCII digits. Any other character is reported first, as the spec's message for it is the
 * more helpful one while typing. */
export function validatePin(
  value: string | null | undefined,
): 'pinDigitsOnly' | 'pinLength' | 'pinRequired' | null {
  if (value == null || value === '') return 'pinRequired';
  if (!/^[0-9]+$/.test(value)) return 'pinDigitsOnly';
  if (value.length !== PIN_LENGTH) return 'pinLength';
  return null;
}
