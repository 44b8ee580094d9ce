import type { VoterImport } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { loadJob, type Job } from '../../jobs/index.ts';
import { storedSummary, toVoterImport, type ImportRow } from './import-view.ts';

// An import as the operator follows it. While it is importing, its job tells how far the writing is; a job that
// ended without writing (the runner gave up after repeated errors, or it was cancelled) makes the import failed.

export interface ImportState {
  row: ImportRow;
  status: ImportRow['status'];
  job: Job | undefined;
}

export async function importState(trx: TenantTransaction, row: ImportRow): Promise<ImportState> {
  if (row.status !== 'importing' || !row.job_id) return { row, status: row.status, job: undefined };
  const job = await loadJob(trx, row.job_id);
  const ended = job?.status === 'failed' || job?.status === 'cancelled';
  return { row, status: ended ? 'failed' : 'importing', job };
}

export function viewState({ row, status, job }: ImportState): VoterImport {
  const total = storedSummary(row).valid;
  let progress = { done: 0, total };
  if (status === 'imported') progress = { done: row.imported_count, total: row.imported_count };
  else if (status === 'importing' && job) {
    const jobTotal = job.progress.total || total;
    progress = { done: Math.min(job.progress.done, jobTotal), total: jobTotal };
  }
  return toVoterImport({ ...row, status }, progress);
}

export async function viewImport(trx: TenantTransaction, row: ImportRow): Promise<VoterImport> {
  return viewState(await importState(trx, row));
}
