import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withWorkspace } from '../src/db/tenant.ts';
import { problemStatus } from '../src/http/problem.ts';
import { Refusal } from '../src/services/refusal.ts';
import { createBallotBatcher } from '../src/services/votings/ballot-batcher.ts';
import { answersDigest } from '../src/services/votings/ballot-replay.ts';
import type { PendingBallot } from '../src/services/votings/ballot-types.ts';
import { checkBallot } from '../src/services/votings/check-ballot.ts';
import { verifyAuditChains } from '../src/services/votings/verify-chains.ts';
import { writeBallots, type BallotOutcome } from '../src/services/votings/write-ballots.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import {
  cnpjOf,
  insertRepresentedPartyRow,
  insertVoterRow,
  insertVotingRow,
} from './support/voting-fixtures.ts';

// Ballots written together (write-ballots.ts, ballot-batcher.ts): each ballot of a batch is answered on its own —
// recorded, replayed or refused — and the voting's chain takes the recorded ones one after another.

const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const HOUR = 3_600_000;

describe.each(SUITE_BACKENDS)('ballots written in batches (%s)', (backend) => {
  const api = useApi(backend);
  const inWorkspace = <T>(work: Parameters<typeof withWorkspace<T>>[3]) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, work);

  async function openVoting() {
    return insertVotingRow(api.database, scope, {
      status: 'open',
      opensAt: new Date(Date.now() - HOUR),
      deadline: new Date(Date.now() + 24 * HOUR),
    });
  }

  /** The checked ballot of `voterId` answering every item (for `partyId` when given). */
  async function checked(
    voterId: string,
    itemIds: string[],
    key: string,
    partyId?: string,
    choice: 'approve' | 'reject' = 'approve',
  ) {
    const result = await inWorkspace((trx) =>
      checkBallot(trx, {
        voterId,
        answers: itemIds.map((itemId) => ({ itemId, choice, representedPartyId: partyId })),
        idempotencyKey: key,
        remoteAddress: '203.0.113.9',
        userAgent: 'vitest',
      }),
    );
    if (!('pending' in result)) throw new Error('expected a new ballot');
    return result.pending;
  }

  const describeOutcome = (outcome: BallotOutcome) =>
    outcome.ok
      ? outcome.ballot.replayed
        ? 'replayed'
        : 'recorded'
      : outcome.error instanceof Refusal
        ? `${problemStatus(outcome.error.code)} ${outcome.error.code}`
        : String(outcome.error);

  it('answers each ballot of a batch on its own, and chains the recorded ones in order', async () => {
    const { votingId, itemIds } = await openVoting();
    const voting = { ...scope, votingId };
    const [a, b, c, d] = await Promise.all(
      Array.from({ length: 4 }, () => insertVoterRow(api.database, voting)),
    );
    const party = cnpjOf(777);
    const { voterId: partyVoter } = await insertVoterRow(api.database, voting, { taxId: party });
    const partyId = await insertRepresentedPartyRow(
      api.database,
      { ...voting, attorneyVoterId: d!.voterId },
      { taxId: party },
    );
    const batch: PendingBallot[] = [
      await checked(a!.voterId, itemIds, 'a'),
      await checked(a!.voterId, itemIds, 'a'), // the same submission again: its replay
      await checked(b!.voterId, itemIds, 'b-1'),
      await checked(b!.voterId, itemIds, 'b-2'), // the same voter, another key: already voted
      await checked(c!.voterId, itemIds, 'c'), // voided after its checks
      await checked(partyVoter, itemIds, 'party'),
      await checked(d!.voterId, itemIds, 'd', partyId), // the party voted just before, in this batch
    ];
    await inWorkspace((trx) =>
      trx
        .updateTable('voters')
        .set({ status: 'voided', void_reason: 'Duplicado', voided_at: new Date() })
        .where('id', '=', c!.voterId)
        .execute(),
    );
    const outcomes = await inWorkspace((trx) => writeBallots(trx, batch));
    expect(outcomes.map(describeOutcome)).toEqual([
      'recorded',
      'replayed',
      'recorded',
      '409 voter_has_voted',
      '403 voter_voided',
      'recorded',
      '409 voter_has_voted',
    ]);
    const [first, twin] = outcomes as Extract<BallotOutcome, { ok: true }>[];
    expect(twin!.ballot.ballotId).toBe(first!.ballot.ballotId);

    // Three ballots, their votes and three chained entries; the receipts are those entries' hashes, in order.
    const entries = await inWorkspace((trx) =>
      trx
        .selectFrom('voting_audit_entries')
        .select(['seq', 'hash', 'action'])
        .where('voting_id', '=', votingId)
        .orderBy('seq')
        .execute(),
    );
    const receipts = outcomes.flatMap((outcome) =>
      outcome.ok && !outcome.ballot.replayed ? [outcome.ballot.receipt] : [],
    );
    expect(entries.filter((entry) => entry.action === 'ballot.recorded').map((entry) => entry.hash)).toEqual(
      receipts,
    );
    const [report] = await verifyAuditChains(api.database.db, votingId);
    expect(report).toMatchObject({ ok: true });
    const votes = await inWorkspace(async (trx) => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from votes where voting_id = ${votingId}`.execute(trx);
      return rows[0]!.n;
    });
    expect(votes).toBe(3 * itemIds.length);

    // Written again (a retry of the whole batch): every recorded one is a replay, nothing is added.
    const again = await inWorkspace((trx) => writeBallots(trx, [batch[0]!, batch[2]!]));
    expect(again.map(describeOutcome)).toEqual(['replayed', 'replayed']);
  });

  it('a key again with other answers — in the same batch, or recorded by an earlier one — is 409 idempotency_key_reused', async () => {
    const { votingId, itemIds } = await openVoting();
    const voting = { ...scope, votingId };
    const [a, b, c] = await Promise.all(
      Array.from({ length: 3 }, () => insertVoterRow(api.database, voting)),
    );
    const earlier = await checked(b!.voterId, itemIds, 'b');
    expect((await inWorkspace((trx) => writeBallots(trx, [earlier]))).map(describeOutcome)).toEqual([
      'recorded',
    ]);
    const batch = [
      await checked(a!.voterId, itemIds, 'a'),
      await checked(a!.voterId, itemIds, 'a', undefined, 'reject'), // the same key, other answers
      await checked(a!.voterId, itemIds, 'a'), // the same key, the same answers
      // b's key, recorded by the earlier batch, with other answers (both passed the checks before either was written)
      {
        ...earlier,
        ballotId: randomUUID(),
        answers: earlier.answers.map((answer) => ({ ...answer, choice: 'reject' as const })),
        answersSha256: answersDigest(itemIds.map((itemId) => ({ itemId, choice: 'reject' as const }))),
      },
      await checked(c!.voterId, itemIds, 'c'),
    ];
    const outcomes = await inWorkspace((trx) => writeBallots(trx, batch));
    expect(outcomes.map(describeOutcome)).toEqual([
      'recorded',
      '409 idempotency_key_reused',
      'replayed',
      '409 idempotency_key_reused',
      'recorded',
    ]);
    const choices = await inWorkspace((trx) =>
      trx.selectFrom('votes').select(['voter_id', 'choice']).where('voting_id', '=', votingId).execute(),
    );
    expect(choices.every((vote) => vote.choice === 'approve')).toBe(true);
    expect(choices).toHaveLength(3 * itemIds.length);
  });

  it('batches the ballots that arrive together, and a failing batch is written again one ballot at a time', async () => {
    const { votingId, itemIds } = await openVoting();
    const voting = { ...scope, votingId };
    const voters = await Promise.all(Array.from({ length: 30 }, () => insertVoterRow(api.database, voting)));
    const pending = await Promise.all(
      voters.map(({ voterId }, index) => checked(voterId, itemIds, `k-${index}`)),
    );
    // One ballot the checks could not catch: an item that does not exist (its foreign key fails the statement).
    const broken = pending[7]!;
    const tampered: PendingBallot = {
      ...broken,
      answers: broken.answers.map((answer, index) =>
        index === 0 ? { ...answer, itemId: randomUUID() } : answer,
      ),
    };
    const batcher = createBallotBatcher(api.database.db);
    const results = await Promise.allSettled(
      pending.map((ballot, index) => batcher.record(index === 7 ? tampered : ballot)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(29);
    expect(results[7]!.status).toBe('rejected');
    // 30 ballots in fewer transactions than ballots (the first alone, the rest together), plus the retries.
    expect(batcher.written.ballots).toBeGreaterThan(30);
    const ballots = await inWorkspace((trx) =>
      trx.selectFrom('ballots').select('voter_id').where('voting_id', '=', votingId).execute(),
    );
    expect(ballots).toHaveLength(29);
    expect(ballots.map((row) => row.voter_id)).not.toContain(broken.voterId);
    const [report] = await verifyAuditChains(api.database.db, votingId);
    expect(report).toMatchObject({ ok: true });
  });
});
