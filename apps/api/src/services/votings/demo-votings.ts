import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuditAction } from '@backoffice/domain';
import {
  auditRowValues,
  auditTimestamp,
  chainEntry,
  type AuditActor,
  type AuditEntry,
} from '../../audit/index.ts';
import type { DemoCompany, DemoVoting } from '../../db/demo-data.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { demoRepresentedParties, demoVoters, type DemoPerson } from './demo-people.ts';
import { scheduleClosing, scheduleOpening } from './voting-schedule.ts';

// The demo's votings (db/demo-data.ts) written as the product would have left them: items, unitholders
// (demo-people.ts: Brazilian names, valid CPFs/CNPJs, quotas), an attorney with represented parties, ballots and votes
// spread over the voting period, a voided voter, and an audit trail that verifies. Everything is derived from the
// voting's numbers (no randomness but the ids), so every demo looks the same; times are relative to `now`, the moment
// of seeding.

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** A deterministic number for (voting, person, purpose): the same demo on every machine. */
function numberFor(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join(':')).digest().readUInt32BE(0);
}

/** A demo person (demo-people.ts) with the row id it gets in this seeding. */
type Person = DemoPerson & { id: string };

type Choice = 'approve' | 'reject' | 'abstain' | 'conflict';

function choiceFor(voting: DemoVoting, voter: number, item: number): Choice {
  const n = numberFor('vote', voting.id, voter, item) % 20;
  if (n < 13) return 'approve';
  if (n < 16) return 'reject';
  return n < 19 ? 'abstain' : 'conflict';
}

interface Event {
  at: Date;
  actor: AuditActor;
  action: AuditAction;
  data: Record<string, unknown>;
  /** The ballot whose receipt this entry is. */
  ballotId?: string;
}

export interface DemoVotingOptions {
  /** The seeding moment (default now). */
  now?: Date;
  /** voters.token_hash of a voter (default: a random one, so demo links lead nowhere). */
  tokenHash?: (votingId: string, voterId: string) => string;
}

const randomTokenHash = () => createHash('sha256').update(randomBytes(32)).digest('hex');

/** Writes one demo voting and everything it holds, in the company's tenant transaction. */
async function insertDemoVoting(
  trx: TenantTransaction,
  companyId: string,
  voting: DemoVoting,
  now: Date,
  tokenHash: (votingId: string, voterId: string) => string,
): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const keys = { company_id: companyId, workspace_id: voting.workspaceId, voting_id: voting.id };
  const opensAt = voting.opensDays === null ? null : at(voting.opensDays);
  const deadline = at(voting.deadlineDays);
  const ended = voting.endedDays === undefined ? null : at(voting.endedDays);
  const publishedAt =
    opensAt === null ? null : voting.status === 'scheduled' ? at(voting.createdDays + 1) : opensAt;

  await trx
    .insertInto('votings')
    .values({
      company_id: companyId,
      workspace_id: voting.workspaceId,
      id: voting.id,
      title: voting.title,
      description: voting.description,
      status: voting.status,
      weighting: voting.weighting,
      ballot_template_id: voting.ballotTemplateId,
      opens_at: opensAt,
      deadline,
      published_at: publishedAt,
      closed_at: voting.status === 'closed' ? ended : null,
      cancelled_at: voting.status === 'cancelled' ? ended : null,
      cancel_reason: voting.status === 'cancelled' ? (voting.cancelReason ?? null) : null,
      created_by: voting.createdBy,
      created_at: at(voting.createdDays),
      updated_at: ended ?? publishedAt ?? at(voting.createdDays),
    })
    .execute();
  const items = voting.items.map((title, index) => ({ id: randomUUID(), position: index + 1, title }));
  await trx
    .insertInto('voting_items')
    .values(items.map((item) => ({ ...keys, ...item })))
    .execute();

  const voters = demoVoters(voting).map((voter) => ({ ...voter, id: randomUUID() }));
  if (voters.length) {
    await trx
      .insertInto('voters')
      .values(
        voters.map((voter) => ({
          ...keys,
          id: voter.id,
          name: voter.name,
          tax_id_type: voter.taxIdType,
          tax_id: voter.taxId,
          email: voter.email,
          phone: voter.phone,
          weight: voter.weight,
          token_hash: tokenHash(voting.id, voter.id),
          created_at: at(voting.createdDays),
        })),
      )
      .execute();
  }
  const attorney = voters[0];
  const parties: Person[] = attorney
    ? demoRepresentedParties(voting, voters).map((party) => ({ ...party, id: randomUUID() }))
    : [];
  if (attorney && parties.length) {
    await trx
      .insertInto('represented_parties')
      .values(
        parties.map((party) => ({
          ...keys,
          id: party.id,
          attorney_voter_id: attorney.id,
          name: party.name,
          tax_id_type: party.taxIdType,
          tax_id: party.taxId,
          weight: party.weight,
        })),
      )
      .execute();
  }

  const events: Event[] = [];
  if (publishedAt && opensAt) {
    events.push({
      at: publishedAt,
      actor: { kind: 'user', id: voting.createdBy },
      action: 'voting.published',
      data: {
        title: voting.title,
        kind: 'standard',
        weighting: voting.weighting,
        requiresSupportDocument: false,
        opensAt: opensAt.toISOString(),
        deadline: deadline.toISOString(),
        items,
        documents: [],
        voters: voters.length,
      },
    });
    if (opensAt <= now) {
      events.push({
        at: new Date(opensAt.getTime() + 1),
        actor: { kind: 'system', id: null },
        action: 'voting.opened',
        data: { opensAt: opensAt.toISOString(), deadline: deadline.toISOString() },
      });
    }
  }

  // Ballots spread over the period the voting was open: the first `voted` voters, the attorney with its first
  // represented party (a second one stays pending).
  const votingEnd = Math.min(now.getTime(), (ended ?? deadline).getTime());
  const ballots = [];
  const votes = [];
  for (let index = 0; index < Math.min(voting.voted, voters.length) && opensAt; index++) {
    const voter = voters[index]!;
    const submittedAt = new Date(
      opensAt.getTime() + ((index + 1) / (voting.voted + 1)) * (votingEnd - opensAt.getTime()),
    );
    const ballotId = randomUUID();
    const subjects: { party: Person | null; person: Person }[] = [{ party: null, person: voter }];
    if (voter === attorney && parties[0]) subjects.push({ party: parties[0], person: parties[0] });
    const cast = subjects.flatMap(({ party, person }, subject) =>
      items.map((item) => ({
        ...keys,
        id: randomUUID(),
        item_id: item.id,
        ballot_id: ballotId,
        voter_id: voter.id,
        represented_party_id: party?.id ?? null,
        subject_tax_id: person.taxId,
        choice: choiceFor(voting, index * 10 + subject, item.position),
        weight: person.weight,
        cast_at: submittedAt,
      })),
    );
    ballots.push({
      ...keys,
      id: ballotId,
      voter_id: voter.id,
      idempotency_key: `demo-${index}`,
      submitted_at: submittedAt,
    });
    votes.push(...cast);
    events.push({
      at: submittedAt,
      actor: { kind: 'voter', id: voter.id },
      action: 'ballot.recorded',
      data: {
        ballotId,
        votes: cast.map((vote) => ({
          itemId: vote.item_id,
          choice: vote.choice,
          representedPartyId: vote.represented_party_id,
          weight: vote.weight,
        })),
      },
      ballotId,
    });
  }

  // The last voters to vote are voided afterwards (shares sold before the record date): listed, not counted.
  const voidedIds = voters
    .slice(Math.max(0, voting.voted - voting.voided), voting.voted)
    .map((voter) => voter.id);
  for (const voterId of voidedIds) {
    const voidedAt = new Date(Math.min(votingEnd, now.getTime()) - HOUR);
    const reason = 'Cotas alienadas antes da data-base da assembleia';
    await trx
      .updateTable('voters')
      .set({ status: 'voided', void_reason: reason, voided_at: voidedAt, voided_by: voting.createdBy })
      .where('id', '=', voterId)
      .execute();
    events.push({
      at: voidedAt,
      actor: { kind: 'user', id: voting.createdBy },
      action: 'voter.voided',
      data: { voterId, reason },
    });
  }
  if (ended && voting.status === 'closed') {
    events.push({
      at: ended,
      actor: { kind: 'system', id: null },
      action: 'voting.closed',
      data: { closedAt: ended.toISOString(), reason: 'deadline' },
    });
  }
  if (ended && voting.status === 'cancelled') {
    events.push({
      at: ended,
      actor: { kind: 'user', id: voting.createdBy },
      action: 'voting.cancelled',
      data: { from: 'open', reason: voting.cancelReason ?? '' },
    });
  }

  // The trail, in time order, chained as appendAudit would have; each ballot keeps its entry's hash as receipt.
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  const receipts = new Map<string, string>();
  let previous: AuditEntry | null = null;
  const entries: AuditEntry[] = [];
  for (const event of events) {
    previous = chainEntry(previous, {
      at: auditTimestamp(event.at),
      actor: event.actor,
      action: event.action,
      data: event.data,
    });
    entries.push(previous);
    if (event.ballotId) receipts.set(event.ballotId, previous.hash);
  }
  if (ballots.length) {
    await trx
      .insertInto('ballots')
      .values(ballots.map((ballot) => ({ ...ballot, receipt_hash: receipts.get(ballot.id) ?? null })))
      .execute();
    await trx.insertInto('votes').values(votes).execute();
  }
  if (entries.length) {
    await trx
      .insertInto('voting_audit_entries')
      .values(entries.map((entry) => ({ ...keys, ...auditRowValues(entry) })))
      .execute();
  }
  // The clock's moves to come, as publishing and opening would have queued them.
  const target = { companyId, workspaceId: voting.workspaceId, votingId: voting.id };
  if (voting.status === 'scheduled' && opensAt) await scheduleOpening(trx, target, opensAt);
  if (voting.status === 'open') await scheduleClosing(trx, target, deadline);
}

/** The company's demo votings (none for a company without), in its tenant transaction. */
export async function insertDemoVotings(
  trx: TenantTransaction,
  company: DemoCompany,
  options: DemoVotingOptions = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const tokenHash = options.tokenHash ?? randomTokenHash;
  for (const voting of company.votings) await insertDemoVoting(trx, company.id, voting, now, tokenHash);
}
