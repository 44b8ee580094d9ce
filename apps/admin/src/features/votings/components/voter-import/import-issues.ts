import type { FieldError } from '@backoffice/api-client';
import { FILE_ISSUE_CODES, rowIssueMessage, voterFieldLabel } from '@backoffice/domain';
import { formatFileSize } from '@backoffice/ui';
import type { Translate, TranslationKey } from '@admin/lib/i18n';

// Why a whole file was refused, in the operator's language. A row's problems, the field names and the error list's
// columns are the domain's (packages/domain voterImportText: the downloadable error report says them with the same
// words); a code this app does not know yet still says something useful: a generic sentence naming the code.

const isFileCode = (code: string): code is (typeof FILE_ISSUE_CODES)[number] =>
  (FILE_ISSUE_CODES as readonly string[]).includes(code);

/** One reason a whole file was refused (422 unprocessable), as a sentence. */
export function fileIssueText(t: Translate, locale: string, issue: FieldError): string {
  if (!isFileCode(issue.code)) return rowIssueMessage(locale, { code: issue.code });
  const params: Record<string, string | number> = {};
  const numbers = new Intl.NumberFormat(locale);
  for (const [name, value] of Object.entries(issue.params ?? {}))
    params[name] = typeof value === 'number' ? numbers.format(value) : String(value);
  const max = issue.params?.max;
  if ((issue.code === 'file_too_large' || issue.code === 'header_too_long') && typeof max === 'number')
    params.max = formatFileSize(max, locale);
  params.field = voterFieldLabel(locale, issue.field);
  const key: TranslationKey = `votings.import.fileIssues.${issue.code}`;
  return t(key, params);
}
