import { sql } from 'kysely';
import type { Voter } from '@backoffice/api-client';
import { isAccessLocked } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';
import { Refusal } from '../refusal.ts';
import { clearAccessLock } from '../voter-portal/voter-access.ts';
import { appendAudit } from '../votings/audit-log.ts';
import type { VoterChangeContext } from './change-voter.ts';
import { loadVoter } from './voter-view.ts';
import { lockVotingIn } from './voting-gate.ts';

// An operator ends a voter's portal lock (voter-portal/voter-access.ts locks a voter after too many wrong tries of
// the last 4 digits or of the PIN, each counted apart) — typically on the phone with the voter. Everything that keeps
// them out goes: the lock and both counts of wrong tries (clearAccessLock, the portal's rule: they start again from
// zero, not one try from the next lock), and the hour's PIN sends (so the voter can ask for a new PIN at once; the
// lock already discarded any pending one). Audited in the voting's trail as the operator's act. A voter who is not
// locked is answered as is, with nothing written.

export async function unlockVoterAccess(
  trx: TenantTransaction,
  context: VoterChangeContext,
  voterId: string,
  now: Date,
): Promise<{ voter: Voter; unlocked: boolean }> {
  await lockVotingIn(trx, context, context.votingId, 'unlockVoter');
  const access = await trx
    .selectFrom('voter_access')
    .select(['locked_until'])
    .where('voting_id', '=', context.votingId)
    .where('voter_id', '=', voterId)
    .forUpdate()
    .executeTakeFirst();
  const lockedUntil = access?.locked_until ?? null;
  if (!isAccessLocked(lockedUntil, now)) {
    const voter = await loadVoter(trx, context.votingId, voterId);
    if (!voter) throw new Refusal('not_found');
    return { voter, unlocked: false };
  }
  const portalVoter = { ...context, voterId };
  // The lock and both counts of wrong tries: the portal's own rule of what a lock is (voter-access.ts).
  await clearAccessLock(trx, portalVoter, now);
  // And the hour's PIN sends: a voter who asked for several PINs before getting locked can ask for one now.
  await trx
    .updateTable('voter_access')
    .set({ pin_sent_at: null, pin_sends: sql<Date[]>`'{}'::timestamptz[]` })
    .where('voter_id', '=', voterId)
    .execute();
  await appendAudit(
    trx,
    { companyId: context.companyId, workspaceId: context.workspaceId, votingId: context.votingId },
    { kind: 'user', id: context.userId },
    'voter.access_unlocked',
    { voterId, lockedUntil: toIso(lockedUntil!) },
  );
  const voter = await loadVoter(trx, context.votingId, voterId);
  if (!voter) throw new Error(`voter ${voterId} vanished inside its own transaction`);
  return { voter, unlocked: true };
}
