import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/tenant.ts';
import { queueDispatch } from '../voting-dispatch/queue-dispatch.ts';
import { recordChildOutcome } from '../voting-batches/record-outcome.ts';
import { appendAudit, loadVotingForUpdate, type LockedVoting } from './audit-log.ts';
import { endVoterAccess } from './end-voter-access.ts';
import type { VotingActor } from './voting-actor.ts';
import { scheduleClosing } from './voting-schedule.ts';
import { effectiveStatus } from './voting-status.ts';

// Writing the moves the clock makes (voting-status.ts): a scheduled voting opens at its opening time, an open one
// closes at its deadline. Whoever finds a voting whose stored status lags the clock settles it — the timer jobs,
// every read of the voting, every write to it — in the transaction that holds its lock, so each move is written
// and audited exactly once, by the system.

/**
 * Opens the locked voting (published now, or its opening time reached): status open, audited, the invitation of
 * every active voter queued and the closing scheduled. `opensAt`: when it opened (now, or the scheduled time).
 */
export async function openVoting(
  trx: TenantTransaction,
  actor: VotingActor,
  voting: LockedVoting,
  opensAt: Date,
): Promise<LockedVoting> {
  const opened = await trx
    .updateTable('votings')
    .set({ status: 'open', opens_at: opensAt, updated_at: sql<Date>`clock_timestamp()` })
    .where('id', '=', voting.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const target = { companyId: actor.companyId, workspaceId: actor.workspaceId, votingId: voting.id };
  await appendAudit(trx, target, actor.audit, 'voting.opened', {
    opensAt: opensAt.toISOString(),
    deadline: new Date(voting.deadline).toISOString(),
  });
  await queueDispatch(trx, { ...target, kind: 'invitation', createdBy: actor.userId });
  await scheduleClosing(trx, target, new Date(voting.deadline));
  return opened;
}

/**
 * Closes the locked voting at `closedAt` (its deadline, or now when closed early), audited with `data`; its voters'
 * sessions and pending PINs end with it. A batch's child also gets its outcome, with its proof, in its chain
 * (voting-batches/record-outcome.ts): once, as the close itself is once (only an open voting closes, under its lock).
 */
export async function closeVoting(
  trx: TenantTransaction,
  actor: VotingActor,
  voting: LockedVoting,
  closedAt: Date,
  data: Record<string, string | boolean>,
): Promise<LockedVoting> {
  const closed = await trx
    .updateTable('votings')
    .set({ status: 'closed', closed_at: closedAt, updated_at: sql<Date>`clock_timestamp()` })
    .where('id', '=', voting.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await appendAudit(
    trx,
    { companyId: actor.companyId, workspaceId: actor.workspaceId, votingId: voting.id },
    actor.audit,
    'voting.closed',
    { closedAt: closedAt.toISOString(), ...data },
  );
  await recordChildOutcome(trx, actor, closed, closedAt);
  await endVoterAccess(trx, voting.id);
  return closed;
}

/**
 * Writes what the clock has made of the locked voting by `now` (nothing when its stored status is current). A
 * voting whose opening and deadline have both passed unseen (the server was down all along) opens and closes at
 * once; no invitation goes out for a voting that is already closed.
 */
export async function settleVoting(
  trx: TenantTransaction,
  actor: VotingActor,
  voting: LockedVoting,
  now: Date,
): Promise<LockedVoting> {
  let current = voting;
  const deadline = new Date(current.deadline);
  if (current.status === 'scheduled' && effectiveStatus(current, now) !== 'scheduled') {
    const opensAt = new Date(current.opens_at ?? now);
    if (deadline.getTime() > now.getTime()) return openVoting(trx, actor, current, opensAt);
    current = await trx
      .updateTable('votings')
      .set({ status: 'open' })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await appendAudit(
      trx,
      { companyId: actor.companyId, workspaceId: actor.workspaceId, votingId: current.id },
      actor.audit,
      'voting.opened',
      { opensAt: opensAt.toISOString(), deadline: deadline.toISOString(), invitations: false },
    );
  }
  if (current.status === 'open' && deadline.getTime() <= now.getTime()) {
    return closeVoting(trx, actor, current, deadline, { reason: 'deadline' });
  }
  return current;
}

/**
 * The voting for a read or a write, settled: read without a lock when its stored status is current (the usual
 * case, so reads do not queue behind each other), else locked and settled by `actor` (the system). Undefined when
 * the workspace has no such voting.
 */
export async function loadSettledVoting(
  trx: TenantTransaction,
  actor: VotingActor,
  votingId: string,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<LockedVoting | undefined> {
  if (!options.lock) {
    const row = await trx.selectFrom('votings').selectAll().where('id', '=', votingId).executeTakeFirst();
    if (!row || effectiveStatus(row, now) === row.status) return row;
  }
  const locked = await loadVotingForUpdate(trx, votingId);
  return locked && settleVoting(trx, actor, locked, now);
}
