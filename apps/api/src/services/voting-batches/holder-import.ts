import { randomUUID } from 'node:crypto';
import type { VotingBatchHolderImport } from '@backoffice/api-client';
import type { AppDatabase } from '../../db/open-database.ts';
import { withWorkspace, type TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { VoterImportFileError } from '../../voter-import/index.ts';
import { Refusal } from '../refusal.ts';
import { fileProblem } from '../voter-imports/upload-import.ts';
import type { VotingActor } from '../votings/voting-actor.ts';
import { loadBatch, type BatchRow } from './batch-view.ts';
import { encodeKeptReading, fundsToWrite } from './kept-reading.ts';
import { scanBatchHolders, type HolderScan } from './scan-holders.ts';

// The batch's holders spreadsheet uploaded: read, described and stored, nothing written to the batch; the
// confirmation (confirm-holders.ts) makes the children from it.

export const batchImportFileKey = (importId: string) => `voting-batch-holders-${importId}.csv`;
/**
 * The upload's reading of the file (the funds with valid holders: kept-reading.ts), kept beside it until the
 * confirmation: reading 300,000 rows again took 2 s of the confirmation's 14; parsing this takes ≈ 0.2 s. Without it
 * (removed, or kept in an older shape), the confirmation reads the file again.
 */
export const batchImportReadingKey = (importId: string) => `voting-batch-holders-${importId}.reading`;
/** Where the reading was kept before (JSON): only the workspace's deletion still looks there. */
export const legacyBatchImportReadingKey = (importId: string) => `voting-batch-holders-${importId}.rows.json`;

interface StoredImportSummary {
  rows: number;
  valid: number;
  invalid: number;
  errorsTruncated: boolean;
  encoding: string;
  delimiter: string;
  sha256: string;
}

interface StoredFund {
  taxId: string;
  name: string;
  firstLine: number;
  holders: number;
  quotas: string;
}

const IMPORT_COLUMNS = [
  'id',
  'batch_id',
  'status',
  'file_name',
  'summary',
  'funds',
  'errors',
  'created_at',
] as const;

type ImportRow = {
  id: string;
  batch_id: string;
  status: 'ready' | 'imported';
  file_name: string;
  summary: unknown;
  funds: unknown;
  errors: unknown;
  created_at: Date;
};

function toHolderImport(row: ImportRow): VotingBatchHolderImport {
  const summary = row.summary as StoredImportSummary;
  return {
    id: row.id,
    batchId: row.batch_id,
    status: row.status,
    fileName: row.file_name,
    rows: summary.rows,
    valid: summary.valid,
    invalid: summary.invalid,
    funds: row.funds as StoredFund[],
    errors: row.errors as VotingBatchHolderImport['errors'],
    errorsTruncated: summary.errorsTruncated,
    createdAt: toIso(row.created_at),
  };
}

/** Whether the batch already has children (the spreadsheet of a batch is read and confirmed once). */
export async function hasChildren(trx: TenantTransaction, batchId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('votings')
    .select('id')
    .where('batch_id', '=', batchId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function requireOpenBatch(trx: TenantTransaction, batchId: string): Promise<BatchRow> {
  const batch = await loadBatch(trx, batchId, { lock: true });
  if (!batch) throw new Refusal('not_found');
  if (await hasChildren(trx, batchId))
    throw new Refusal('invalid_state', 'The batch already has its child votings');
  return batch;
}

/** The file read as scan-holders.ts reads it; a file that cannot be read is the upload's 4xx problem. */
export async function scanHolderFile(bytes: Buffer): Promise<HolderScan> {
  try {
    return await scanBatchHolders(bytes);
  } catch (error) {
    if (error instanceof VoterImportFileError) throw fileProblem(error);
    throw error;
  }
}

/** Reads the spreadsheet (outside any transaction: 300,000 rows take seconds), stores it and describes it. */
export async function uploadBatchHolders(
  database: AppDatabase,
  fileStorage: FileStorage,
  actor: VotingActor,
  batchId: string,
  file: { name: string; bytes: Buffer },
): Promise<VotingBatchHolderImport> {
  const inScope = <T>(work: (trx: TenantTransaction) => Promise<T>) =>
    withWorkspace(database.db, actor.companyId, actor.workspaceId, work);
  await inScope((trx) => requireOpenBatch(trx, batchId));
  const read = await scanHolderFile(file.bytes);
  const importId = randomUUID();
  const fileKey = batchImportFileKey(importId);
  const readingKey = batchImportReadingKey(importId);
  await fileStorage.put(fileKey, file.bytes);
  try {
    await fileStorage.put(readingKey, encodeKeptReading(fundsToWrite(fundsWithHolders(read))));
    const summary: StoredImportSummary = {
      rows: read.rows,
      valid: read.valid,
      invalid: read.invalid,
      errorsTruncated: read.errorsTruncated,
      encoding: read.summary.encoding,
      delimiter: read.summary.delimiter,
      sha256: read.summary.sha256,
    };
    const funds: StoredFund[] = read.grouping.funds.map((fund) => ({
      taxId: fund.taxId,
      name: fund.name,
      firstLine: fund.firstLine,
      holders: fund.holders.length,
      quotas: fund.quotas,
    }));
    const row = await inScope(async (trx) => {
      // Children may have been created while the file was read.
      await requireOpenBatch(trx, batchId);
      return trx
        .insertInto('voting_batch_imports')
        .values({
          company_id: actor.companyId,
          workspace_id: actor.workspaceId,
          batch_id: batchId,
          id: importId,
          file_name: file.name,
          file_key: fileKey,
          size: file.bytes.length,
          summary: JSON.stringify(summary),
          funds: JSON.stringify(funds),
          errors: JSON.stringify(read.errors),
          created_by: actor.userId,
        })
        .returning(IMPORT_COLUMNS)
        .executeTakeFirstOrThrow();
    });
    return toHolderImport(row as ImportRow);
  } catch (error) {
    await fileStorage.remove(fileKey);
    await fileStorage.remove(readingKey);
    throw error;
  }
}

export async function selectImport(trx: TenantTransaction, batchId: string, importId: string, lock = false) {
  let query = trx
    .selectFrom('voting_batch_imports')
    .select([...IMPORT_COLUMNS, 'file_key'])
    .where('batch_id', '=', batchId)
    .where('id', '=', importId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export const fundsWithHolders = (read: HolderScan) =>
  read.grouping.funds.filter((fund) => fund.holders.length > 0);
