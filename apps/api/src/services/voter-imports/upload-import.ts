import { randomUUID } from 'node:crypto';
import type { FieldError, VoterImport } from '@backoffice/api-client';
import type { AppDatabase } from '../../db/open-database.ts';
import { withWorkspace, type TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { VoterImportFileError } from '../../voter-import/index.ts';
import { lockVotingIn } from '../voters/voting-gate.ts';
import { errorReportKey } from './error-report-file.ts';
import { IMPORT_COLUMNS, toVoterImport } from './import-view.ts';
import { scanVoterFile } from './scan-voter-file.ts';

// Upload: the file is read whole (H2's streaming reader over the received bytes), stored with its error report,
// and described in voter_imports; nothing is written to voters until the import is confirmed. The reading happens
// outside any transaction (it may take a second for 100,000 rows, and PGlite runs one transaction at a time).

export interface ImportOwner {
  companyId: string;
  workspaceId: string;
  votingId: string;
  userId: string;
}

export const importFileKey = (importId: string) => `voter-import-${importId}.csv`;

/** The CPF/CNPJs of the voting's voters (active or voided: either holds its CPF/CNPJ in the voting). */
export async function registeredTaxIds(trx: TenantTransaction, votingId: string): Promise<Set<string>> {
  const rows = await trx.selectFrom('voters').select('tax_id').where('voting_id', '=', votingId).execute();
  return new Set(rows.map((row) => row.tax_id));
}

/** A file that cannot be read at all, as the contract's 422 `unprocessable` (or 413 when it is too large). */
export function fileProblem(
  error: VoterImportFileError,
  detail = 'The file cannot be read as a voter list',
): Refusal {
  if (error.issues.some((issue) => issue.code === 'file_too_large')) return new Refusal('file_too_large');
  const errors: FieldError[] = error.issues.map((issue) => ({
    field: issue.field ?? '',
    code: issue.code,
    ...(issue.params ? { params: issue.params } : {}),
  }));
  return fieldRefusal('unprocessable', errors, detail);
}

export async function uploadVoterImport(
  database: AppDatabase,
  fileStorage: FileStorage,
  owner: ImportOwner,
  file: { name: string; bytes: Buffer },
): Promise<VoterImport> {
  const inScope = <T>(work: (trx: TenantTransaction) => Promise<T>) =>
    withWorkspace(database.db, owner.companyId, owner.workspaceId, work);
  const registered = await inScope(async (trx) => {
    await lockVotingIn(trx, owner, owner.votingId, 'changeVoters');
    return registeredTaxIds(trx, owner.votingId);
  });

  let scan;
  try {
    scan = await scanVoterFile(file.bytes, { registered, report: true });
  } catch (error) {
    if (error instanceof VoterImportFileError) throw fileProblem(error);
    throw error;
  }

  const importId = randomUUID();
  const fileKey = importFileKey(importId);
  const reportKey = scan.summary.invalid > 0 ? errorReportKey(importId) : null;
  await fileStorage.put(fileKey, file.bytes);
  if (reportKey && scan.report !== null) await fileStorage.put(reportKey, Buffer.from(scan.report, 'utf8'));
  try {
    const row = await inScope(async (trx) => {
      // The voting may have closed while the file was read.
      await lockVotingIn(trx, owner, owner.votingId, 'changeVoters');
      return trx
        .insertInto('voter_imports')
        .values({
          company_id: owner.companyId,
          workspace_id: owner.workspaceId,
          voting_id: owner.votingId,
          id: importId,
          file_name: file.name,
          file_key: fileKey,
          size: file.bytes.length,
          summary: JSON.stringify(scan.summary),
          errors: JSON.stringify(scan.errors),
          preview: JSON.stringify(scan.preview),
          error_report_key: reportKey,
          created_by: owner.userId,
        })
        .returning(IMPORT_COLUMNS)
        .executeTakeFirstOrThrow();
    });
    return toVoterImport(row, { done: 0, total: scan.summary.valid });
  } catch (error) {
    await fileStorage.remove(fileKey);
    if (reportKey) await fileStorage.remove(reportKey);
    throw error;
  }
}
