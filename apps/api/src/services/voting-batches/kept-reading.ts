import { deserialize, serialize } from 'node:v8';
import type { BatchFundHolders } from '@backoffice/domain';
import { rowColumns, VOTER_COLUMN_NAMES, type VoterColumns } from '../voter-imports/write-voters.ts';

// The upload's reading of a batch's holders spreadsheet, kept beside the file until the confirmation
// (batchImportReadingKey): the funds with valid holders, each fund's holders by column — what the confirmation's
// statements send (write-voters.ts) — in V8's serialization format. For 300,000 holders, JSON of holder objects
// took ≈ 1 s to write and ≈ 0.4 s to read back, JSON of columns the same to write (one 34 MB string); this takes
// ≈ 0.2 s each way. It is the server's own file, read only by the server. A reading in any other shape (kept before
// this one, or damaged) is not used: the confirmation reads the file again.

/** A fund as the confirmation writes it: its facts from the spreadsheet and its holders by column. */
export interface FundToWrite extends Omit<BatchFundHolders, 'holders'> {
  holders: VoterColumns;
}

const KEPT_READING_VERSION = 3;

export function fundsToWrite(funds: readonly BatchFundHolders[]): FundToWrite[] {
  return funds.map(({ holders, ...fund }) => ({ ...fund, holders: rowColumns(holders) }));
}

export function encodeKeptReading(funds: readonly FundToWrite[]): Buffer {
  return serialize({ version: KEPT_READING_VERSION, funds });
}

function isFundToWrite(value: unknown): value is FundToWrite {
  if (typeof value !== 'object' || value === null) return false;
  const fund = value as Partial<FundToWrite>;
  const holders = fund.holders as Partial<VoterColumns> | undefined;
  if (typeof fund.taxId !== 'string' || typeof fund.name !== 'string' || typeof fund.quotas !== 'string')
    return false;
  if (!holders) return false;
  const count = holders.taxIds?.length;
  return count !== undefined && VOTER_COLUMN_NAMES.every((name) => holders[name]?.length === count);
}

/** The kept funds, or undefined when `bytes` is not a reading of this version. */
export function decodeKeptReading(bytes: Buffer): FundToWrite[] | undefined {
  let parsed: unknown;
  try {
    parsed = deserialize(bytes);
  } catch {
    return undefined;
  }
  const reading = parsed as { version?: unknown; funds?: unknown };
  if (reading?.version !== KEPT_READING_VERSION || !Array.isArray(reading.funds)) return undefined;
  return reading.funds.every(isFundToWrite) ? reading.funds : undefined;
}
