import type { VotingStatus } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { LockedVoting } from '../votings/audit-log.ts';
import { loadSettledVoting } from '../votings/settle-voting.ts';
import { systemActor } from '../votings/voting-actor.ts';

// Changes to a voting's voters (add, edit, void, import, invitations) are allowed in some statuses only. The
// voting is settled first (votings/settle-voting.ts): a scheduled voting whose opening time has passed is opened,
// an open one whose deadline has passed is closed — by the system, audited — so the status checked is the real one.

/** Where the voter list can still change: before the voting closes. */
export const VOTER_LIST_OPEN: readonly VotingStatus[] = ['draft', 'scheduled', 'open'];

export interface VotingScope {
  companyId: string;
  workspaceId: string;
}

/**
 * The voting, settled and locked for the rest of the transaction (voter changes, imports and lifecycle moves of one
 * voting happen one at a time), when its status is one of `allowed`: 404 when the workspace has no such voting,
 * 409 `invalid_state` otherwise.
 */
export async function lockVotingIn(
  trx: TenantTransaction,
  scope: VotingScope,
  votingId: string,
  allowed: readonly VotingStatus[],
): Promise<LockedVoting> {
  const voting = await loadSettledVoting(trx, systemActor(scope), votingId, new Date(), { lock: true });
  if (!voting) throw new HttpProblem('not_found');
  if (!allowed.includes(voting.status)) {
    throw new HttpProblem(
      'invalid_state',
      `The voting is ${voting.status}; this needs ${allowed.join(' or ')}`,
    );
  }
  return voting;
}

/** Whether the workspace has the voting (a read: 404 otherwise). */
export async function requireVoting(trx: TenantTransaction, votingId: string): Promise<void> {
  const row = await trx.selectFrom('votings').select('id').where('id', '=', votingId).executeTakeFirst();
  if (!row) throw new HttpProblem('not_found');
}
