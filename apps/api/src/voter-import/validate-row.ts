// One row's cells → a voter, or every reason it is not one. Duplicates are the reader's business (they need the
// rows before); this only reads the cells. It runs once per row: no closures or objects it does not need.
import {
  parseWeight,
  readPhone,
  readTaxId,
  readVoterEmail,
  readVoterName,
  type DecimalSeparator,
  type TaxIdType,
} from '@backoffice/domain';
import {
  VOTER_FIELDS,
  type IssueParams,
  type RowIssue,
  type RowIssueCode,
  type VoterField,
} from './issues.ts';
import type { ImportField } from './columns.ts';
import { MAX_CELL_CHARS, MAX_REPORTED_VALUE_CHARS } from './limits.ts';
import type { VoterRow } from './rows.ts';

export interface RowContext {
  indexOf: Partial<Record<ImportField, number>>;
  /** Fields whose empty cells are refused rather than read as null (e-mail and phone may be optional). */
  required: ReadonlySet<ImportField>;
  /** Header cells, empty ones included: non-empty cells past them are extra. */
  headerCells: number;
  decimalSeparator: DecimalSeparator;
}

export interface CheckedCells {
  /** Set when there are no issues. */
  voter: Omit<VoterRow, 'line'> | null;
  issues: RowIssue[];
  /** The normalized CPF/CNPJ when that cell is valid, even if another cell is not (for duplicate detection). */
  taxId: string | null;
  zeroPadded: boolean;
}

export function reportedValue(value: string): string {
  return value.length > MAX_REPORTED_VALUE_CHARS ? `${value.slice(0, MAX_REPORTED_VALUE_CHARS)}…` : value;
}

function addIssue(
  issues: RowIssue[],
  field: VoterField | null,
  code: RowIssueCode,
  value?: string,
  params?: IssueParams,
): void {
  const issue: RowIssue = { field, code };
  if (value !== undefined && value !== '') issue.value = reportedValue(value);
  if (params) issue.params = params;
  issues.push(issue);
}

/** The trimmed cell of a field: undefined when the file has no such column, '' when the cell is empty. */
function cellOf(cells: readonly string[], context: RowContext, field: VoterField): string | undefined {
  const index = context.indexOf[field];
  return index === undefined ? undefined : (cells[index] ?? '').trim();
}

/** The cells of an invalid row as read, so a screen can offer to fix them. */
export function rowValues(
  cells: readonly string[],
  context: RowContext,
): Partial<Record<VoterField, string>> {
  const values: Partial<Record<VoterField, string>> = {};
  for (const field of VOTER_FIELDS) {
    const cell = cellOf(cells, context, field);
    if (cell) values[field] = reportedValue(cell);
  }
  return values;
}

/** A mapped cell past MAX_CELL_CHARS is reported as such and not read further. (A plain function, not a closure:
 * tsx keeps names, which costs a call per closure created.) */
function readableCell(cells: readonly string[], context: RowContext, field: VoterField, issues: RowIssue[]) {
  const cell = cellOf(cells, context, field);
  if (cell === undefined || cell.length <= MAX_CELL_CHARS) return cell;
  addIssue(issues, field, 'cell_too_long', cell, { max: MAX_CELL_CHARS });
  return undefined;
}

export function checkCells(cells: readonly string[], context: RowContext): CheckedCells {
  const issues: RowIssue[] = [];
  for (let index = context.headerCells; index < cells.length; index++) {
    if ((cells[index] as string).trim() !== '') {
      addIssue(issues, null, 'extra_cells', undefined, { cells: cells.length, columns: context.headerCells });
      break;
    }
  }

  let name = '';
  const nameCell = readableCell(cells, context, 'name', issues);
  if (nameCell !== undefined) {
    const reading = readVoterName(nameCell);
    if (reading.ok) name = reading.value;
    else addIssue(issues, 'name', reading.code, nameCell);
  }

  let taxIdType: TaxIdType = 'CPF';
  let taxId: string | null = null;
  let zeroPadded = false;
  const taxIdCell = readableCell(cells, context, 'taxId', issues);
  if (taxIdCell !== undefined) {
    const reading = readTaxId(taxIdCell);
    if (reading.ok) ({ type: taxIdType, taxId, zeroPadded } = reading);
    else addIssue(issues, 'taxId', reading.code, taxIdCell);
  }

  let email: string | null = null;
  const emailCell = readableCell(cells, context, 'email', issues);
  if (emailCell === '') {
    if (context.required.has('email')) addIssue(issues, 'email', 'email_missing');
  } else if (emailCell !== undefined) {
    const reading = readVoterEmail(emailCell);
    if (reading.ok) email = reading.value;
    else addIssue(issues, 'email', reading.code, emailCell);
  }

  let phone: string | null = null;
  const phoneCell = readableCell(cells, context, 'phone', issues);
  if (phoneCell === '') {
    if (context.required.has('phone')) addIssue(issues, 'phone', 'phone_missing');
  } else if (phoneCell !== undefined) {
    const reading = readPhone(phoneCell);
    if (reading.ok) phone = reading.phone;
    else addIssue(issues, 'phone', reading.code, phoneCell);
  }

  // No weight column: everyone weighs 1. A weight column with an empty cell is an omission, not a 1: quotas decide
  // weighted votings.
  let weight = '1';
  const weightCell = readableCell(cells, context, 'weight', issues);
  if (weightCell === '') {
    addIssue(issues, 'weight', 'weight_missing');
  } else if (weightCell !== undefined) {
    const reading = parseWeight(weightCell, { decimalSeparator: context.decimalSeparator });
    if (reading.ok) weight = reading.value;
    else addIssue(issues, 'weight', reading.code, weightCell);
  }

  const voter =
    issues.length === 0 && taxId !== null ? { name, taxIdType, taxId, email, phone, weight } : null;
  return { voter, issues, taxId, zeroPadded };
}
