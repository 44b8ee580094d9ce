import type { VotingStatus } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { HttpProblem } from '../../http/problem.ts';
import { loadVotingForUpdate, type LockedVoting } from '../votings/audit-log.ts';

// Changes to a voting's voters (add, edit, void, import, invitations) are allowed in some statuses only. The status
// that counts is the effective one: a scheduled voting whose opening time has passed is open, an open one whose
// deadline has passed is closed, even before the server has recorded the move.

interface VotingTimes {
  status: VotingStatus;
  opens_at: Date | string | null;
  deadline: Date | string;
}

export function effectiveVotingStatus(voting: VotingTimes, now: Date = new Date()): VotingStatus {
  const { status } = voting;
  if (status !== 'scheduled' && status !== 'open') return status;
  if (new Date(voting.deadline).getTime() <= now.getTime()) return 'closed';
  if (
    status === 'scheduled' &&
    voting.opens_at !== null &&
    new Date(voting.opens_at).getTime() <= now.getTime()
  )
    return 'open';
  return status;
}

/** Where the voter list can still change: before the voting closes. */
export const VOTER_LIST_OPEN: readonly VotingStatus[] = ['draft', 'scheduled', 'open'];

export interface GatedVoting {
  voting: LockedVoting;
  status: VotingStatus;
}

/**
 * The voting, locked for the rest of the transaction (voter changes, imports and lifecycle moves of one voting
 * happen one at a time), when its effective status is one of `allowed`: 404 when the workspace has no such
 * voting, 409 `invalid_state` otherwise.
 */
export async function lockVotingIn(
  trx: TenantTransaction,
  votingId: string,
  allowed: readonly VotingStatus[],
): Promise<GatedVoting> {
  const voting = await loadVotingForUpdate(trx, votingId);
  if (!voting) throw new HttpProblem('not_found');
  const status = effectiveVotingStatus(voting);
  if (!allowed.includes(status)) {
    throw new HttpProblem('invalid_state', `The voting is ${status}; this needs ${allowed.join(' or ')}`);
  }
  return { voting, status };
}

/** Whether the workspace has the voting (a read: 404 otherwise). */
export async function requireVoting(trx: TenantTransaction, votingId: string): Promise<void> {
  const row = await trx.selectFrom('votings').select('id').where('id', '=', votingId).executeTakeFirst();
  if (!row) throw new HttpProblem('not_found');
}
