import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/tenant.ts';
import { Refusal } from '../refusal.ts';
import { auditEntryRow, chainHeadColumns, loadVotingForUpdate, nextAuditEntry } from './audit-log.ts';
import { isUniqueViolation, subjectHasVoted, subjectOfViolation } from './ballot-problems.ts';
import { earlierBallot, keyReusedProblem } from './ballot-replay.ts';
import type { PendingBallot, RecordedBallot } from './ballot-types.ts';
import { isOpenAt } from './check-ballot.ts';

// Writes checked ballots of ONE voting in the caller's transaction — one ballot (recordBallot) or a batch
// (ballot-batcher.ts) — each exactly once:
// 1. the voting's row is locked until the commit (every ballot appends to its audit chain: the next entry needs
//    this one's hash);
// 2. one statement, started after the lock (so it sees everything committed before), reads what could have changed
//    since the checks, for the whole batch: the voters' status, the keys already recorded, the subjects already
//    voted, the uploads still free, the represented parties still there, and the chain's head;
// 3. each ballot, in order, is answered: a key recorded before (or earlier in the batch) is its replay — with other
//    answers, refused as a reused key; a ballot that now breaks a rule is refused on its own (the others still go);
//    the rest are chained one after another;
// 4. one statement writes the accepted ballots, their votes, audit entries and uploads, and the jobs (e-mails) they
//    carry. The unique vote per (voting, item, subject) is still the last word: a violation throws (for a lone
//    ballot, as 409 naming the subject), and the caller's transaction rolls back.

export type BallotOutcome = { ok: true; ballot: RecordedBallot } | { ok: false; error: unknown };

/** Votes per INSERT: 11 parameters each stays below PostgreSQL's 65,535. */
const VOTES_PER_STATEMENT = 4000;

const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/** One statement: what the checks saw that a concurrent change could have undone. */
async function lockedState(trx: TenantTransaction, batch: readonly PendingBallot[]) {
  const { companyId, workspaceId, votingId, firstItemId } = batch[0]!;
  const voterIds = unique(batch.map((ballot) => ballot.voterId));
  const keys = unique(batch.map((ballot) => ballot.idempotencyKey));
  const taxIds = unique(batch.flatMap((ballot) => ballot.subjects.map((subject) => subject.taxId)));
  const uploadIds = unique(batch.flatMap((ballot) => ballot.uploads.map((upload) => upload.id)));
  const partyIds = unique(
    batch.flatMap((ballot) => ballot.subjects.flatMap((subject) => subject.representedPartyId ?? [])),
  );
  const none = sql<string[]>`'[]'::json`;
  return trx
    .selectNoFrom((eb) => [
      eb
        .selectFrom('voters')
        .select(sql<string[]>`coalesce(json_agg(id), '[]')`.as('ids'))
        .where('id', 'in', voterIds)
        .where('status', '=', 'active')
        .as('active_voters'),
      eb
        .selectFrom('ballots')
        .select(
          sql<
            { voter_id: string; key: string }[]
          >`coalesce(json_agg(json_build_object('voter_id', voter_id, 'key', idempotency_key)), '[]')`.as(
            'keys',
          ),
        )
        .where('voting_id', '=', votingId)
        .where('voter_id', 'in', voterIds)
        .where('idempotency_key', 'in', keys)
        .as('recorded_keys'),
      eb
        .selectFrom('votes')
        .select(sql<string[]>`coalesce(json_agg(subject_tax_id), '[]')`.as('tax_ids'))
        .where('voting_id', '=', votingId)
        .where('item_id', '=', firstItemId)
        .where('subject_tax_id', 'in', taxIds)
        .as('taken_tax_ids'),
      uploadIds.length
        ? eb
            .selectFrom('voter_uploads')
            .select(sql<string[]>`coalesce(json_agg(id), '[]')`.as('ids'))
            .where('id', 'in', uploadIds)
            .where('ballot_id', 'is', null)
            .as('free_uploads')
        : none.as('free_uploads'),
      partyIds.length
        ? eb
            .selectFrom('represented_parties')
            .select(sql<string[]>`coalesce(json_agg(id), '[]')`.as('ids'))
            .where('id', 'in', partyIds)
            .as('parties')
        : none.as('parties'),
      ...chainHeadColumns(eb, { companyId, workspaceId, votingId }),
    ])
    .executeTakeFirstOrThrow();
}

const refused = (error: unknown): BallotOutcome => ({ ok: false, error });

export async function writeBallots(
  trx: TenantTransaction,
  batch: readonly PendingBallot[],
): Promise<BallotOutcome[]> {
  const [first] = batch;
  if (!first) return [];
  if (batch.some((ballot) => ballot.votingId !== first.votingId)) {
    throw new Error('writeBallots: every ballot of a batch belongs to one voting');
  }
  const target = { companyId: first.companyId, workspaceId: first.workspaceId, votingId: first.votingId };
  const locked = await loadVotingForUpdate(trx, first.votingId);
  const state = await lockedState(trx, batch);
  const now = new Date();
  const open = Boolean(locked && isOpenAt(locked, now));
  const active = new Set(state.active_voters ?? []);
  const recordedKeys = new Set((state.recorded_keys ?? []).map((row) => `${row.voter_id} ${row.key}`));
  const taken = new Set(state.taken_tax_ids ?? []);
  const freeUploads = new Set(state.free_uploads ?? []);
  const parties = new Set(state.parties ?? []);

  let head = { seq: state.head_seq, hash: state.head_hash };
  const outcomes: (BallotOutcome | undefined)[] = [];
  /** Accepted ballots (and their answers' digest) by voter and key, for a repeated submission within the batch. */
  const acceptedKeys = new Map<string, { recorded: RecordedBallot; answersSha256: string }>();
  const accepted: { ballot: PendingBallot; receipt: string }[] = [];
  const entries: ReturnType<typeof auditEntryRow>[] = [];
  for (const [index, ballot] of batch.entries()) {
    const key = `${ballot.voterId} ${ballot.idempotencyKey}`;
    if (recordedKeys.has(key)) continue; // answered below, from the database
    const twin = acceptedKeys.get(key);
    if (twin) {
      outcomes[index] =
        twin.answersSha256 === ballot.answersSha256
          ? { ok: true, ballot: { ...twin.recorded, replayed: true } }
          : refused(keyReusedProblem());
      continue;
    }
    const takenSubject = ballot.subjects.find((subject) => taken.has(subject.taxId));
    if (!open) {
      outcomes[index] = refused(
        new Refusal('invalid_state', 'Votes are taken only while the voting is open'),
      );
    } else if (!active.has(ballot.voterId)) {
      outcomes[index] = refused(new Refusal('voter_voided', 'The voter was voided'));
    } else if (takenSubject) {
      outcomes[index] = refused(subjectHasVoted(takenSubject));
    } else if (ballot.subjects.some((s) => s.representedPartyId && !parties.has(s.representedPartyId))) {
      outcomes[index] = refused(
        new Refusal('invalid_state', 'A represented party was removed while the ballot was being recorded'),
      );
    } else if (ballot.uploads.some((upload) => !freeUploads.has(upload.id))) {
      outcomes[index] = refused(
        new Refusal('invalid_state', 'An attached file was removed while the ballot was being recorded'),
      );
    }
    if (outcomes[index]) continue;
    for (const subject of ballot.subjects) taken.add(subject.taxId);
    for (const upload of ballot.uploads) freeUploads.delete(upload.id);
    const entry = nextAuditEntry(head, { kind: 'voter', id: ballot.voterId }, 'ballot.recorded', {
      ballotId: ballot.ballotId,
      status: ballot.status,
      ...(ballot.approver ? { approver: { name: ballot.approver.name, email: ballot.approver.email } } : {}),
      ...(ballot.uploads.length
        ? {
            uploads: ballot.uploads.map((upload) => ({
              id: upload.id,
              kind: upload.kind,
              name: upload.name,
              sha256: upload.sha256,
            })),
          }
        : {}),
      votes: ballot.answers.map((answer) => ({
        itemId: answer.itemId,
        choice: answer.choice,
        representedPartyId: answer.subject.representedPartyId,
        weight: answer.subject.weight,
      })),
    });
    head = { seq: entry.seq, hash: entry.hash };
    entries.push(auditEntryRow(target, entry));
    accepted.push({ ballot, receipt: entry.hash });
    const recorded: RecordedBallot = {
      ballotId: ballot.ballotId,
      receipt: entry.hash,
      submittedAt: now.toISOString(),
      votes: ballot.answers.length,
      status: ballot.status,
      replayed: false,
    };
    acceptedKeys.set(key, { recorded, answersSha256: ballot.answersSha256 });
    outcomes[index] = { ok: true, ballot: recorded };
  }

  if (accepted.length) {
    try {
      await insertAccepted(trx, accepted, entries, now);
    } catch (error) {
      if (isUniqueViolation(error) && batch.length === 1) {
        throw subjectHasVoted(subjectOfViolation(error, first.subjects));
      }
      throw error;
    }
  }
  for (const [index, ballot] of batch.entries()) {
    if (outcomes[index]) continue;
    try {
      const replay = await earlierBallot(
        trx,
        ballot.votingId,
        ballot.voterId,
        ballot.idempotencyKey,
        ballot.answersSha256,
      );
      outcomes[index] = replay ? { ok: true, ballot: replay } : refused(new Refusal('not_found'));
    } catch (error) {
      outcomes[index] = refused(error); // the key's ballot has other answers
    }
  }
  return outcomes as BallotOutcome[];
}

/** One statement for the ballots, entries, uploads, jobs and (up to a limit) votes; the rest of the votes after. */
async function insertAccepted(
  trx: TenantTransaction,
  accepted: readonly { ballot: PendingBallot; receipt: string }[],
  entries: readonly ReturnType<typeof auditEntryRow>[],
  now: Date,
): Promise<void> {
  const votes = accepted.flatMap(({ ballot }) =>
    ballot.answers.map((answer) => ({
      company_id: ballot.companyId,
      workspace_id: ballot.workspaceId,
      voting_id: ballot.votingId,
      item_id: answer.itemId,
      ballot_id: ballot.ballotId,
      voter_id: ballot.voterId,
      represented_party_id: answer.subject.representedPartyId,
      subject_tax_id: answer.subject.taxId,
      choice: answer.choice,
      weight: answer.subject.weight,
      cast_at: now,
    })),
  );
  const ballots = accepted.map(({ ballot, receipt }) => ({
    company_id: ballot.companyId,
    workspace_id: ballot.workspaceId,
    voting_id: ballot.votingId,
    id: ballot.ballotId,
    voter_id: ballot.voterId,
    idempotency_key: ballot.idempotencyKey,
    answers_sha256: ballot.answersSha256,
    remote_address: ballot.evidence.remoteAddress,
    user_agent: ballot.evidence.userAgent,
    client_address: ballot.evidence.clientAddress,
    status: ballot.status,
    approver_name: ballot.approver?.name ?? null,
    approver_email: ballot.approver?.email ?? null,
    approver_token_hash: ballot.approver?.tokenHash ?? null,
    receipt_hash: receipt,
    submitted_at: now,
  }));
  /** Upload id → the ballot that takes it (an empty object binds nothing). */
  const uploads = JSON.stringify(
    Object.fromEntries(
      accepted.flatMap(({ ballot }) => ballot.uploads.map((upload) => [upload.id, ballot.ballotId])),
    ),
  );
  const mail = JSON.stringify(
    accepted.flatMap(({ ballot }) =>
      ballot.mail.map((message) => ({
        company_id: ballot.companyId,
        workspace_id: ballot.workspaceId,
        kind: message.kind,
        payload: message.payload,
        dedupe_key: message.dedupeKey,
        recipient_key: message.recipientKey,
        address: message.address,
      })),
    ),
  );
  const { bound } = await trx
    .with('ballot', (db) => db.insertInto('ballots').values(ballots))
    .with('entry', (db) => db.insertInto('voting_audit_entries').values(entries))
    .with('vote', (db) => db.insertInto('votes').values(votes.slice(0, VOTES_PER_STATEMENT)))
    .with('bound', (db) =>
      db
        .updateTable('voter_uploads')
        .set({ ballot_id: sql<string>`(${uploads}::jsonb ->> id::text)::uuid` })
        .where('id', 'in', sql<string>`(select key::uuid from jsonb_each_text(${uploads}::jsonb))`)
        .where('ballot_id', 'is', null)
        .returning('id'),
    )
    // One durable job and its one delivery per e-mail; a dedupe key used before adds nothing.
    .with('job', (db) =>
      db
        .insertInto('jobs')
        .columns(['company_id', 'workspace_id', 'kind', 'payload', 'dedupe_key', 'progress_total'])
        .expression(
          sql`select m.company_id, m.workspace_id, m.kind, m.payload, m.dedupe_key, 1
            from jsonb_to_recordset(${mail}::jsonb)
              as m(company_id uuid, workspace_id uuid, kind text, payload jsonb, dedupe_key text)`,
        )
        .onConflict((conflict) => conflict.columns(['company_id', 'kind', 'dedupe_key']).doNothing())
        .returning(['id', 'company_id', 'workspace_id', 'kind', 'dedupe_key']),
    )
    .with('delivery', (db) =>
      db
        .insertInto('deliveries')
        .columns(['company_id', 'workspace_id', 'job_id', 'recipient_key', 'channel', 'address'])
        .expression(
          sql`select j.company_id, j.workspace_id, j.id, m.recipient_key, 'email', m.address
            from job j
            join jsonb_to_recordset(${mail}::jsonb) as m(kind text, dedupe_key text, recipient_key text, address text)
              on m.kind = j.kind and m.dedupe_key = j.dedupe_key`,
        ),
    )
    .selectNoFrom((eb) =>
      eb
        .selectFrom('bound')
        .select(sql<string>`count(*)`.as('n'))
        .as('bound'),
    )
    .executeTakeFirstOrThrow();
  const expected = accepted.reduce((sum, { ballot }) => sum + ballot.uploads.length, 0);
  if (Number(bound) !== expected) {
    // Checked free under the lock, so only a writer that skips the lock gets here.
    throw new Refusal('invalid_state', 'An attached file was removed while the ballot was being recorded');
  }
  for (let start = VOTES_PER_STATEMENT; start < votes.length; start += VOTES_PER_STATEMENT) {
    await trx
      .insertInto('votes')
      .values(votes.slice(start, start + VOTES_PER_STATEMENT))
      .execute();
  }
}
