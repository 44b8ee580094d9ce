// What reading a voter file yields, row by row.
import type { TaxIdType } from '@backoffice/domain';
import type { RowIssue, VoterField } from './issues.ts';

export interface VoterRow {
  /** The line of the file where the row starts (the header is usually line 1). */
  line: number;
  name: string;
  taxIdType: TaxIdType;
  /** Upper case, no punctuation: 11 digits (CPF) or 12 [0-9A-Z] + 2 digits (CNPJ). */
  taxId: string;
  /** Lower case. Null only when the column set makes e-mail optional (never with VOTER_COLUMNS). */
  email: string | null;
  /** E.164 (+5511987654321), or null when there is none. */
  phone: string | null;
  /** A decimal string such as '1234.56' (1 when the file has no weight column). */
  weight: string;
}

/** The fund's two cells as written (trimmed), on every row of the batch's holders spreadsheet only. */
export interface FundCells {
  fundTaxId: string;
  fundName: string;
}

export interface ValidVoterRow extends VoterRow {
  valid: true;
  fund?: FundCells;
}

export interface InvalidVoterRow {
  valid: false;
  line: number;
  endLine: number;
  /** At least one, in column order. */
  errors: RowIssue[];
  /** The cells of the row as read (trimmed, cut like issue values), so a screen can offer to fix them. Empty when
   * the row could not be split into cells. */
  values: Partial<Record<VoterField, string>>;
  /** The batch's holders spreadsheet only: the fund's cells, and the holder's CPF/CNPJ when that cell was valid
   * (a holder twice in one fund is reported even on an invalid row). */
  fund?: FundCells;
  taxId?: string | null;
}

export type VoterRowResult = ValidVoterRow | InvalidVoterRow;
