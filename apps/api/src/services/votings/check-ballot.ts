import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { answersForParties, ballotAnswerErrors } from '@backoffice/domain';
import type { IdentificationType } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import { subjectHasVoted } from './ballot-problems.ts';
import { answersDigest, earlierBallot } from './ballot-replay.ts';
import type {
  BallotAnswer,
  PendingBallot,
  RecordBallotInput,
  RecordedBallot,
  Subject,
} from './ballot-types.ts';
import { loadSettledVoting } from './settle-voting.ts';
import { systemActor } from './voting-actor.ts';
import { effectiveStatus, type StatusFields } from './voting-status.ts';

// The checks of a new ballot that need no lock, in the voter's workspace transaction (nothing is written):
// - the voting effectively open and before its deadline, the voter not voided;
// - every item answered exactly once for each subject the ballot covers (the voter themself, and/or parties the
//   voter represents as attorney), and only items of this voting;
// - no subject voted already (409 `voter_has_voted` naming it, so the attorney learns which party it was);
// - the caller's `prepare` step (the portal's policy and attachments), which answers the uploads to attach.
// A submission whose idempotency key was recorded before is answered with that ballot, whatever happened since —
// when it carries the same answers; with other answers it is 409 `idempotency_key_reused` (ballot-replay.ts).
// What could change before the write — the voting, the voter, the subjects, the uploads, the key — is checked again
// under the voting's lock by writeBallots.

export type CheckedBallot =
  | { pending: PendingBallot; votingTitle: string; voterEmail: string }
  | { replay: RecordedBallot; votingTitle: string };

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
  if (unknown.length) throw fieldRefusal('unprocessable', unknown, 'Not a party this voter represents');
  return subjects;
}

/**
 * Every subject answers every item exactly once, and only items of this voting (the domain's ballotAnswerErrors);
 * else 422 with each problem.
 */
function checkAnswers(answers: readonly BallotAnswer[], itemIds: readonly string[]): void {
  const errors = ballotAnswerErrors(answers, itemIds);
  if (errors.length) throw fieldRefusal('unprocessable', errors, 'A ballot answers every item once');
}

export const isOpenAt = (voting: StatusFields, now: Date) =>
  effectiveStatus(voting, now) === 'open' && new Date(voting.deadline).getTime() > now.getTime();

function readIdempotencyKey(value: string): string {
  const key = value.trim();
  if (key.length < 1 || key.length > 200) {
    throw fieldRefusal('validation_failed', [
      { field: 'idempotencyKey', code: 'minLength', params: { limit: 1 } },
    ]);
  }
  return key;
}

/** The voter, their voting and items, the key's earlier ballot and whether the voter's own CPF/CNPJ has a vote. */
async function loadFacts(trx: TenantTransaction, voterId: string, idempotencyKey: string) {
  return trx
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
      'vr.email',
      'vr.tax_id_type',
      'vr.tax_id',
      'vr.weight',
      'vr.status',
      'vt.title',
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
      // On the first item (a ballot answers every item), through the unique index.
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
    .where('vr.id', '=', voterId)
    .executeTakeFirst();
}

/** The represented parties among `subjects` that already have a vote in the voting (the first found, or none). */
async function takenParty(
  trx: TenantTransaction,
  votingId: string,
  itemIds: readonly string[],
  subjects: Iterable<Subject>,
): Promise<Subject | undefined> {
  const parties = [...subjects].filter((subject) => subject.representedPartyId !== null);
  if (!parties.length) return undefined;
  const taken = await trx
    .selectFrom('votes')
    .select('subject_tax_id')
    .where('voting_id', '=', votingId)
    .where('item_id', 'in', itemIds) // the unique index's columns, in its order
    .where(
      'subject_tax_id',
      'in',
      parties.map((subject) => subject.taxId),
    )
    .limit(1)
    .executeTakeFirst();
  return taken && parties.find((subject) => subject.taxId === taken.subject_tax_id);
}

/**
 * Checks a new ballot (above) and answers what to write, or — for a key recorded before — that ballot. Throws the
 * refusal (an Refusal) otherwise.
 */
export async function checkBallot(trx: TenantTransaction, input: RecordBallotInput): Promise<CheckedBallot> {
  const idempotencyKey = readIdempotencyKey(input.idempotencyKey);
  const answersSha256 = answersDigest(input.answers);
  const facts = await loadFacts(trx, input.voterId, idempotencyKey);
  if (!facts) throw new Refusal('not_found');
  const replay = () => earlierBallot(trx, facts.voting_id, facts.id, idempotencyKey, answersSha256);
  if (facts.earlier_id) return { replay: (await replay())!, votingTitle: facts.title };
  const now = new Date();
  const stored = {
    status: facts.voting_status,
    opens_at: facts.opens_at,
    deadline: facts.deadline,
  };
  // A voting whose stored status lags the clock is settled first (under its lock, as every read does).
  const scope = { companyId: facts.company_id, workspaceId: facts.workspace_id };
  const voting =
    effectiveStatus(stored, now) === stored.status
      ? stored
      : await loadSettledVoting(trx, systemActor(scope), facts.voting_id, now);
  if (!voting) throw new Refusal('not_found');
  try {
    if (!isOpenAt(voting, now)) {
      throw new Refusal('invalid_state', 'Votes are taken only while the voting is open');
    }
    if (facts.status !== 'active') throw new Refusal('voter_voided', 'The voter was voided');
    const itemIds = facts.item_ids ?? [];
    checkAnswers(input.answers, itemIds);
    const subjects = await subjectsOf(trx, facts, input.answers);
    const own = subjects.get(null);
    if (own && facts.own_vote_taken) throw subjectHasVoted(own);
    const party = await takenParty(trx, facts.voting_id, itemIds, subjects.values());
    if (party) throw subjectHasVoted(party);
    const uploads =
      (await input.prepare?.(trx, {
        votingId: facts.voting_id,
        voterId: facts.id,
        requiresSupportDocument: facts.requires_support_document,
        representsParties: answersForParties(input.answers),
      })) ?? [];
    const approver = input.approver ?? null;
    const pending: PendingBallot = {
      ballotId: randomUUID(),
      ...scope,
      votingId: facts.voting_id,
      voterId: facts.id,
      idempotencyKey,
      answersSha256,
      firstItemId: itemIds[0]!,
      subjects: [...subjects.values()],
      answers: input.answers.map((answer) => ({
        itemId: answer.itemId,
        choice: answer.choice,
        subject: subjects.get(answer.representedPartyId ?? null)!,
      })),
      uploads,
      status: approver ? 'under_review' : 'counted',
      approver,
      evidence: {
        remoteAddress: input.remoteAddress,
        userAgent: input.userAgent?.slice(0, 500) ?? null,
        clientAddress: input.clientAddress?.slice(0, 100) || null,
      },
      mail: [],
    };
    return { pending, votingTitle: facts.title, voterEmail: facts.email };
  } catch (error) {
    // A submission with this key that committed meanwhile (its votes now taken, its uploads bound) is answered
    // as the retry it is (or, with other answers, refused as a reused key).
    const replayed = error instanceof Refusal && (await replay());
    if (replayed) return { replay: replayed, votingTitle: facts.title };
    throw error;
  }
}
