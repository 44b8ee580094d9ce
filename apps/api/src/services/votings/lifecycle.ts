import { sql } from 'kysely';
import type { FieldError } from '@backoffice/api-client';
import { publishGaps } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal } from '../refusal.ts';
import { appendAudit, type LockedVoting } from './audit-log.ts';
import { endVoterAccess } from './end-voter-access.ts';
import { closeVoting, openVoting } from './settle-voting.ts';
import type { VotingActor } from './voting-actor.ts';
import { scheduleVoteMaps } from '../vote-maps/vote-map-jobs.ts';
import { scheduleOpening } from './voting-schedule.ts';
import { requireAction } from './voting-status.ts';

// The operator's moves of a voting, each on the locked and settled voting (settle-voting.ts) and each audited:
//   draft ──publish──▶ scheduled ──(opening time)──▶ open ──(deadline)──▶ closed
//     └────publish now─────────────────────────────▶ open ──close early──▶ closed
//   scheduled / open ──cancel──▶ cancelled;  scheduled / open ──extend deadline──▶ (same status, later deadline)
// Anything else is 409 `invalid_state`.

const iso = (value: Date | string) => new Date(value).toISOString();

async function countRows(
  trx: TenantTransaction,
  table: 'voting_items' | 'voting_documents' | 'voters',
  votingId: string,
): Promise<number> {
  let query = trx
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('count'))
    .where('voting_id', '=', votingId);
  if (table === 'voters') query = query.where(sql.ref('status'), '=', 'active');
  const row = await query.executeTakeFirstOrThrow();
  return row.count;
}

/** What publishing still misses, one error per thing (the rule is packages/domain's publishGaps). */
async function missingForPublish(
  trx: TenantTransaction,
  voting: LockedVoting,
  opensAt: Date | null,
  now: Date,
): Promise<{ errors: FieldError[]; items: number; voters: number; documents: number }> {
  const items = await countRows(trx, 'voting_items', voting.id);
  const voters = await countRows(trx, 'voters', voting.id);
  const documents = await countRows(trx, 'voting_documents', voting.id);
  const errors: FieldError[] = publishGaps(
    {
      items,
      activeVoters: voters,
      documents,
      hasBallotTemplate: voting.ballot_template_id !== null,
      requiresSupportDocument: voting.requires_support_document,
      deadline: voting.deadline,
      opensAt,
    },
    now,
  );
  return { errors, items, voters, documents };
}

const targetOf = (actor: VotingActor, voting: LockedVoting) => ({
  companyId: actor.companyId,
  workspaceId: actor.workspaceId,
  votingId: voting.id,
});

/**
 * Draft → scheduled (opening at `opensAt`) or open now (`opensAt` null). The publication's entry records what was
 * published: the items' titles, the documents' SHA-256, the dates and the number of voters.
 */
export async function publishVoting(
  trx: TenantTransaction,
  actor: VotingActor,
  voting: LockedVoting,
  opensAt: Date | null,
  now: Date,
): Promise<LockedVoting> {
  requireAction(voting, now, 'publish', () => 'Only a draft can be published');
  const missing = await missingForPublish(trx, voting, opensAt, now);
  if (missing.errors.length) throw fieldRefusal('voting_incomplete', missing.errors);

  const published = await trx
    .updateTable('votings')
    .set({
      status: 'scheduled',
      opens_at: opensAt ?? now,
      published_at: now,
      updated_at: sql<Date>`clock_timestamp()`,
    })
    .where('id', '=', voting.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('voting_items')
    .select(['id', 'position', 'title'])
    .where('voting_id', '=', voting.id)
    .orderBy('position')
    .execute();
  const documents = await trx
    .selectFrom('voting_documents')
    .select(['id', 'name', 'sha256'])
    .where('voting_id', '=', voting.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  await appendAudit(trx, targetOf(actor, voting), actor.audit, 'voting.published', {
    title: published.title,
    kind: published.kind,
    weighting: published.weighting,
    requiresSupportDocument: published.requires_support_document,
    opensAt: iso(published.opens_at ?? now),
    deadline: iso(published.deadline),
    items,
    documents,
    voters: missing.voters,
  });
  // A batch's fund has its vote maps on their days (issue 19).
  if (published.batch_id) await scheduleVoteMaps(trx, targetOf(actor, voting), new Date(published.deadline));
  if (opensAt === null) return openVoting(trx, actor, published, now);
  await scheduleOpening(trx, targetOf(actor, voting), opensAt);
  return published;
}

/** Open → closed before the deadline, with the operator's reason. */
export async function closeVotingEarly(
  trx: TenantTransaction,
  actor: VotingActor,
  voting: LockedVoting,
  reason: string,
  now: Date,
): Promise<LockedVoting> {
  requireAction(voting, now, 'closeEarly', (status) => `A ${status} voting cannot be closed`);
  return closeVoting(trx, actor, voting, now, { reason: reason.trim(), early: true });
}

/**
 * Scheduled or open → cancelled, with the reason; votes cast are kept for the record and never counted; its voters'
 * sessions and pending PINs end with it.
 */
export async function cancelVoting(
  trx: TenantTransaction,
  actor: VotingActor,
  voting: LockedVoting,
  reason: string,
  now: Date,
): Promise<LockedVoting> {
  requireAction(voting, now, 'cancel', (status) => `A ${status} voting cannot be cancelled`);
  const cleanReason = reason.trim();
  const cancelled = await trx
    .updateTable('votings')
    .set({
      status: 'cancelled',
      cancelled_at: now,
      cancel_reason: cleanReason,
      updated_at: sql<Date>`clock_timestamp()`,
    })
    .where('id', '=', voting.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await appendAudit(trx, targetOf(actor, voting), actor.audit, 'voting.cancelled', {
    from: voting.status,
    reason: cleanReason,
  });
  await endVoterAccess(trx, voting.id);
  return cancelled;
}

/**
 * A later deadline for a scheduled or open voting: later than the current one and in the future (422 on
 * `deadline`), audited with both. The closing job already queued finds the new deadline and waits for it.
 */
export async function extendDeadline(
  trx: TenantTransaction,
  actor: VotingActor,
  voting: LockedVoting,
  deadline: Date,
  reason: string,
  now: Date,
): Promise<LockedVoting> {
  requireAction(voting, now, 'extendDeadline', (status) => `A ${status} voting cannot be extended`);
  const current = new Date(voting.deadline);
  const errors: FieldError[] = [];
  if (deadline.getTime() <= current.getTime()) errors.push({ field: 'deadline', code: 'not_later' });
  if (deadline.getTime() <= now.getTime()) errors.push({ field: 'deadline', code: 'in_past' });
  if (errors.length)
    throw fieldRefusal('unprocessable', errors, 'The new deadline must be later and in the future');
  const extended = await trx
    .updateTable('votings')
    .set({ deadline, updated_at: sql<Date>`clock_timestamp()` })
    .where('id', '=', voting.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await appendAudit(trx, targetOf(actor, voting), actor.audit, 'voting.deadline_extended', {
    from: current.toISOString(),
    to: deadline.toISOString(),
    reason: reason.trim(),
  });
  return extended;
}
