import type { components } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso, toIsoOrNull } from '../../db/timestamps.ts';
import { Refusal } from '../refusal.ts';
import { loadSettledVoting } from '../votings/settle-voting.ts';
import { systemActor } from '../votings/voting-actor.ts';
import { effectiveStatus } from '../votings/voting-status.ts';
import { renewSession, type PortalVoter } from './portal-session.ts';
import { lockedUntil, maskEmail } from './voter-access.ts';

// What the link shows before (and after) the voter signs in: the voting, its company, and the voter's step.
// A draft's link answers 404, as an unknown one: nobody was invited to it yet.

/** The link's voting (settled), or 404 for a draft. */
export async function loadPortalVoting(trx: TenantTransaction, voter: PortalVoter, now: Date) {
  const voting = await loadSettledVoting(trx, systemActor(voter), voter.votingId, now);
  if (!voting || voting.status === 'draft') throw new Refusal('not_found', 'No voting for this link');
  return voting;
}

/** The link's voter, with what the access steps need. */
export async function loadAccessVoter(trx: TenantTransaction, voter: PortalVoter) {
  const row = await trx
    .selectFrom('voters')
    .select(['name', 'email', 'tax_id', 'tax_id_type', 'status'])
    .where('id', '=', voter.voterId)
    .executeTakeFirst();
  if (!row) throw new Refusal('not_found');
  return row;
}

export async function portalVotingView(
  trx: TenantTransaction,
  voter: PortalVoter,
  sessionValue: string | undefined,
  now: Date,
): Promise<components['schemas']['PortalVoting']> {
  const voting = await loadPortalVoting(trx, voter, now);
  const row = await loadAccessVoter(trx, voter);
  const place = await trx
    .selectFrom('workspaces as w')
    .innerJoin('companies as c', 'c.id', 'w.company_id')
    .select(['c.name', 'c.logo_ref as company_logo', 'w.logo_ref as workspace_logo'])
    .where('w.id', '=', voter.workspaceId)
    .executeTakeFirstOrThrow();
  const access = await trx
    .selectFrom('voter_access')
    .select(['locked_until'])
    .where('voter_id', '=', voter.voterId)
    .executeTakeFirst();
  const pending = await trx
    .selectFrom('voter_pin_challenges')
    .select('expires_at')
    .where('voter_id', '=', voter.voterId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const session = sessionValue ? await renewSession(trx, voter, sessionValue, now) : undefined;
  const ballot = await trx
    .selectFrom('ballots')
    .select('id')
    .where('voting_id', '=', voter.votingId)
    .where('voter_id', '=', voter.voterId)
    .where('status', 'in', ['counted', 'under_review'])
    .limit(1)
    .executeTakeFirst();
  const status = effectiveStatus(voting, now);
  return {
    title: voting.title,
    description: voting.description,
    deadline: toIso(voting.deadline),
    opensAt: toIsoOrNull(voting.opens_at),
    state: row.status === 'voided' ? 'voided' : status === 'draft' ? 'scheduled' : status,
    company: { name: place.name, logoUrl: place.workspace_logo ?? place.company_logo ?? null },
    taxIdType: row.tax_id_type,
    voterFirstName: row.name.trim().split(/\s+/)[0] ?? '',
    step: session ? 'ready' : pending ? 'pin' : 'identity',
    pinSentTo: pending && !session ? maskEmail(row.email) : null,
    lockedUntil: toIsoOrNull(access ? lockedUntil(access, now) : null),
    hasVoted: Boolean(ballot),
  };
}
