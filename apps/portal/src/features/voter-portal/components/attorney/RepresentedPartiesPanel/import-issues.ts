import type { FieldError, VoterImportError } from '@backoffice/api-client';
import { FILE_ISSUE_CODES, REPRESENTED_PARTY_ROW_CODES, VOTER_FIELDS } from '@backoffice/domain';
import { formatFileSize } from '@backoffice/ui';
import type { AttorneyKey, AttorneyMessage, AttorneyT } from '../use-attorney-t';

// The stable codes of a represented parties' import (packages/domain/src/voterImportCodes.ts: the voter reader's, plus
// already_voted and already_represented) as sentences in the voter's language. A code this app does not know yet
// still says something: a generic sentence naming it.

const ROW_CODES: readonly string[] = REPRESENTED_PARTY_ROW_CODES;
const FILE_CODES: readonly string[] = FILE_ISSUE_CODES;
const FIELDS: readonly string[] = VOTER_FIELDS;

type Params = Record<string, string | number | boolean> | undefined;

const plain = (params: Params): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'boolean' ? String(value) : value,
    ]),
  );

export const isRowCode = (code: string): boolean => ROW_CODES.includes(code);

/** The column a field comes from, in words ('CPF/CNPJ'); the whole row when the issue is not a cell's. */
export function fieldKey(field: string | null | undefined): AttorneyKey {
  return FIELDS.includes(field ?? '')
    ? (`attorney.import.fields.${field}` as AttorneyKey)
    : 'attorney.import.fields.row';
}

/** One row problem (of a file, or of the form's one party) as a sentence. */
export function rowIssueMessage(issue: { code: string; params?: Params }): AttorneyMessage {
  if (!ROW_CODES.includes(issue.code))
    return { key: 'attorney.import.issues.unknown', params: { code: issue.code } };
  return { key: `attorney.import.issues.${issue.code}` as AttorneyKey, params: plain(issue.params) };
}

/** One row problem of a read file, its numbers in the locale's format. */
export function rowIssueText(t: AttorneyT, locale: string, issue: VoterImportError): string {
  const message = rowIssueMessage(issue);
  const numbers = new Intl.NumberFormat(locale, { useGrouping: false });
  const params = Object.fromEntries(
    Object.entries(message.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? numbers.format(value) : value,
    ]),
  );
  return t(message.key, params);
}

/** One reason a whole file was refused (422 unprocessable), as a sentence. */
export function fileIssueText(t: AttorneyT, locale: string, issue: FieldError): string {
  if (!FILE_CODES.includes(issue.code)) return t('attorney.import.issues.unknown', { code: issue.code });
  const numbers = new Intl.NumberFormat(locale);
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(issue.params ?? {}))
    params[name] = typeof value === 'number' ? numbers.format(value) : String(value);
  const max = issue.params?.max;
  if ((issue.code === 'file_too_large' || issue.code === 'header_too_long') && typeof max === 'number')
    params.max = formatFileSize(max, locale);
  params.field = t(fieldKey(issue.field));
  return t(`attorney.import.fileIssues.${issue.code}` as AttorneyKey, params);
}
