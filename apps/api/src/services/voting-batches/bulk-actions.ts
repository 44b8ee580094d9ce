import type { FieldError, VotingBatchChildResult } from '@backoffice/api-client';
import type { AppDatabase } from '../../db/open-database.ts';
import { withWorkspace, type TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import { remindPendingVoters } from '../voting-dispatch/operator-rounds.ts';
import type { LockedVoting } from '../votings/audit-log.ts';
import { closeVotingEarly, extendDeadline } from '../votings/lifecycle.ts';
import { loadSettledVoting } from '../votings/settle-voting.ts';
import { systemActor, type VotingActor } from '../votings/voting-actor.ts';
import { effectiveStatus } from '../votings/voting-status.ts';
import { loadBatch } from './batch-view.ts';

// The batch's bulk actions on its open children, all or a selection: extend the deadline, close now, remind the
// pending voters. Each child goes through the single voting's own service (lifecycle.ts extendDeadline and
// closeVotingEarly, operator-rounds.ts remindPendingVoters) with its rules and its audit entry in the child's own
// chain, each in a transaction of its own (300 funds never hold one long transaction). Unlike publishing, a child
// the single action refuses does not stop the others: each child is answered done or refused with the refusal's code.

export type BatchChildAction =
  { kind: 'extend'; deadline: Date; reason: string } | { kind: 'close'; reason: string } | { kind: 'remind' };

/** The children the action targets: the selection (each a child of the batch, else 422 on it) or every open child. */
async function targetsOf(
  database: AppDatabase,
  actor: VotingActor,
  batchId: string,
  votingIds: readonly string[] | undefined,
  now: Date,
): Promise<string[]> {
  const children = await withWorkspace(database.db, actor.companyId, actor.workspaceId, async (trx) => {
    const batch = await loadBatch(trx, batchId);
    if (!batch) throw new Refusal('not_found');
    return trx
      .selectFrom('votings')
      .select(['id', 'status', 'opens_at', 'deadline'])
      .where('batch_id', '=', batchId)
      .orderBy('fund_name')
      .orderBy('id')
      .execute();
  });
  if (!votingIds) return children.filter((child) => effectiveStatus(child, now) === 'open').map((c) => c.id);
  const ids = new Set(children.map((child) => child.id));
  const unknown: FieldError[] = votingIds.flatMap((id, index) =>
    ids.has(id) ? [] : [{ field: `votingIds/${index}`, code: 'not_found' }],
  );
  if (unknown.length) throw fieldRefusal('unprocessable', unknown, 'Not children of the batch');
  return [...votingIds];
}

async function actOn(
  trx: TenantTransaction,
  actor: VotingActor,
  votingId: string,
  action: BatchChildAction,
  now: Date,
): Promise<Pick<VotingBatchChildResult, 'dispatchId'>> {
  if (action.kind === 'remind') {
    if (!actor.userId) throw new Error("A reminder round is an operator's");
    const scope = {
      companyId: actor.companyId,
      workspaceId: actor.workspaceId,
      votingId,
      userId: actor.userId,
    };
    const dispatch = await remindPendingVoters(trx, scope);
    return { dispatchId: dispatch.id };
  }
  const voting: LockedVoting | undefined = await loadSettledVoting(trx, systemActor(actor), votingId, now, {
    lock: true,
  });
  if (!voting) throw new Refusal('not_found');
  if (action.kind === 'extend') await extendDeadline(trx, actor, voting, action.deadline, action.reason, now);
  else await closeVotingEarly(trx, actor, voting, action.reason, now);
  return {};
}

export async function actOnBatchChildren(
  database: AppDatabase,
  actor: VotingActor,
  batchId: string,
  votingIds: readonly string[] | undefined,
  action: BatchChildAction,
  now: Date,
): Promise<VotingBatchChildResult[]> {
  const targets = await targetsOf(database, actor, batchId, votingIds, now);
  const results: VotingBatchChildResult[] = [];
  for (const votingId of targets) {
    try {
      const done = await withWorkspace(database.db, actor.companyId, actor.workspaceId, (trx) =>
        actOn(trx, actor, votingId, action, now),
      );
      results.push({ votingId, outcome: 'done', ...done });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      results.push({
        votingId,
        outcome: 'refused',
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
  }
  return results;
}
