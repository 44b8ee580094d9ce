import type { TenantTransaction } from '../../db/tenant.ts';
import { Refusal } from '../refusal.ts';
import { lockVotingIn } from '../voters/voting-gate.ts';
import { selectImport } from './import-view.ts';
import { importState } from './load-import.ts';
import type { ImportOwner } from './upload-import.ts';

/**
 * Discards an import that wrote nothing (ready, or failed): 409 `invalid_state` once it is importing or imported.
 * Discarding twice is not an error. Returns the storage keys the caller removes once the change has committed.
 */
export async function discardVoterImport(
  trx: TenantTransaction,
  owner: ImportOwner,
  importId: string,
): Promise<string[]> {
  await lockVotingIn(trx, owner, owner.votingId, 'changeVoters');
  const row = await selectImport(trx, owner.votingId, importId, true);
  if (!row) throw new Refusal('not_found');
  const { status } = await importState(trx, row);
  if (status === 'discarded') return [];
  if (status !== 'ready' && status !== 'failed')
    throw new Refusal('invalid_state', `The import is ${status}`);
  await trx
    .updateTable('voter_imports')
    .set({ status: 'discarded' })
    .where('voting_id', '=', owner.votingId)
    .where('id', '=', importId)
    .execute();
  return [row.file_key, ...(row.error_report_key ? [row.error_report_key] : [])];
}
