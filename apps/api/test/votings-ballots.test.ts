import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type {
  Voting,
  VotingResults,
  VotingSummary,
  RepresentedVote,
  AuditEntry,
} from '@backoffice/api-client';
import { withWorkspace } from '../src/db/tenant.ts';
import { problemStatus } from '../src/http/problem.ts';
import { Refusal } from '../src/services/refusal.ts';
import {
  recordBallot,
  type BallotAnswer,
  type RecordedBallot,
} from '../src/services/votings/record-ballot.ts';
import { BACKFILL_ANSWERS_SHA256 } from '../src/db/migrations/0012_pin_sends_and_ballot_answers.ts';
import { answersDigest } from '../src/services/votings/ballot-replay.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import {
  cnpjOf,
  insertRepresentedPartyRow,
  insertVoterRow,
  insertVotingRow,
  type VotingRowOptions,
} from './support/voting-fixtures.ts';

// Ballots (recordBallot, what the voter portal will call) and the results they add up to.

const OBSERVER = demo.observer.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const HOUR = 3_600_000;

describe.each(SUITE_BACKENDS)('ballots and results (%s)', (backend) => {
  const api = useApi(backend);

  const inWorkspace = <T>(work: Parameters<typeof withWorkspace<T>>[3]) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, work);

  async function openVoting(options: VotingRowOptions = {}) {
    return insertVotingRow(api.database, scope, {
      status: 'open',
      opensAt: new Date(Date.now() - HOUR),
      deadline: new Date(Date.now() + 24 * HOUR),
      ...options,
    });
  }

  const vote = (voterId: string, answers: BallotAnswer[], idempotencyKey = `key-${voterId}`) =>
    inWorkspace((trx) =>
      recordBallot(trx, {
        voterId,
        answers,
        idempotencyKey,
        remoteAddress: '203.0.113.9',
        userAgent: 'vitest',
      }),
    );

  /** The status and code of the refusal a rejected call ends with. */
  async function problemOf(call: Promise<unknown>): Promise<string> {
    try {
      await call;
    } catch (error) {
      if (error instanceof Refusal) return `${problemStatus(error.code)} ${error.code}`;
      throw error;
    }
    return 'accepted';
  }

  const both = (items: string[], choice: BallotAnswer['choice']): BallotAnswer[] =>
    items.map((itemId) => ({ itemId, choice }));

  describe('recording', () => {
    it('records one vote per item, audited by the voter; the receipt is that entry’s hash', async () => {
      const { votingId, itemIds } = await openVoting();
      const { voterId } = await insertVoterRow(api.database, { ...scope, votingId }, { weight: '12.5' });
      const ballot = await vote(voterId, both(itemIds, 'approve'));
      expect(ballot).toMatchObject({ votes: 2, replayed: false });
      const audit = await api.call({ url: `/api/votings/${votingId}/audit`, as: OBSERVER });
      const { entries, chain } = audit.json<{
        entries: AuditEntry[];
        chain: { verified: boolean; head: string };
      }>();
      expect(entries.at(-1)).toMatchObject({
        action: 'ballot.recorded',
        actor: { kind: 'voter', id: voterId },
        hash: ballot.receipt,
        data: { ballotId: ballot.ballotId },
      });
      expect(chain).toMatchObject({ verified: true, head: ballot.receipt });
      const stored = await inWorkspace((trx) =>
        trx
          .selectFrom('votes')
          .select(['weight', 'choice'])
          .where('ballot_id', '=', ballot.ballotId)
          .execute(),
      );
      expect(stored.map((row) => [Number(row.weight), row.choice])).toEqual([
        [12.5, 'approve'],
        [12.5, 'approve'],
      ]);
    });

    it('concurrent submissions with one idempotency key record one ballot and all answer it', async () => {
      const { votingId, itemIds } = await openVoting();
      const { voterId } = await insertVoterRow(api.database, { ...scope, votingId });
      const results = await Promise.all(
        Array.from({ length: 6 }, () => vote(voterId, both(itemIds, 'reject'), 'same-key')),
      );
      expect(new Set(results.map((result) => result.ballotId)).size).toBe(1);
      expect(new Set(results.map((result) => result.receipt)).size).toBe(1);
      expect(results.filter((result) => !result.replayed)).toHaveLength(1);
      const count = await inWorkspace(async (trx) => {
        const { rows } = await sql<{
          n: number;
        }>`select count(*)::int as n from votes where voting_id = ${votingId}`.execute(trx);
        return rows[0]!.n;
      });
      expect(count).toBe(2);
    });

    it('the same key again: the same answers in any order replay; other answers are 409 idempotency_key_reused', async () => {
      const { votingId, itemIds } = await openVoting();
      const { voterId } = await insertVoterRow(api.database, { ...scope, votingId });
      const answers: BallotAnswer[] = [
        { itemId: itemIds[0]!, choice: 'approve' },
        { itemId: itemIds[1]!, choice: 'reject' },
      ];
      const first = await vote(voterId, answers, 'one-key');
      const reordered = [...answers]
        .reverse()
        .map((answer) => ({ ...answer, itemId: answer.itemId.toUpperCase() }));
      expect(await vote(voterId, reordered, 'one-key')).toEqual({ ...first, replayed: true });
      const votesOf = () =>
        inWorkspace((trx) =>
          trx
            .selectFrom('votes')
            .select(['item_id', 'choice'])
            .where('voting_id', '=', votingId)
            .orderBy('item_id')
            .execute(),
        );
      const before = await votesOf();
      for (const other of [
        both(itemIds, 'approve'),
        [
          { itemId: itemIds[0]!, choice: 'approve' as const },
          { itemId: itemIds[1]!, choice: 'abstain' as const },
        ],
      ]) {
        const refusal = vote(voterId, other, 'one-key');
        await expect(refusal).rejects.toThrow(/other answers/);
        expect(await problemOf(vote(voterId, other, 'one-key'))).toBe('409 idempotency_key_reused');
      }
      expect(await votesOf()).toEqual(before);
      // Another key is another ballot: the voter has voted.
      expect(await problemOf(vote(voterId, both(itemIds, 'approve'), 'another-key'))).toBe(
        '409 voter_has_voted',
      );
    });

    it('concurrent submissions of one key with two sets of answers: one recorded, its twins replay, the rest 409', async () => {
      const { votingId, itemIds } = await openVoting();
      const { voterId } = await insertVoterRow(api.database, { ...scope, votingId });
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          vote(voterId, both(itemIds, index % 2 === 0 ? 'approve' : 'reject'), 'raced-key').then(
            (ballot) => (ballot.replayed ? 'replayed' : 'recorded'),
            (error: unknown) =>
              error instanceof Refusal ? `${problemStatus(error.code)} ${error.code}` : String(error),
          ),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'replayed')).toHaveLength(2);
      expect(outcomes.filter((outcome) => outcome === '409 idempotency_key_reused')).toHaveLength(3);
      const choices = await inWorkspace((trx) =>
        trx.selectFrom('votes').select('choice').where('voting_id', '=', votingId).execute(),
      );
      expect(new Set(choices.map((row) => row.choice)).size).toBe(1);
    });

    it('the migration’s back-fill gives a ballot the digest its answers have', async () => {
      const { votingId, itemIds } = await openVoting();
      const voting = { ...scope, votingId };
      const { voterId } = await insertVoterRow(api.database, voting);
      const partyId = await insertRepresentedPartyRow(
        api.database,
        { ...voting, attorneyVoterId: voterId },
        { taxId: cnpjOf(4321) },
      );
      const answers: BallotAnswer[] = [
        { itemId: itemIds[1]!, choice: 'conflict' },
        { itemId: itemIds[0]!, choice: 'approve', representedPartyId: partyId },
        { itemId: itemIds[0]!, choice: 'reject' },
        { itemId: itemIds[1]!, choice: 'abstain', representedPartyId: partyId },
      ];
      const ballot = await vote(voterId, answers, 'backfilled');
      const digestOf = () =>
        inWorkspace(async (trx) => {
          const row = await trx
            .selectFrom('ballots')
            .select('answers_sha256')
            .where('id', '=', ballot.ballotId)
            .executeTakeFirstOrThrow();
          return row.answers_sha256;
        });
      expect(await digestOf()).toBe(answersDigest(answers));
      await inWorkspace((trx) =>
        trx.updateTable('ballots').set({ answers_sha256: null }).where('id', '=', ballot.ballotId).execute(),
      );
      // As the migration runs it: its owner, every company's rows.
      await sql.raw(BACKFILL_ANSWERS_SHA256).execute(api.database.db);
      expect(await digestOf()).toBe(answersDigest(answers));
    });

    it('concurrent submissions with different keys: one is recorded, the others are 409 voter_has_voted', async () => {
      const { votingId, itemIds } = await openVoting();
      const { voterId } = await insertVoterRow(api.database, { ...scope, votingId });
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          problemOf(vote(voterId, both(itemIds, 'abstain'), `attempt-${index}`)),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === '409 voter_has_voted')).toHaveLength(4);
      const ballots = await inWorkspace((trx) =>
        trx.selectFrom('ballots').select('id').where('voting_id', '=', votingId).execute(),
      );
      expect(ballots).toHaveLength(1);
    });

    it('a subject counts once whoever votes: an attorney cannot vote a party that already voted as a voter', async () => {
      const { votingId, itemIds } = await openVoting();
      const party = cnpjOf(4242);
      const { voterId: partyVoter } = await insertVoterRow(
        api.database,
        { ...scope, votingId },
        { taxId: party },
      );
      const { voterId: attorney } = await insertVoterRow(api.database, { ...scope, votingId });
      const partyId = await insertRepresentedPartyRow(
        api.database,
        { ...scope, votingId, attorneyVoterId: attorney },
        { taxId: party, weight: '300' },
      );
      await vote(partyVoter, both(itemIds, 'approve'));
      const attempt = vote(
        attorney,
        itemIds.map((itemId) => ({ itemId, choice: 'reject' as const, representedPartyId: partyId })),
      );
      expect(await problemOf(attempt)).toBe('409 voter_has_voted');
    });

    it('a ballot answers every item once for each subject, and only items of its voting', async () => {
      const { votingId, itemIds } = await openVoting();
      const other = await openVoting();
      const { voterId } = await insertVoterRow(api.database, { ...scope, votingId });
      const cases: BallotAnswer[][] = [
        [],
        [{ itemId: itemIds[0]!, choice: 'approve' }],
        [...both(itemIds, 'approve'), { itemId: itemIds[0]!, choice: 'reject' }],
        [
          { itemId: itemIds[0]!, choice: 'approve' },
          { itemId: other.itemIds[1]!, choice: 'approve' },
        ],
        both(itemIds, 'approve').map((answer) => ({ ...answer, representedPartyId: other.votingId })),
      ];
      for (const answers of cases) expect(await problemOf(vote(voterId, answers))).toBe('422 unprocessable');
      expect(await problemOf(vote(voterId, both(itemIds, 'approve')))).toBe('accepted');
    });

    it('no vote outside an open voting before its deadline, and none by a voided voter', async () => {
      const statuses: VotingRowOptions[] = [
        { status: 'draft' },
        { status: 'scheduled', opensAt: new Date(Date.now() + HOUR) },
        { status: 'closed' },
        { status: 'cancelled' },
      ];
      for (const options of statuses) {
        const { votingId, itemIds } = await insertVotingRow(api.database, scope, options);
        const { voterId } = await insertVoterRow(api.database, { ...scope, votingId });
        expect(await problemOf(vote(voterId, both(itemIds, 'approve'))), options.status).toBe(
          '409 invalid_state',
        );
      }
      // Open in the database but past its deadline: refused (the settling rolls back with the refusal; the
      // next read writes it).
      const late = await openVoting({
        opensAt: new Date(Date.now() - 2 * HOUR),
        deadline: new Date(Date.now() - 1000),
      });
      const { voterId } = await insertVoterRow(api.database, { ...late, ...scope });
      expect(await problemOf(vote(voterId, both(late.itemIds, 'approve')))).toBe('409 invalid_state');
      const ballots = await inWorkspace((trx) =>
        trx.selectFrom('ballots').select('id').where('voting_id', '=', late.votingId).execute(),
      );
      expect(ballots).toEqual([]);
      const read = await api.call({ url: `/api/votings/${late.votingId}`, as: OBSERVER });
      expect(read.json<{ voting: Voting }>().voting.status).toBe('closed');

      const open = await openVoting();
      const voided = await insertVoterRow(
        api.database,
        { ...scope, votingId: open.votingId },
        { voided: true },
      );
      expect(await problemOf(vote(voided.voterId, both(open.itemIds, 'approve')))).toBe('403 voter_voided');
    });
  });

  describe('results', () => {
    it('counts by head and by weight, conflict apart and out of the quorum base; voided and unreviewed left out', async () => {
      const { votingId, itemIds } = await openVoting({ weighting: 'by_weight' });
      const [item1, item2] = itemIds as [string, string];
      const add = (weight: string, options: { taxId?: string } = {}) =>
        insertVoterRow(api.database, { ...scope, votingId }, { weight, ...options }).then(
          (row) => row.voterId,
        );
      const a = await add('100');
      const b = await add('250.5');
      const c = await add('49.5');
      await add('600'); // D: pending
      const e = await add('10'); // attorney
      const f = await add('40'); // ballot under review
      const v = await add('1000'); // voided after voting
      const party = await insertRepresentedPartyRow(
        api.database,
        { ...scope, votingId, attorneyVoterId: e },
        { taxId: cnpjOf(777), weight: '300', name: 'Fundação Previdenciária Ipê' },
      );

      await vote(a, both(itemIds, 'approve'));
      await vote(b, [
        { itemId: item1, choice: 'reject' },
        { itemId: item2, choice: 'abstain' },
      ]);
      await vote(c, [
        { itemId: item1, choice: 'conflict' },
        { itemId: item2, choice: 'approve' },
      ]);
      await vote(e, [
        ...both(itemIds, 'approve'),
        { itemId: item1, choice: 'conflict', representedPartyId: party },
        { itemId: item2, choice: 'reject', representedPartyId: party },
      ]);
      const review: RecordedBallot = await vote(f, both(itemIds, 'approve'));
      await vote(v, both(itemIds, 'approve'));
      await inWorkspace(async (trx) => {
        await trx
          .updateTable('ballots')
          .set({ status: 'under_review' })
          .where('id', '=', review.ballotId)
          .execute();
        await trx
          .updateTable('voters')
          .set({ status: 'voided', void_reason: 'Cotas vendidas', voided_at: new Date() })
          .where('id', '=', v)
          .execute();
      });

      const response = await api.call({ url: `/api/votings/${votingId}/results`, as: OBSERVER });
      expect(response.statusCode, response.body).toBe(200);
      const { results } = response.json<{ results: VotingResults }>();
      // Eligible: the six active voters (1050) and the represented party (300).
      expect(results.eligible).toEqual({ count: 7, weight: '1350' });
      expect(results.items[0]).toEqual({
        itemId: item1,
        position: 1,
        title: 'Aprovar as contas',
        approve: { count: 2, weight: '110' },
        reject: { count: 1, weight: '250.5' },
        abstain: { count: 0, weight: '0' },
        conflict: { count: 2, weight: '349.5' },
        quorumBase: { count: 5, weight: '1000.5' },
        participation: { count: '0.6', weight: '0.36032' },
      });
      expect(results.items[1]).toMatchObject({
        approve: { count: 3, weight: '159.5' },
        reject: { count: 1, weight: '300' },
        abstain: { count: 1, weight: '250.5' },
        conflict: { count: 0, weight: '0' },
        quorumBase: { count: 7, weight: '1350' },
        participation: { count: '0.714286', weight: '0.525926' },
      });
      // Cumulative subjects with a counted vote: A, B, C, E and its party (F is under review, V voided).
      expect(results.participationOverTime[0]!.voted).toBe(0);
      expect(results.participationOverTime.at(-1)!.voted).toBe(5);

      const voting = (await api.call({ url: `/api/votings/${votingId}`, as: OBSERVER })).json<{
        voting: Voting;
      }>().voting;
      // The voters' tabs (F has voted: its ballot waits for the approver) and the voting's subjects.
      expect(voting.counts).toEqual({ voters: 7, completed: 5, pending: 1, voided: 1 });
      expect(voting.participation).toEqual({
        eligible: { total: 7, voters: 6, represented: 1 },
        voted: { total: 5, voters: 4, represented: 1 },
        underReview: { total: 1, voters: 1, represented: 0 },
        pending: { total: 1, voters: 1, represented: 0 },
        voided: 1,
      });
      const list = (await api.call({ url: '/api/votings?sortBy=createdAt&limit=100', as: OBSERVER })).json<{
        votings: VotingSummary[];
      }>();
      expect(list.votings.find((row) => row.id === votingId)!.participation).toEqual({
        eligible: { total: 7, voters: 6, represented: 1 },
        voted: 5,
      });

      const represented = (
        await api.call({ url: `/api/votings/${votingId}/represented-votes?search=ipe`, as: OBSERVER })
      ).json<{ representedVotes: RepresentedVote[] }>().representedVotes;
      expect(represented).toEqual([
        expect.objectContaining({
          id: party,
          name: 'Fundação Previdenciária Ipê',
          weight: '300',
          attorney: { voterId: e, name: expect.any(String) },
          choices: [
            { itemId: item1, choice: 'conflict' },
            { itemId: item2, choice: 'reject' },
          ],
          status: 'counted',
        }),
      ]);
    });

    it('a cancelled voting counts nothing; participation is bucketed hourly over a short span', async () => {
      const { votingId, itemIds } = await openVoting({ opensAt: new Date(Date.now() - 3 * HOUR) });
      const { voterId } = await insertVoterRow(api.database, { ...scope, votingId }, { weight: '5' });
      await vote(voterId, both(itemIds, 'approve'));
      const open = (await api.call({ url: `/api/votings/${votingId}/results`, as: OBSERVER })).json<{
        results: VotingResults;
      }>().results;
      const points = open.participationOverTime;
      expect(points.length).toBeGreaterThanOrEqual(4);
      expect(points.length).toBeLessThanOrEqual(5);
      expect(Date.parse(points[2]!.at) - Date.parse(points[1]!.at)).toBe(HOUR);
      expect(points.at(-1)!.voted).toBe(1);

      await inWorkspace((trx) =>
        trx
          .updateTable('votings')
          .set({ status: 'cancelled', cancelled_at: new Date(), cancel_reason: 'Teste' })
          .where('id', '=', votingId)
          .execute(),
      );
      const cancelled = (await api.call({ url: `/api/votings/${votingId}/results`, as: OBSERVER })).json<{
        results: VotingResults;
      }>().results;
      expect(cancelled.items[0]).toMatchObject({
        approve: { count: 0, weight: '0' },
        quorumBase: { count: 1, weight: '5' },
      });
      expect(cancelled.participationOverTime).toEqual([]);
    });
  });
});
