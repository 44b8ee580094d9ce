import { sql } from 'kysely';
import type { VoterImport } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { Refusal } from '../refusal.ts';
import { createJob } from '../../jobs/job-store.ts';
import { lockVotingIn } from '../voters/voting-gate.ts';
import { selectImport, storedSummary } from './import-view.ts';
import { importState, viewImport, viewState } from './load-import.ts';
import { VOTER_IMPORT_JOB, type VoterImportPayload } from './voter-import-job.ts';
import type { ImportOwner } from './upload-import.ts';

/**
 * Confirms a `ready` import: it becomes `importing` and a durable job writes its valid rows (voter-import-job.ts);
 * the caller polls getVoterImport for the progress. Confirming again (or concurrently: the import's row is locked
 * and the job is unique per import) answers the same import without a second job. A discarded or failed import is
 * 409 `invalid_state`, as is a voting that is no longer draft, scheduled or open.
 */
export async function confirmVoterImport(
  trx: TenantTransaction,
  owner: ImportOwner,
  importId: string,
): Promise<VoterImport> {
  await lockVotingIn(trx, owner, owner.votingId, 'changeVoters');
  const row = await selectImport(trx, owner.votingId, importId, true);
  if (!row) throw new Refusal('not_found');
  const state = await importState(trx, row);
  if (state.status === 'importing' || state.status === 'imported') return viewState(state);
  if (state.status !== 'ready') throw new Refusal('invalid_state', `The import is ${state.status}`);

  const payload: VoterImportPayload = { votingId: owner.votingId, importId };
  const { job } = await createJob(trx, {
    companyId: owner.companyId,
    workspaceId: owner.workspaceId,
    kind: VOTER_IMPORT_JOB,
    payload,
    dedupeKey: importId,
    createdBy: owner.userId,
    total: storedSummary(row).valid,
  });
  await trx
    .updateTable('voter_imports')
    .set({ status: 'importing', job_id: job.id, confirmed_at: sql<Date>`clock_timestamp()` })
    .where('voting_id', '=', owner.votingId)
    .where('id', '=', importId)
    .execute();
  return viewImport(trx, { ...row, status: 'importing', job_id: job.id });
}
