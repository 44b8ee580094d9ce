// One row's cells → a voter, or every reason it is not one. Duplicates are the reader's business (they need the
// rows before); this only reads the cells.
import type { TaxIdType } from '@backoffice/domain';
import type { ColumnSpec } from './columns.ts';
import { VOTER_FIELDS, type RowIssue, type RowIssueCode, type VoterField } from './issues.ts';
import { MAX_CELL_CHARS, MAX_REPORTED_VALUE_CHARS } from './limits.ts';
import { readPhone } from './phone.ts';
import type { VoterRow } from './rows.ts';
import { readTaxId } from './tax-id.ts';
import { readEmail, readName } from './text-fields.ts';
import { readWeight, type DecimalSeparator } from './weight.ts';

export interface RowContext {
  indexOf: Partial<Record<VoterField, number>>;
  specs: readonly ColumnSpec[];
  /** Header cells, empty ones included: non-empty cells past them are extra. */
  headerCells: number;
  decimalSeparator: DecimalSeparator;
}

export interface CheckedCells {
  /** Set when there are no issues. */
  voter: Omit<VoterRow, 'line'> | null;
  issues: RowIssue[];
  values: Partial<Record<VoterField, string>>;
  /** The normalized CPF/CNPJ when that cell is valid, even if another cell is not (for duplicate detection). */
  taxId: string | null;
  zeroPadded: boolean;
}

export function reportedValue(value: string): string {
  return value.length > MAX_REPORTED_VALUE_CHARS ? `${value.slice(0, MAX_REPORTED_VALUE_CHARS)}…` : value;
}

export function checkCells(cells: readonly string[], context: RowContext): CheckedCells {
  const issues: RowIssue[] = [];
  const values: Partial<Record<VoterField, string>> = {};
  const issue = (
    field: VoterField | null,
    code: RowIssueCode,
    value?: string,
    params?: RowIssue['params'],
  ) => {
    const entry: RowIssue = { field, code };
    if (value !== undefined && value !== '') entry.value = reportedValue(value);
    if (params) entry.params = params;
    issues.push(entry);
  };

  let extra = 0;
  for (let index = context.headerCells; index < cells.length; index++) {
    if ((cells[index] as string).trim() !== '') extra++;
  }
  if (extra > 0) issue(null, 'extra_cells', undefined, { cells: cells.length, columns: context.headerCells });

  /** The trimmed cell of each field: undefined when the file has no such column, '' when the cell is empty. */
  const cellOf: Partial<Record<VoterField, string>> = {};
  for (const field of VOTER_FIELDS) {
    const index = context.indexOf[field];
    if (index === undefined) continue;
    const cell = (cells[index] ?? '').trim();
    if (cell !== '') values[field] = reportedValue(cell);
    if (cell.length > MAX_CELL_CHARS) issue(field, 'cell_too_long', cell, { max: MAX_CELL_CHARS });
    else cellOf[field] = cell;
  }
  const required = (field: VoterField) => context.specs.some((spec) => spec.field === field && spec.required);

  let name = '';
  const nameCell = cellOf.name;
  if (nameCell !== undefined) {
    const reading = readName(nameCell);
    if (reading.ok) name = reading.name;
    else issue('name', reading.code, nameCell);
  }

  let taxIdType: TaxIdType = 'CPF';
  let taxId: string | null = null;
  let zeroPadded = false;
  const taxIdCell = cellOf.taxId;
  if (taxIdCell !== undefined) {
    const reading = readTaxId(taxIdCell);
    if (reading.ok) ({ type: taxIdType, taxId, zeroPadded } = reading);
    else issue('taxId', reading.code, taxIdCell);
  }

  let email: string | null = null;
  const emailCell = cellOf.email;
  if (emailCell === '') {
    if (required('email')) issue('email', 'email_missing');
  } else if (emailCell !== undefined) {
    const reading = readEmail(emailCell);
    if (reading.ok) email = reading.email;
    else issue('email', reading.code, emailCell);
  }

  let phone: string | null = null;
  const phoneCell = cellOf.phone;
  if (phoneCell === '') {
    if (required('phone')) issue('phone', 'phone_missing');
  } else if (phoneCell !== undefined) {
    const reading = readPhone(phoneCell);
    if (reading.ok) phone = reading.phone;
    else issue('phone', reading.code, phoneCell);
  }

  // No weight column: everyone weighs 1. A weight column with an empty cell is an omission, not a 1: quotas decide
  // weighted votings.
  let weight = '1';
  const weightCell = cellOf.weight;
  if (weightCell === '') {
    issue('weight', 'weight_missing');
  } else if (weightCell !== undefined) {
    const reading = readWeight(weightCell, context.decimalSeparator);
    if (reading.ok) weight = reading.weight;
    else issue('weight', reading.code, weightCell);
  }

  const voter =
    issues.length === 0 && taxId !== null ? { name, taxIdType, taxId, email, phone, weight } : null;
  return { voter, issues, values, taxId, zeroPadded };
}
