import type { FieldError, VoterImportError } from '@backoffice/api-client';
import {
  FILE_ISSUE_CODES,
  IMPORT_ROW_CODES,
  REPRESENTED_PARTY_ROW_CODES,
  fillImportText,
  voterFieldLabel,
  voterImportText,
} from '@backoffice/domain';
import { formatFileSize } from '@backoffice/ui';
import type { AttorneyKey, AttorneyMessage, AttorneyT } from '../use-attorney-t';

// The stable codes of a represented parties' import as sentences in the voter's language. The voter reader's codes
// (and the field names, the whole-file line) are the voter import's words, once in packages/domain voterImportText,
// as the admin's import screen and the API's error report say them; only the two codes of a represented party
// (already_voted, already_represented) and the file-level sentences are the portal's own (attorney.import.*). A code
// this app does not know yet still says something: a generic sentence naming it.

const ROW_CODES: readonly string[] = REPRESENTED_PARTY_ROW_CODES;
const VOTER_ROW_CODES: readonly string[] = IMPORT_ROW_CODES;
const FILE_CODES: readonly string[] = FILE_ISSUE_CODES;

type Params = Record<string, string | number | boolean> | undefined;

export const isRowCode = (code: string): boolean => ROW_CODES.includes(code);

/** The column a field comes from, in words ('CPF/CNPJ'); the whole row when the issue is not a cell's. */
export const fieldLabel = (locale: string, field: string | null | undefined): string =>
  voterFieldLabel(locale, field);

/** In the line column for a problem of the whole file ('Arquivo'). */
export const wholeFileLabel = (locale: string): string => voterImportText(locale).wholeFile;

/** Numbers in the locale's digits, without grouping ('linha 1234', as a line is numbered); others as text. */
function plainNumbers(params: Params, locale: string): Record<string, string> {
  const numbers = new Intl.NumberFormat(locale, { useGrouping: false });
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? numbers.format(value) : String(value),
    ]),
  );
}

const plain = (params: Params): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'boolean' ? String(value) : value,
    ]),
  );

/** One row problem (of a file, or of the form's one party) as something to say in `locale`. */
export function rowIssueMessage(locale: string, issue: { code: string; params?: Params }): AttorneyMessage {
  if (VOTER_ROW_CODES.includes(issue.code) || !ROW_CODES.includes(issue.code)) {
    const text = voterImportText(locale).issues;
    const template = VOTER_ROW_CODES.includes(issue.code)
      ? text[issue.code as keyof typeof text]
      : text.unknown;
    const params = VOTER_ROW_CODES.includes(issue.code)
      ? plainNumbers(issue.params, locale)
      : { code: issue.code };
    return { text: fillImportText(template, params, locale) };
  }
  return { key: `attorney.import.issues.${issue.code}` as AttorneyKey, params: plain(issue.params) };
}

/** One row problem of a read file, its numbers as digits. */
export function rowIssueText(t: AttorneyT, locale: string, issue: VoterImportError): string {
  const message = rowIssueMessage(locale, issue);
  if ('text' in message) return message.text;
  return t(message.key, { ...message.params, ...plainNumbers(issue.params, locale) });
}

/** One reason a whole file was refused (422 unprocessable), as a sentence. */
export function fileIssueText(t: AttorneyT, locale: string, issue: FieldError): string {
  if (!FILE_CODES.includes(issue.code))
    return fillImportText(voterImportText(locale).issues.unknown, { code: issue.code }, locale);
  const numbers = new Intl.NumberFormat(locale);
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(issue.params ?? {}))
    params[name] = typeof value === 'number' ? numbers.format(value) : String(value);
  const max = issue.params?.max;
  if ((issue.code === 'file_too_large' || issue.code === 'header_too_long') && typeof max === 'number')
    params.max = formatFileSize(max, locale);
  params.field = fieldLabel(locale, issue.field);
  return t(`attorney.import.fileIssues.${issue.code}` as AttorneyKey, params);
}
