import type { FieldError, VoterImportError } from '@backoffice/api-client';
import { FILE_ISSUE_CODES, IMPORT_ROW_CODES, VOTER_FIELDS, type VoterField } from '@backoffice/domain';
import { formatFileSize } from '@backoffice/ui';
import type { Translate, TranslationKey } from '../../../../lib/i18n';

// The import's stable codes (packages/domain/src/voterImportCodes.ts) as sentences in the operator's language. A code
// this app does not know yet still says something useful: a generic sentence naming the code.

const ROW_CODES = IMPORT_ROW_CODES;
const FILE_CODES = FILE_ISSUE_CODES;

const isRowCode = (code: string): code is (typeof ROW_CODES)[number] =>
  (ROW_CODES as readonly string[]).includes(code);
const isFileCode = (code: string): code is (typeof FILE_CODES)[number] =>
  (FILE_CODES as readonly string[]).includes(code);
const isVoterField = (field: string | null | undefined): field is VoterField =>
  (VOTER_FIELDS as readonly string[]).includes(field ?? '');

/** The column a field comes from, in words ('CPF/CNPJ'); the whole row when the issue is not a cell's. */
export function fieldLabel(t: Translate, field: string | null | undefined): string {
  return isVoterField(field) ? t(`votings.import.fields.${field}`) : t('votings.import.fields.row');
}

/** Numbers in the locale's format; byte limits as sizes ('50 MB'). */
function formatParams(
  params: Record<string, string | number | boolean> | undefined,
  locale: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const numbers = new Intl.NumberFormat(locale);
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value === 'number') out[name] = numbers.format(value);
    else out[name] = String(value);
  }
  return out;
}

/** One row problem of a read file, as a sentence. */
export function rowIssueText(t: Translate, locale: string, issue: VoterImportError): string {
  const params = formatParams(issue.params, locale);
  if (!isRowCode(issue.code)) return t('votings.import.issues.unknown', { code: issue.code });
  const key: TranslationKey = `votings.import.issues.${issue.code}`;
  return t(key, params);
}

/** One reason a whole file was refused (422 unprocessable), as a sentence. */
export function fileIssueText(t: Translate, locale: string, issue: FieldError): string {
  if (!isFileCode(issue.code)) return t('votings.import.issues.unknown', { code: issue.code });
  const params = formatParams(issue.params, locale);
  const max = issue.params?.max;
  if ((issue.code === 'file_too_large' || issue.code === 'header_too_long') && typeof max === 'number')
    params.max = formatFileSize(max, locale);
  params.field = fieldLabel(t, issue.field);
  const key: TranslationKey = `votings.import.fileIssues.${issue.code}`;
  return t(key, params);
}
