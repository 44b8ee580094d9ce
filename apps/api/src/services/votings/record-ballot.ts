import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FieldError, VoteChoice } from '@backoffice/api-client';
import type { IdentificationType } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';
import { fieldProblem, HttpProblem, paramsProblem } from '../../http/problem.ts';
import { maskTaxId } from '../../reports/mask-tax-id.ts';
import { auditEntryRow, chainHeadColumns, loadVotingForUpdate, nextAuditEntry } from './audit-log.ts';
import { loadSettledVoting } from './settle-voting.ts';
import { systemActor } from './voting-actor.ts';
import { effectiveStatus, type StatusFields } from './voting-status.ts';

// A voter's ballot (the voter portal, issue 6, calls this in the voter's workspace transaction). The rules:
// - only while the voting is effectively open and before its deadline, and never for a voided voter;
// - a ballot answers every item for each subject it covers — the voter themself (no representedPartyId) and/or
//   parties the voter represents as attorney — exactly once;
// - one vote per (voting, item, subject CPF/CNPJ), whoever casts it: the unique constraint on votes is the final
//   word (a second ballot for the same subject is 409 `voter_has_voted`, naming the subject: params.name and
//   params.taxIdMasked — checked before writing, so the attorney learns which party it was);
// - the same idempotency key (a retried submission) answers the first ballot's result, whatever happened since;
// - the ballot is audited as 'ballot.recorded' by the voter; that entry's hash is the voter's receipt.
// - with an approver (the voter portal's third-party approval, issue 6) the ballot is 'under_review': its votes hold
//   their subjects (nobody else can vote them) but count only once approved (results.ts counts 'counted' ballots);
// - the portal's own rules (policy accepted, documents attached) are its `prepare` step, run after the voting's
//   rules and before anything is written; the uploads it names become part of the ballot (and of its audit entry).
// Ballots of one voting are written one at a time, and wait for each other as little as possible: everything above
// is checked first without a lock; then the voting's row is locked (until the commit), the checks that a concurrent
// change could have undone are read again in one statement, and one statement writes the ballot, its votes, its
// audit entry and its uploads (bench:record-votes).

export interface BallotAnswer {
  itemId: string;
  choice: VoteChoice;
  /** A party the voter represents; absent or null: the voter's own vote. */
  representedPartyId?: string | null;
}

/** A file the voter attached, recorded with the ballot. */
export interface BallotUpload {
  id: string;
  kind: 'support' | 'power_of_attorney';
  name: string;
  sha256: string;
}

/** What the portal's `prepare` step is told about the ballot about to be written. */
export interface BallotContext {
  votingId: string;
  voterId: string;
  requiresSupportDocument: boolean;
  /** Whether any answer is for a represented party. */
  representsParties: boolean;
}

export interface RecordBallotInput {
  voterId: string;
  answers: readonly BallotAnswer[];
  /** Chosen by the client per submission (1–200 characters): a retry sends the same one. */
  idempotencyKey: string;
  remoteAddress: string | null;
  userAgent: string | null;
  /** The address the browser's own IP check saw (evidence only). */
  clientAddress?: string | null;
  /** A third party who must approve the ballot before it counts (only the SHA-256 of its token is kept). */
  approver?: { name: string; email: string; tokenHash: string } | null;
  /** The caller's own rules, once the voting's have passed (throw to refuse); returns the uploads to attach. */
  prepare?: (trx: TenantTransaction, context: BallotContext) => Promise<readonly BallotUpload[]>;
}

export interface RecordedBallot {
  ballotId: string;
  /** The hash of the audit entry that records the ballot. */
  receipt: string;
  submittedAt: string;
  votes: number;
  status: 'counted' | 'under_review' | 'returned';
  /** True when this key had been recorded before: nothing was written now. */
  replayed: boolean;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

interface Subject {
  representedPartyId: string | null;
  name: string;
  taxIdType: IdentificationType;
  taxId: string;
  weight: string;
}

/** 409 `voter_has_voted` naming the subject (name and masked CPF/CNPJ): the second attorney's clear message. */
function subjectHasVoted(subject: Subject | undefined): HttpProblem {
  const detail = 'A vote for this CPF/CNPJ on this item is already recorded';
  if (!subject) return new HttpProblem('voter_has_voted', detail);
  return paramsProblem(
    'voter_has_voted',
    { name: subject.name, taxIdMasked: maskTaxId(subject.taxIdType, subject.taxId) },
    detail,
  );
}

/** The subject a unique violation names, from PostgreSQL's detail `Key (…, subject_tax_id)=(…, 12345678909)`. */
function subjectOfViolation(error: unknown, subjects: Iterable<Subject>): Subject | undefined {
  const detail = String((error as { detail?: unknown }).detail ?? '');
  return [...subjects].find((subject) => detail.includes(`, ${subject.taxId})`));
}

/** One subject per represented party named (and the voter for answers without one), or 422 for an unknown party. */
async function subjectsOf(
  trx: TenantTransaction,
  voter: {
    id: string;
    voting_id: string;
    name: string;
    tax_id_type: IdentificationType;
    tax_id: string;
    weight: string;
  },
  answers: readonly BallotAnswer[],
): Promise<Map<string | null, Subject>> {
  const partyIds = [
    ...new Set(answers.flatMap((answer) => (answer.representedPartyId ? [answer.representedPartyId] : []))),
  ];
  const parties = partyIds.length
    ? await trx
        .selectFrom('represented_parties')
        .select(['id', 'name', 'tax_id_type', 'tax_id', 'weight'])
        .where('voting_id', '=', voter.voting_id)
        .where('attorney_voter_id', '=', voter.id)
        .where('id', 'in', partyIds)
        .execute()
    : [];
  const subjects = new Map<string | null, Subject>();
  if (answers.some((answer) => !answer.representedPartyId)) {
    subjects.set(null, {
      representedPartyId: null,
      name: voter.name,
      taxIdType: voter.tax_id_type,
      taxId: voter.tax_id,
      weight: voter.weight,
    });
  }
  for (const party of parties) {
    subjects.set(party.id, {
      representedPartyId: party.id,
      name: party.name,
      taxIdType: party.tax_id_type,
      taxId: party.tax_id,
      weight: party.weight,
    });
  }
  const unknown = answers.flatMap((answer, index) =>
    answer.representedPartyId && !subjects.has(answer.representedPartyId)
      ? [{ field: `answers/${index}/representedPartyId`, code: 'not_found' }]
      : [],
  );
  if (unknown.length) throw fieldProblem('unprocessable', unknown, 'Not a party this voter represents');
  return subjects;
}

/** Every subject answers every item exactly once, and only items of this voting; else 422 with each problem. */
function checkAnswers(answers: readonly BallotAnswer[], itemIds: readonly string[]): void {
  const items = new Set(itemIds);
  const errors: FieldError[] = [];
  const seen = new Map<string | null, Set<string>>();
  answers.forEach((answer, index) => {
    const subject = answer.representedPartyId ?? null;
    const answered = seen.get(subject) ?? new Set<string>();
    seen.set(subject, answered);
    if (!items.has(answer.itemId)) errors.push({ field: `answers/${index}/itemId`, code: 'not_found' });
    else if (answered.has(answer.itemId))
      errors.push({ field: `answers/${index}/itemId`, code: 'duplicate' });
    answered.add(answer.itemId);
  });
  for (const [subject, answered] of seen) {
    const missing = itemIds.filter((itemId) => !answered.has(itemId));
    for (const itemId of missing) {
      errors.push({
        field: 'answers',
        code: 'item_unanswered',
        params: { itemId, representedPartyId: subject ?? '' },
      });
    }
  }
  if (answers.length === 0) errors.push({ field: 'answers', code: 'minItems', params: { limit: 1 } });
  if (errors.length) throw fieldProblem('unprocessable', errors, 'A ballot answers every item once');
}

/** The answer to a submission whose key was recorded before (a retry): that ballot, whatever happened since. */
async function earlierBallot(
  trx: TenantTransaction,
  votingId: string,
  voterId: string,
  idempotencyKey: string,
): Promise<RecordedBallot | undefined> {
  const earlier = await trx
    .selectFrom('ballots')
    .select(['id', 'receipt_hash', 'submitted_at', 'status'])
    .select((eb) =>
      eb
        .selectFrom('votes')
        .select(eb.fn.countAll<number>().as('n'))
        // by the voter's votes (votes_voter_idx), then the ballot's: votes have no index by ballot
        .whereRef('votes.voting_id', '=', 'ballots.voting_id')
        .whereRef('votes.voter_id', '=', 'ballots.voter_id')
        .whereRef('votes.ballot_id', '=', 'ballots.id')
        .as('votes'),
    )
    .where('voting_id', '=', votingId)
    .where('voter_id', '=', voterId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return (
    earlier && {
      ballotId: earlier.id,
      receipt: earlier.receipt_hash ?? '',
      submittedAt: toIso(earlier.submitted_at),
      votes: Number(earlier.votes ?? 0),
      status: earlier.status,
      replayed: true,
    }
  );
}

const isOpenAt = (voting: StatusFields, now: Date) =>
  effectiveStatus(voting, now) === 'open' && new Date(voting.deadline).getTime() > now.getTime();

export async function recordBallot(
  trx: TenantTransaction,
  input: RecordBallotInput,
): Promise<RecordedBallot> {
  const idempotencyKey = input.idempotencyKey.trim();
  if (idempotencyKey.length < 1 || idempotencyKey.length > 200) {
    throw fieldProblem('validation_failed', [
      { field: 'idempotencyKey', code: 'minLength', params: { limit: 1 } },
    ]);
  }
  // 1. Everything that can be checked and prepared without the voting's lock, so that ballots of one voting wait
  // for each other only while they write (the lock is held until the commit). One statement reads the voter, its
  // voting, the items, the key's earlier ballot and whether the voter's own CPF/CNPJ has a vote (on the first item:
  // a ballot answers every item, and the unique vote stays the last word).
  const facts = await trx
    .selectFrom('voters as vr')
    .innerJoin('votings as vt', (join) =>
      join.onRef('vt.company_id', '=', 'vr.company_id').onRef('vt.id', '=', 'vr.voting_id'),
    )
    .select([
      'vr.id',
      'vr.company_id',
      'vr.workspace_id',
      'vr.voting_id',
      'vr.name',
      'vr.tax_id_type',
      'vr.tax_id',
      'vr.weight',
      'vr.status',
      'vt.status as voting_status',
      'vt.opens_at',
      'vt.deadline',
      'vt.requires_support_document',
    ])
    .select((eb) => [
      eb
        .selectFrom('voting_items as vi')
        .select(sql<string[]>`coalesce(json_agg(vi.id order by vi.position), '[]')`.as('ids'))
        .whereRef('vi.voting_id', '=', 'vr.voting_id')
        .as('item_ids'),
      eb
        .selectFrom('ballots as b')
        .select('b.id')
        .whereRef('b.voting_id', '=', 'vr.voting_id')
        .whereRef('b.voter_id', '=', 'vr.id')
        .where('b.idempotency_key', '=', idempotencyKey)
        .as('earlier_id'),
      eb
        .exists(
          eb
            .selectFrom('votes as vo')
            .select('vo.id')
            .whereRef('vo.voting_id', '=', 'vr.voting_id')
            .where('vo.item_id', '=', (sub) =>
              sub
                .selectFrom('voting_items as first')
                .select('first.id')
                .whereRef('first.voting_id', '=', 'vr.voting_id')
                .orderBy('first.position')
                .limit(1),
            )
            .whereRef('vo.subject_tax_id', '=', 'vr.tax_id'),
        )
        .as('own_vote_taken'),
    ])
    .where('vr.id', '=', input.voterId)
    .executeTakeFirst();
  if (!facts) throw new HttpProblem('not_found');
  const voter = facts;
  const scope = { companyId: voter.company_id, workspaceId: voter.workspace_id };
  const target = { ...scope, votingId: voter.voting_id };
  const now = new Date();
  if (facts.earlier_id) return (await earlierBallot(trx, voter.voting_id, voter.id, idempotencyKey))!;
  const stored: VotingFacts = {
    id: facts.voting_id,
    status: facts.voting_status,
    opens_at: facts.opens_at,
    deadline: facts.deadline,
    requires_support_document: facts.requires_support_document,
  };
  // A voting whose stored status lags the clock is settled first (under its lock, as every read does).
  const voting =
    effectiveStatus(stored, now) === stored.status
      ? stored
      : await loadSettledVoting(trx, systemActor(scope), voter.voting_id, now);
  if (!voting) throw new HttpProblem('not_found');
  let prepared: Awaited<ReturnType<typeof prepareBallot>>;
  try {
    prepared = await prepareBallot(trx, voter, voting, input, now, {
      itemIds: facts.item_ids ?? [],
      ownVoteTaken: Boolean(facts.own_vote_taken),
    });
  } catch (error) {
    // A submission with this key that committed meanwhile (its votes now taken, its uploads bound) is answered
    // as the retry it is.
    const replay =
      error instanceof HttpProblem && (await earlierBallot(trx, voting.id, voter.id, idempotencyKey));
    if (replay) return replay;
    throw error;
  }
  const { subjects, uploads, status, approver } = prepared;

  // 2. The voting's lock; then, in a statement that starts after it (and so sees every ballot and change committed
  // before), the key's earlier ballot, the voter's status and the chain's head. The voting's status is the locked row's.
  const locked = await loadVotingForUpdate(trx, voting.id);
  const state = await trx
    .selectNoFrom((eb) => [
      eb.selectFrom('voters').select('status').where('id', '=', voter.id).as('voter_status'),
      eb
        .selectFrom('ballots')
        .select('id')
        .where('voting_id', '=', voting.id)
        .where('voter_id', '=', voter.id)
        .where('idempotency_key', '=', idempotencyKey)
        .as('earlier_id'),
      ...chainHeadColumns(eb, target),
    ])
    .executeTakeFirstOrThrow();
  if (state.earlier_id) return (await earlierBallot(trx, voting.id, voter.id, idempotencyKey))!;
  if (!locked || !isOpenAt(locked, now)) {
    throw new HttpProblem('invalid_state', 'Votes are taken only while the voting is open');
  }
  if (state.voter_status !== 'active') throw new HttpProblem('voter_voided', 'The voter was voided');

  // 3. One statement writes the ballot (its receipt known beforehand), its votes, its audit entry and the uploads
  // it takes. The unique vote per subject is still the last word.
  const ballotId = randomUUID();
  const votes = input.answers.map((answer) => {
    const subject = subjects.get(answer.representedPartyId ?? null)!;
    return {
      company_id: voter.company_id,
      workspace_id: voter.workspace_id,
      voting_id: voting.id,
      item_id: answer.itemId,
      ballot_id: ballotId,
      voter_id: voter.id,
      represented_party_id: subject.representedPartyId,
      subject_tax_id: subject.taxId,
      choice: answer.choice,
      weight: subject.weight,
      cast_at: now,
    };
  });
  const entry = nextAuditEntry(
    { seq: state.head_seq, hash: state.head_hash },
    { kind: 'voter', id: voter.id },
    'ballot.recorded',
    {
      ballotId,
      status,
      ...(approver ? { approver: { name: approver.name, email: approver.email } } : {}),
      ...(uploads.length
        ? {
            uploads: uploads.map((upload) => ({
              id: upload.id,
              kind: upload.kind,
              name: upload.name,
              sha256: upload.sha256,
            })),
          }
        : {}),
      votes: votes.map((vote) => ({
        itemId: vote.item_id,
        choice: vote.choice,
        representedPartyId: vote.represented_party_id,
        weight: vote.weight,
      })),
    },
  );
  const writes = trx
    .with('ballot', (db) =>
      db.insertInto('ballots').values({
        company_id: voter.company_id,
        workspace_id: voter.workspace_id,
        voting_id: voting.id,
        id: ballotId,
        voter_id: voter.id,
        idempotency_key: idempotencyKey,
        remote_address: input.remoteAddress,
        user_agent: input.userAgent?.slice(0, 500) ?? null,
        client_address: input.clientAddress?.slice(0, 100) || null,
        status,
        approver_name: approver?.name ?? null,
        approver_email: approver?.email ?? null,
        approver_token_hash: approver?.tokenHash ?? null,
        receipt_hash: entry.hash,
        submitted_at: now,
      }),
    )
    .with('entry', (db) => db.insertInto('voting_audit_entries').values(auditEntryRow(target, entry)))
    .with('vote', (db) => db.insertInto('votes').values(votes));
  try {
    if (uploads.length) {
      const bound = await writes
        .with('bound', (db) =>
          db
            .updateTable('voter_uploads')
            .set({ ballot_id: ballotId })
            .where('voter_id', '=', voter.id)
            .where('ballot_id', 'is', null)
            .where(
              'id',
              'in',
              uploads.map((upload) => upload.id),
            )
            .returning('id'),
        )
        .selectFrom('bound')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(bound.n) !== uploads.length) {
        throw new HttpProblem(
          'invalid_state',
          'An attached file was removed while the ballot was being recorded',
        );
      }
    } else {
      await writes.selectNoFrom((eb) => eb.lit(1).as('written')).execute();
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw subjectHasVoted(subjectOfViolation(error, subjects.values()));
    throw error;
  }
  return {
    ballotId,
    receipt: entry.hash,
    submittedAt: now.toISOString(),
    votes: votes.length,
    status,
    replayed: false,
  };
}

/** What a ballot's checks need of its voting. */
type VotingFacts = StatusFields & { id: string; requires_support_document: boolean };

/**
 * The checks of a new ballot that need no lock (the voting's status and the voter's are checked again under it):
 * the voting open, the voter active, every item answered once per subject, no subject voted already (the unique
 * vote is still the last word), the caller's `prepare` step. Answers what to write.
 */
async function prepareBallot(
  trx: TenantTransaction,
  voter: Parameters<typeof subjectsOf>[1] & { status: string },
  voting: VotingFacts,
  input: RecordBallotInput,
  now: Date,
  known: { itemIds: readonly string[]; ownVoteTaken: boolean },
) {
  if (!isOpenAt(voting, now)) {
    throw new HttpProblem('invalid_state', 'Votes are taken only while the voting is open');
  }
  if (voter.status !== 'active') throw new HttpProblem('voter_voided', 'The voter was voided');

  const { itemIds } = known;
  checkAnswers(input.answers, itemIds);
  const subjects = await subjectsOf(trx, voter, input.answers);
  const own = subjects.get(null);
  if (own && known.ownVoteTaken) throw subjectHasVoted(own);
  const parties = [...subjects.values()].filter((subject) => subject.representedPartyId !== null);
  const taken = parties.length
    ? await trx
        .selectFrom('votes')
        .select('subject_tax_id')
        .where('voting_id', '=', voting.id)
        .where('item_id', 'in', itemIds) // the unique index's columns, in its order
        .where(
          'subject_tax_id',
          'in',
          parties.map((subject) => subject.taxId),
        )
        .limit(1)
        .executeTakeFirst()
    : undefined;
  if (taken) throw subjectHasVoted(parties.find((subject) => subject.taxId === taken.subject_tax_id));
  const uploads =
    (await input.prepare?.(trx, {
      votingId: voting.id,
      voterId: voter.id,
      requiresSupportDocument: voting.requires_support_document,
      representsParties: parties.length > 0,
    })) ?? [];
  const approver = input.approver ?? null;
  const status: 'counted' | 'under_review' = approver ? 'under_review' : 'counted';
  return { subjects, uploads, status, approver };
}
