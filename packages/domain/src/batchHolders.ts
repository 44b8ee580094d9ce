// The batch voting's one spreadsheet of all holders of all funds
// (cnpj_fundo;nome_fundo;cpf_cnpj_cotista;nome_cotista;email;celular;qtd_cotas), grouped by fund CNPJ into each
// child voting's voter list.
//
// The file is read as the voter import reads a voter list (apps/api voter-import: encodings, delimiters, quotes,
// header names compared ignoring case, accents and punctuation), which checks each row's holder cells with the same
// rules and codes. This takes those readings, one per row, with the row's two fund cells, and adds what only the
// batch knows: the fund's CNPJ (numeric or alphanumeric, punctuated or not, Excel's dropped zeros restored — it is
// always a CNPJ here, so a number also valid as a CPF is read as the CNPJ), the fund's name (one per CNPJ), and a
// holder twice in one fund (a holder in two funds is two voters: the voter import's file-wide duplicate check must
// be off for a batch). Nothing is written: the server shows the result and writes on confirmation.
import { decimalToString, parseDecimal } from './decimal.ts';
import { isValidCnpj, type TaxIdType } from './taxId.ts';
import { readTaxId } from './taxIdCell.ts';
import { readVoterName } from './voterFields.ts';
import type { RowIssueCode, VoterField } from './voterImportCodes.ts';

export type BatchFundField = 'fundTaxId' | 'fundName';
export type BatchHolderField = BatchFundField | VoterField;

/** Header names of the two fund columns (CVM's registry writes CNPJ_FUNDO and DENOM_SOCIAL). */
export const BATCH_FUND_COLUMN_ALIASES: Readonly<Record<BatchFundField, readonly string[]>> = {
  fundTaxId: ['cnpj_fundo', 'cnpj do fundo', 'fundo cnpj', 'cnpj da classe', 'cnpj_classe'],
  fundName: ['nome_fundo', 'nome do fundo', 'fundo', 'denominação social', 'denom_social', 'nome da classe'],
};

/** Header names the batch spreadsheet adds to the voter list's for the holder's columns. */
export const BATCH_HOLDER_COLUMN_ALIASES: Readonly<Record<VoterField, readonly string[]>> = {
  name: ['nome_cotista', 'nome do cotista', 'cotista'],
  taxId: ['cpf_cnpj_cotista', 'cpf/cnpj do cotista', 'cpf do cotista', 'documento do cotista'],
  email: ['email_cotista', 'e-mail do cotista'],
  phone: ['celular_cotista', 'telefone do cotista'],
  weight: ['qtd_cotas', 'qtde_cotas', 'cotas do cotista', 'quantidade de cotas do cotista'],
};

/** Why a row's fund cells are refused; the holder's cells have the voter import's codes (ROW_ISSUE_CODES). */
export const BATCH_FUND_ROW_CODES = [
  'fund_tax_id_missing',
  'fund_tax_id_invalid',
  /** A valid CPF: a fund is identified by its CNPJ. */
  'fund_tax_id_is_cpf',
  'fund_tax_id_scientific_notation',
  /** Not one of the funds the batch was given (when it was given a list). */
  'fund_unknown',
  'fund_name_missing',
  'fund_name_too_long',
  'fund_name_invalid',
  /** The fund's CNPJ came with another name on an earlier line ({{firstLine}}, {{firstName}}). */
  'fund_name_conflict',
] as const;
export type BatchFundRowCode = (typeof BATCH_FUND_ROW_CODES)[number];
export type BatchHolderRowCode = RowIssueCode | BatchFundRowCode;

export interface BatchRowIssue {
  field: BatchHolderField | null;
  code: BatchHolderRowCode;
  value?: string;
  params?: Record<string, string | number>;
}

/** A holder as the voter import read the row's holder cells (its VoterRowResult, without the line). */
export type HolderReading =
  | {
      valid: true;
      name: string;
      taxIdType: TaxIdType;
      taxId: string;
      email: string | null;
      phone: string | null;
      weight: string;
    }
  | {
      valid: false;
      errors: readonly BatchRowIssue[];
      values: Partial<Record<VoterField, string>>;
      /** The holder's CPF/CNPJ when that cell was valid: a duplicate is reported even on an invalid row. */
      taxId?: string | null;
    };

export interface BatchHolderRowInput {
  line: number;
  /** Where the row ends when a quoted cell spans lines; `line` otherwise. */
  endLine?: number;
  /** The fund's cells as read (untrimmed is fine). */
  fundTaxId: string;
  fundName: string;
  holder: HolderReading;
}

export interface BatchHolder {
  line: number;
  name: string;
  taxIdType: TaxIdType;
  taxId: string;
  email: string | null;
  phone: string | null;
  weight: string;
}

export interface BatchFundHolders {
  /** Upper case, no punctuation. */
  taxId: string;
  /** As on its first line. */
  name: string;
  firstLine: number;
  /** Valid rows, in file order. */
  holders: BatchHolder[];
  /** The sum of their quotas (a Decimal): to compare with the fund's issued quotas. */
  quotas: string;
}

export interface InvalidBatchRow {
  line: number;
  endLine: number;
  /** The fund's issues first, then the holder's (the columns' order). */
  errors: BatchRowIssue[];
  values: Partial<Record<BatchHolderField, string>>;
}

export interface BatchHolderGrouping {
  /** In the order of their first line. */
  funds: BatchFundHolders[];
  invalid: InvalidBatchRow[];
  rows: number;
}

export interface BatchHolderOptions {
  /** The funds the batch is for (CNPJs upper case, no punctuation): any other is `fund_unknown`. None: any fund. */
  knownFunds?: ReadonlySet<string>;
}

type FundTaxIdReading = { ok: true; taxId: string } | { ok: false; code: BatchFundRowCode };

/** A fund's CNPJ cell: always a CNPJ, so a short number is padded to 14 whatever it would be as a CPF. */
export function readFundTaxId(cell: string): FundTaxIdReading {
  const reading = readTaxId(cell);
  if (reading.ok && reading.type === 'CNPJ') return { ok: true, taxId: reading.taxId };
  const digits = cell.trim().replace(/[.\-/\s]/g, '');
  if (/^[0-9]{1,13}$/.test(digits) && isValidCnpj(digits.padStart(14, '0')))
    return { ok: true, taxId: digits.padStart(14, '0') };
  if (reading.ok) return { ok: false, code: 'fund_tax_id_is_cpf' };
  if (reading.code === 'tax_id_missing') return { ok: false, code: 'fund_tax_id_missing' };
  if (reading.code === 'tax_id_scientific_notation')
    return { ok: false, code: 'fund_tax_id_scientific_notation' };
  return { ok: false, code: 'fund_tax_id_invalid' };
}

/** Names compared as a person would: case, accents and spacing aside ('FII Jatobá' is 'FII JATOBA'). */
const nameKey = (name: string) =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

interface FundCellsReading {
  issues: readonly BatchRowIssue[];
  /** Both set when the cells are a fund's. */
  taxId: string | null;
  name: string | null;
}

interface FundEntry extends Omit<BatchFundHolders, 'quotas'> {
  nameKey: string;
  quotaSum: bigint;
  /** Holder CPF/CNPJ → its first line in this fund. */
  lineOf: Map<string, number>;
}

/**
 * Groups rows as they come (a 300,000-row file streams through `add`); `finish` gives the funds and invalid rows.
 * `add` answers the row's refusal, or null when the row is valid.
 */
export function batchHolderGrouper(options: BatchHolderOptions = {}) {
  const funds = new Map<string, FundEntry>();
  const invalid: InvalidBatchRow[] = [];
  let rows = 0;

  /** The fund cells' reading, once per distinct pair of cells: a fund's 1,000 rows repeat the same two. */
  const fundCells = new Map<string, FundCellsReading>();

  function readFundCells(row: BatchHolderRowInput): FundCellsReading {
    const key = `${row.fundTaxId}\u0000${row.fundName}`;
    let reading = fundCells.get(key);
    if (reading) return reading;
    const issues: BatchRowIssue[] = [];
    const taxIdCell = row.fundTaxId.trim();
    const taxId = readFundTaxId(taxIdCell);
    const name = readVoterName(row.fundName);
    if (!taxId.ok) issues.push(cellIssue('fundTaxId', taxId.code, taxIdCell));
    else if (options.knownFunds && !options.knownFunds.has(taxId.taxId))
      issues.push(cellIssue('fundTaxId', 'fund_unknown', taxIdCell));
    if (!name.ok) issues.push(cellIssue('fundName', `fund_${name.code}`, row.fundName.trim()));
    reading =
      issues.length > 0 || !taxId.ok || !name.ok
        ? { issues, taxId: null, name: null }
        : { issues, taxId: taxId.taxId, name: name.value };
    fundCells.set(key, reading);
    return reading;
  }

  function fundIssues(row: BatchHolderRowInput): { issues: BatchRowIssue[]; fund: FundEntry | null } {
    const cells = readFundCells(row);
    const issues = [...cells.issues];
    const { taxId, name } = cells;
    if (taxId === null || name === null) return { issues, fund: null };

    let fund = funds.get(taxId);
    if (!fund) {
      fund = {
        taxId,
        name,
        nameKey: nameKey(name),
        firstLine: row.line,
        holders: [],
        quotaSum: 0n,
        lineOf: new Map(),
      };
      funds.set(taxId, fund);
    } else if (fund.name !== name && fund.nameKey !== nameKey(name)) {
      const params = { firstLine: fund.firstLine, firstName: fund.name };
      issues.push({ ...cellIssue('fundName', 'fund_name_conflict', name), params });
      return { issues, fund: null };
    }
    return { issues, fund };
  }

  function add(row: BatchHolderRowInput): InvalidBatchRow | null {
    rows++;
    const { issues, fund } = fundIssues(row);
    const { holder } = row;
    if (!holder.valid) issues.push(...holder.errors);
    const holderTaxId = holder.valid ? holder.taxId : (holder.taxId ?? null);
    if (fund && holderTaxId !== null) {
      const firstLine = fund.lineOf.get(holderTaxId);
      if (firstLine === undefined) fund.lineOf.set(holderTaxId, row.line);
      else
        issues.push({ field: 'taxId', code: 'duplicate_tax_id', value: holderTaxId, params: { firstLine } });
    }
    if (issues.length === 0 && fund && holder.valid) {
      const { name, taxIdType, taxId, email, phone, weight } = holder;
      fund.holders.push({ line: row.line, name, taxIdType, taxId, email, phone, weight });
      fund.quotaSum += parseDecimal(holder.weight);
      return null;
    }
    const values = holder.valid ? validHolderValues(holder) : { ...holder.values };
    if (row.fundTaxId.trim()) values.fundTaxId = row.fundTaxId.trim();
    if (row.fundName.trim()) values.fundName = row.fundName.trim();
    const refused = { line: row.line, endLine: row.endLine ?? row.line, errors: issues, values };
    invalid.push(refused);
    return refused;
  }

  function finish(): BatchHolderGrouping {
    const grouped = [...funds.values()].map(
      ({ taxId, name, firstLine, holders, quotaSum }): BatchFundHolders => ({
        taxId,
        name,
        firstLine,
        holders,
        quotas: decimalToString(quotaSum),
      }),
    );
    return { funds: grouped, invalid, rows };
  }

  return { add, finish };
}

/** A valid holder's cells as read, so a row refused for its fund can be fixed on screen as any other. */
function validHolderValues(
  holder: Extract<HolderReading, { valid: true }>,
): Partial<Record<BatchHolderField, string>> {
  const values: Partial<Record<BatchHolderField, string>> = {
    name: holder.name,
    taxId: holder.taxId,
    weight: holder.weight,
  };
  if (holder.email !== null) values.email = holder.email;
  if (holder.phone !== null) values.phone = holder.phone;
  return values;
}

function cellIssue(field: BatchFundField, code: BatchFundRowCode, value: string): BatchRowIssue {
  return value === '' ? { field, code } : { field, code, value };
}

/** Groups a whole reading at once (small files, tests, the fakes). */
export function groupBatchHolders(
  rows: Iterable<BatchHolderRowInput>,
  options: BatchHolderOptions = {},
): BatchHolderGrouping {
  const grouper = batchHolderGrouper(options);
  for (const row of rows) grouper.add(row);
  return grouper.finish();
}
