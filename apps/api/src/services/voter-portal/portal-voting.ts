import type { TenantTransaction } from '../../db/tenant.ts';
import { Refusal } from '../refusal.ts';
import type { LockedVoting } from '../votings/audit-log.ts';
import { loadSettledVoting } from '../votings/settle-voting.ts';
import { systemActor } from '../votings/voting-actor.ts';
import { effectiveStatus } from '../votings/voting-status.ts';
import type { PortalVoter } from './portal-session.ts';

// What the ballot side of the portal checks before it changes anything of a voter: the voting, settled and locked
// (a voter's parties, uploads and ballots are decided one at a time per voting, like every ballot), open and before
// its deadline; the voter itself, active.

/** The voter's row (the link's voter, in the session's workspace transaction). */
export async function loadPortalVoterRow(trx: TenantTransaction, voter: PortalVoter) {
  const row = await trx
    .selectFrom('voters')
    .select(['id', 'name', 'tax_id_type', 'tax_id', 'email', 'weight', 'status'])
    .where('voting_id', '=', voter.votingId)
    .where('id', '=', voter.voterId)
    .executeTakeFirst();
  if (!row) throw new Refusal('not_found');
  return row;
}

export type PortalVoterRow = Awaited<ReturnType<typeof loadPortalVoterRow>>;

/** 403 `voter_voided` unless the voter is active. */
export function requireActiveVoter(row: PortalVoterRow): void {
  if (row.status !== 'active') throw new Refusal('voter_voided', 'The voter was voided');
}

/**
 * The voter's voting, settled and locked for the rest of the transaction, when it takes votes now (open, before its
 * deadline): 409 `invalid_state` otherwise. The refusal rolls back a settle it made; the next read writes it.
 */
export async function lockOpenVoting(
  trx: TenantTransaction,
  voter: PortalVoter,
  now = new Date(),
): Promise<LockedVoting> {
  const voting = await loadSettledVoting(trx, systemActor(voter), voter.votingId, now, { lock: true });
  if (!voting) throw new Refusal('not_found');
  if (effectiveStatus(voting, now) !== 'open' || new Date(voting.deadline).getTime() <= now.getTime()) {
    throw new Refusal('invalid_state', 'The voting takes nothing more now: it is not open');
  }
  return voting;
}

/** The open voting (locked) and the active voter: what every change of the ballot side needs first. */
export async function openVotingAndVoter(trx: TenantTransaction, voter: PortalVoter) {
  const voting = await lockOpenVoting(trx, voter);
  const row = await loadPortalVoterRow(trx, voter);
  requireActiveVoter(row);
  return { voting, voter: row };
}
