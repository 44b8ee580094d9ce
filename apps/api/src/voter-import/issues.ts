// The stable codes that explain every rejected row and every unreadable file. The UI translates them (pt-BR first);
// they never change meaning once shipped.

import type { BatchFundField, FileIssueCode, RowIssueCode, VoterField } from '@backoffice/domain';

// The codes themselves are shared with the apps that translate them: packages/domain/src/voterImportCodes.ts.
export {
  FILE_ISSUE_CODES,
  ROW_ISSUE_CODES,
  VOTER_FIELDS,
  type FileIssueCode,
  type RowIssueCode,
  type VoterField,
} from '@backoffice/domain';

export type IssueParams = Record<string, string | number>;

/** One reason a row was rejected. `value` is the cell as read (cut to MAX_REPORTED_VALUE_CHARS). */
export interface RowIssue {
  field: VoterField | null;
  code: RowIssueCode;
  value?: string;
  params?: IssueParams;
}

/** One reason the whole file was refused (the contract reports it as line 0). */
export interface FileIssue {
  /** A fund column (fundTaxId, fundName) only when reading the batch's holders spreadsheet. */
  field: VoterField | BatchFundField | null;
  code: FileIssueCode;
  params?: IssueParams;
}

/** The only error reading a file throws on its own account (the source stream may throw its own). */
export class VoterImportFileError extends Error {
  readonly issues: readonly FileIssue[];

  constructor(issues: readonly FileIssue[]) {
    super(`voter file refused: ${issues.map((issue) => issue.code).join(', ')}`);
    this.name = 'VoterImportFileError';
    this.issues = issues;
  }
}

export function fileError(
  code: FileIssueCode,
  params?: IssueParams,
  field: VoterField | BatchFundField | null = null,
) {
  return new VoterImportFileError([params ? { field, code, params } : { field, code }]);
}
