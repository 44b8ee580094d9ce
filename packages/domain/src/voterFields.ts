// A voter's fields and their limits: the voters table and the contract's VoterInput hold them, the voter import and
// the add / edit voter endpoints enforce them (with the import's codes), and the screens check the same before
// sending. Names and e-mails are read here; CPF/CNPJ in taxId.ts, phones in phone.ts, weights in weight.ts.
import { validateEmail } from './validation.ts';

/** voters.name and VoterInput.name. */
export const VOTER_NAME_MAX_CHARS = 300;
/** VoterInput.email (and validateEmail's limit). */
export const VOTER_EMAIL_MAX_CHARS = 254;
/** VoterInput.phone as typed ('+55 (11) 98765-4321' fits). */
export const VOTER_PHONE_MAX_CHARS = 20;
/** VoterInput.taxId: a bare CPF (11) to a punctuated CNPJ (18). */
export const VOTER_TAX_ID_MIN_CHARS = 11;
export const VOTER_TAX_ID_MAX_CHARS = 18;

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a text holds a C0 or C1 control character or DEL (NUL included, which PostgreSQL text cannot hold). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

export type VoterNameReading =
  { ok: true; value: string } | { ok: false; code: 'name_missing' | 'name_too_long' | 'name_invalid' };

/**
 * A name keeps what the person typed (an '=cmd' name is text; exports neutralize it) except for whitespace: trimmed,
 * and runs of spaces or line breaks read as one space. Control characters (NUL included, which PostgreSQL text
 * cannot hold) refuse it.
 */
export function readVoterName(text: string): VoterNameReading {
  const name = text.replace(/\s+/g, ' ').trim();
  if (name === '') return { ok: false, code: 'name_missing' };
  if (hasControlCharacter(name)) return { ok: false, code: 'name_invalid' };
  if (name.length > VOTER_NAME_MAX_CHARS) return { ok: false, code: 'name_too_long' };
  return { ok: true, value: name };
}

export type VoterEmailReading = { ok: true; value: string } | { ok: false; code: 'email_invalid' };

/** A non-empty e-mail, validated as validateEmail does, then lower-cased. */
export function readVoterEmail(text: string): VoterEmailReading {
  const email = text.trim();
  if (hasControlCharacter(email) || validateEmail(email) !== null)
    return { ok: false, code: 'email_invalid' };
  return { ok: true, value: email.toLowerCase() };
}

/** A typed phone longer than VoterInput allows (the API refuses it before reading it). */
export const isVoterPhoneTooLong = (text: string): boolean => text.trim().length > VOTER_PHONE_MAX_CHARS;
