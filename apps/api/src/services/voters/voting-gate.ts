import { checkAction, type VotingAction } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { Refusal } from '../refusal.ts';
import type { LockedVoting } from '../votings/audit-log.ts';
import { loadSettledVoting } from '../votings/settle-voting.ts';
import { systemActor } from '../votings/voting-actor.ts';

// Changes to a voting's voters (add, edit, void, import, invitations) are allowed in some statuses only
// (packages/domain's table of actions, votingStatus.ts). The voting is settled first (votings/settle-voting.ts): a scheduled voting whose opening time has passed is opened,
// an open one whose deadline has passed is closed — by the system, audited — so the status checked is the real one.

export interface VotingScope {
  companyId: string;
  workspaceId: string;
}

/**
 * The voting, settled and locked for the rest of the transaction (voter changes, imports and lifecycle moves of one
 * voting happen one at a time), when its status allows `action`: `not_found` when the workspace has no such voting,
 * `invalid_state` otherwise.
 */
export async function lockVotingIn(
  trx: TenantTransaction,
  scope: VotingScope,
  votingId: string,
  action: VotingAction,
): Promise<LockedVoting> {
  const voting = await loadSettledVoting(trx, systemActor(scope), votingId, new Date(), { lock: true });
  if (!voting) throw new Refusal('not_found');
  const check = checkAction(voting.status, action);
  if (!check.ok) throw new Refusal(check.code, `The voting is ${voting.status}; it does not allow ${action}`);
  return voting;
}

/** Whether the workspace has the voting (a read: 404 otherwise). */
export async function requireVoting(trx: TenantTransaction, votingId: string): Promise<void> {
  const row = await trx.selectFrom('votings').select('id').where('id', '=', votingId).executeTakeFirst();
  if (!row) throw new Refusal('not_found');
}
