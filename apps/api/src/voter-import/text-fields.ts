// Names and e-mails. A name keeps what the person typed (an '=cmd' name is stored as text; exports neutralize it,
// see csv-writer.ts) except for whitespace: trimmed, and runs of spaces or line breaks read as one space.
// Control characters (NUL included, which PostgreSQL text cannot hold) refuse the cell.
import { validateEmail } from '@backoffice/domain';
import { MAX_NAME_CHARS } from './limits.ts';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export type NameReading =
  { ok: true; name: string } | { ok: false; code: 'name_missing' | 'name_too_long' | 'name_invalid' };

export function readName(cell: string): NameReading {
  const name = cell.replace(/\s+/g, ' ').trim();
  if (name === '') return { ok: false, code: 'name_missing' };
  if (CONTROL.test(name)) return { ok: false, code: 'name_invalid' };
  if (name.length > MAX_NAME_CHARS) return { ok: false, code: 'name_too_long' };
  return { ok: true, name };
}

/** A non-empty cell; validated as the domain's validateEmail does, then lower-cased. */
export function readEmail(cell: string): { ok: true; email: string } | { ok: false; code: 'email_invalid' } {
  const email = cell.trim();
  if (CONTROL.test(email) || validateEmail(email) !== null) return { ok: false, code: 'email_invalid' };
  return { ok: true, email: email.toLowerCase() };
}
