import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PortalReceipt, RepresentedParty, VoterImport, VotingSummary } from '@backoffice/api-client';
import { migrate, migrateDown } from '../src/db/migrate.ts';
import { MIGRATIONS } from '../src/db/migrations/index.ts';
import { withWorkspace } from '../src/db/tenant.ts';
import { runJobsUntilIdle } from '../src/jobs/index.ts';
import {
  COUNTED,
  activeVotersSql,
  keptCountersSql,
  representedOnlySql,
  votedSql,
} from '../src/services/votings/voting-counts.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { insertPortalVoter, portalCall, uploadAs, type PortalTestVoter } from './support/portal-ballot.ts';
import { BACKENDS } from './support/test-database.ts';
import { csvFile, generateVoters, VOTER_HEADER } from './support/voter-csv-fixtures.ts';
import { cnpjOf, cpfOf, insertVotingRow } from './support/voting-fixtures.ts';

// The votings list's participation (active voters, CPF/CNPJs only represented, subjects that voted) comes from
// counters kept with the votings' rows by triggers (migrations 0011 and 0014), so a page never counts a big voting's
// voters. They must say exactly what a fresh count says (the definitions in voting-counts.ts) after everything that
// changes voters, represented parties, ballots and votes: imports, voters added and voided, parties added, ballots
// written concurrently through the batcher, approvals (approved and returned), a cancelled voting, a draft deleted
// with its voters — for every voting of the workspace, the demo's included.

const OPERATOR = demo.operator.email;
const OBSERVER = demo.observer.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const HOUR = 3_600_000;
const APPROVER = { name: 'Carla Auditora', email: 'carla.auditora@example.test' };

describe.each(BACKENDS)('the votings list counters on %s', (backend) => {
  const api = useApi(backend);

  /** Every voting of the workspace whose kept counters differ from a fresh count (none expected), and how many. */
  async function counters() {
    const rows = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .selectFrom('votings as v')
        .select([
          'v.id',
          keptCountersSql('v').activeVoters.as('kept_voters'),
          activeVotersSql('v').as('voters'),
          keptCountersSql('v').representedOnly.as('kept_represented'),
          representedOnlySql('v').as('represented'),
          keptCountersSql('v').voted.as('kept_votes'),
          votedSql('v').as('votes'),
        ])
        .execute(),
    );
    return {
      drift: rows.filter(
        (row) =>
          row.kept_voters !== row.voters ||
          row.kept_represented !== row.represented ||
          row.kept_votes !== row.votes,
      ),
      votings: rows.length,
      of: (votingId: string) => rows.find((row) => row.id === votingId)!,
    };
  }

  async function expectExact(step: string) {
    const { drift, votings } = await counters();
    expect(drift, step).toEqual([]);
    expect(votings, step).toBeGreaterThan(0);
    // And no tally below zero: every change was taken away only once.
    const negative = await sql<{ n: number }>`select count(*)::int as n from voting_subject_tallies
      where counted < 0`.execute(api.database.db);
    expect(negative.rows[0]!.n, step).toBe(0);
    expect(await itemTotalsDrift(), step).toEqual([]);
  }

  /**
   * Each item's kept totals per choice (migration 0022, what the batch detail reads) that differ from a fresh count
   * of its counted votes (COUNTED: the ballot counted, the voter active), either way round.
   */
  async function itemTotalsDrift() {
    const { rows } = await sql<{ item_id: string; choice: string; kept: string; fresh: string }>`
      with fresh as (
        select vt.company_id, vt.item_id, vt.choice, count(*)::int as counted, sum(vt.weight) as weight
        from votes vt
        join ballots b on b.company_id = vt.company_id and b.id = vt.ballot_id
        join voters vo on vo.company_id = vt.company_id and vo.id = vt.voter_id
        where ${COUNTED}
        group by vt.company_id, vt.item_id, vt.choice
      ),
      kept as (select * from voting_item_totals where counted <> 0 or weight <> 0)
      select coalesce(k.item_id, f.item_id) as item_id, coalesce(k.choice, f.choice) as choice,
        coalesce(k.counted || ' / ' || k.weight, '-') as kept, coalesce(f.counted || ' / ' || f.weight, '-') as fresh
      from kept k
      full join fresh f on f.company_id = k.company_id and f.item_id = k.item_id and f.choice = k.choice
      where k.counted is distinct from f.counted or k.weight is distinct from f.weight`.execute(
      api.database.db,
    );
    return rows;
  }

  /** The list's row of the voting, as GET /api/votings shows it. */
  async function listed(votingId: string, title: string): Promise<VotingSummary> {
    const response = await api.call({
      url: `/api/votings?search=${encodeURIComponent(title)}&limit=100`,
      as: OBSERVER,
    });
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json<{ votings: VotingSummary[] }>().votings.find((v) => v.id === votingId);
    expect(found, title).toBeDefined();
    return found!;
  }

  const runJobs = () => runJobsUntilIdle(api, { backoffMs: () => 0 });

  async function importVoters(votingId: string, count: number, seed: number): Promise<VoterImport> {
    const bytes = csvFile([[...VOTER_HEADER], ...generateVoters(count, seed).map((row) => row.cells)]);
    const uploaded = await api.call({
      method: 'POST',
      url: `/api/votings/${votingId}/voter-imports?fileName=lista.csv`,
      as: OPERATOR,
      headers: { 'content-type': 'text/csv' },
      body: bytes as unknown as string,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { voterImport } = uploaded.json<{ voterImport: VoterImport }>();
    const confirmed = await api.call({
      method: 'POST',
      url: `/api/votings/${votingId}/voter-imports/${voterImport.id}/confirm`,
      as: OPERATOR,
      body: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    await runJobs();
    return voterImport;
  }

  function ballot(voter: PortalTestVoter, itemIds: string[], key: string, extra: object = {}) {
    return portalCall(api, voter, {
      method: 'POST',
      path: '/ballot',
      body: {
        idempotencyKey: key,
        answers: itemIds.map((itemId) => ({ itemId, choice: 'approve' })),
        ...extra,
      },
    });
  }

  /** An attorney of the voting with one represented party and a power of attorney uploaded. */
  async function attorneyWithParty(votingId: string, n: number) {
    const attorney = await insertPortalVoter(
      api.database,
      { ...scope, votingId },
      { taxId: cpfOf(9_000 + n), email: `procurador-${n}@example.test` },
    );
    const added = await portalCall(api, attorney, {
      method: 'POST',
      path: '/represented-parties',
      body: { name: `Fundo Representado ${n}`, taxId: cnpjOf(9_000 + n), weight: '50' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await uploadAs(api, attorney)).statusCode).toBe(201);
    return { attorney, party: added.json<{ representedParty: RepresentedParty }>().representedParty };
  }

  /** An attorney's ballot for itself and its party, sent for approval; the approver's token from the e-mail. */
  async function underReview(votingId: string, itemIds: string[], n: number) {
    const { attorney, party } = await attorneyWithParty(votingId, n);
    const answers = [
      ...itemIds.map((itemId) => ({ itemId, choice: 'approve' })),
      ...itemIds.map((itemId) => ({ itemId, choice: 'reject', representedPartyId: party.id })),
    ];
    const response = await portalCall(api, attorney, {
      method: 'POST',
      path: '/ballot',
      body: { idempotencyKey: `review-${n}`, answers, approver: APPROVER },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ receipt: PortalReceipt }>().receipt.status).toBe('under_review');
    api.mailer.reset();
    await runJobs();
    const request = api.mailer.sent.find((mail) => mail.to === APPROVER.email);
    const token = /\/aprovacao\/([A-Za-z0-9_-]{43})/.exec(request?.text ?? '')?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  const decide = (token: string, body: object) =>
    api.call({ method: 'POST', url: `/api/approvals/${token}/decision`, body });

  it(
    'equal a fresh count after imports, voters added and voided, ballots, approvals, a cancellation and a deleted draft',
    { timeout: 180_000 },
    async () => {
      await expectExact('the demo data, as seeded');

      // An import into a draft, and one into an open voting.
      const draft = await insertVotingRow(api.database, scope, { title: 'Contadores rascunho' });
      await importVoters(draft.votingId, 1500, 41);
      await expectExact('after an import into a draft');
      expect((await listed(draft.votingId, 'Contadores rascunho')).participation.eligible.total).toBe(1500);

      const title = 'Contadores abertos';
      const open = await insertVotingRow(api.database, scope, {
        title,
        status: 'open',
        opensAt: new Date(Date.now() - HOUR),
        deadline: new Date(Date.now() + 24 * HOUR),
      });
      const { votingId, itemIds } = open;
      await importVoters(votingId, 40, 42);
      await expectExact('after an import into an open voting');

      // Voters added (the endpoint and the portal's fixture). Voters are taken out only with their draft (below) or
      // by an import that rolls back (voter-imports-chunks.test.ts).
      const addedVoter = await api.call({
        method: 'POST',
        url: `/api/votings/${votingId}/voters`,
        as: OPERATOR,
        body: { name: 'Maria Adicionada', taxId: cpfOf(8_001), email: 'maria@example.test', weight: '3' },
      });
      expect(addedVoter.statusCode, addedVoter.body).toBe(201);
      const voters: PortalTestVoter[] = [];
      for (let n = 0; n < 24; n++) {
        voters.push(
          await insertPortalVoter(api.database, { ...scope, votingId }, { taxId: cpfOf(8_100 + n) }),
        );
      }
      await expectExact('after voters were added');

      // Ballots at once: the batcher writes them in a few transactions.
      const written = await Promise.all(voters.map((voter, n) => ballot(voter, itemIds, `k-${n}`)));
      expect(written.map((response) => response.statusCode)).toEqual(voters.map(() => 201));
      // Repeats (same key: a replay) and a second key (refused: already voted) change nothing.
      await Promise.all([ballot(voters[0]!, itemIds, 'k-0'), ballot(voters[1]!, itemIds, 'other')]);
      await expectExact('after concurrent ballots');
      expect((await listed(votingId, title)).participation.voted).toBe(24);

      // Approvals: under review counts nowhere; approved counts both subjects; returned never counted.
      const approvedToken = await underReview(votingId, itemIds, 1);
      await expectExact('with a ballot under review');
      expect((await listed(votingId, title)).participation.voted).toBe(24);
      expect((await decide(approvedToken, { decision: 'approve' })).statusCode).toBe(200);
      await expectExact('after an approval');
      expect((await listed(votingId, title)).participation.voted).toBe(26);
      const returnedToken = await underReview(votingId, itemIds, 2);
      const returned = await decide(returnedToken, { decision: 'return', comment: 'Falta a procuração.' });
      expect(returned.statusCode, returned.body).toBe(200);
      await expectExact('after a returned ballot');
      expect((await listed(votingId, title)).participation.voted).toBe(26);

      // A voter who voted is voided: their vote stops counting.
      const voided = await api.call({
        method: 'POST',
        url: `/api/votings/${votingId}/voters/${voters[2]!.voterId}/void`,
        as: OPERATOR,
        body: { reason: 'Transferiu as cotas' },
      });
      expect(voided.statusCode, voided.body).toBe(200);
      await expectExact('after a voter who voted was voided');
      const afterVoid = await listed(votingId, title);
      expect(afterVoid.participation.voted).toBe(25);
      // 40 imported + 1 added + 24 + 2 attorneys, the voided one out; the two attorneys' parties are eligible too.
      expect(afterVoid.participation.eligible).toEqual({ total: 66 + 2, voters: 66, represented: 2 });

      // A party with a voter's CPF/CNPJ is that voter (counted once); an attorney voided takes its parties out.
      const { attorney: third } = await attorneyWithParty(votingId, 3);
      const sameAsVoter = await portalCall(api, third, {
        method: 'POST',
        path: '/represented-parties',
        body: { name: 'Maria Representada', taxId: cpfOf(8_001) },
      });
      expect(sameAsVoter.statusCode, sameAsVoter.body).toBe(201);
      await expectExact('after parties were added, one of them a voter');
      expect((await listed(votingId, title)).participation.eligible).toEqual({
        total: 67 + 3,
        voters: 67,
        represented: 3,
      });
      const attorneyVoided = await api.call({
        method: 'POST',
        url: `/api/votings/${votingId}/voters/${third.voterId}/void`,
        as: OPERATOR,
        body: { reason: 'Procuração revogada' },
      });
      expect(attorneyVoided.statusCode, attorneyVoided.body).toBe(200);
      await expectExact('after an attorney was voided');
      expect((await listed(votingId, title)).participation.eligible).toEqual({
        total: 66 + 2,
        voters: 66,
        represented: 2,
      });

      // Cancelled: the votes stay for the record, the list counts none.
      const cancelled = await api.call({
        method: 'POST',
        url: `/api/votings/${votingId}/cancel`,
        as: OPERATOR,
        body: { reason: 'Convocação refeita' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await expectExact('after the voting was cancelled');
      expect((await listed(votingId, title)).participation.voted).toBe(0);

      // A draft deleted with its 1,500 voters: its tallies and counters go with it, nothing else moves.
      const deleted = await api.call({
        method: 'DELETE',
        url: `/api/votings/${draft.votingId}`,
        as: OPERATOR,
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      await expectExact('after a draft with voters was deleted');

      // Every step above ran on 0023's keyed functions. Undone, the functions before them give the same counters;
      // 0022 on a database that already has votes: its back-fill gives the same totals. (The migrations after 0023
      // go first — whichever there are — and come back with the rest.)
      const later = Object.keys(MIGRATIONS)
        .filter((name) => name >= '0023')
        .sort();
      for (const name of [...later].reverse()) expect(await migrateDown(api.database)).toEqual([name]);
      await expectExact('after migration 0023 was undone');
      expect(await migrateDown(api.database)).toEqual(['0022_voting_item_totals']);
      expect(await migrate(api.database)).toEqual(['0022_voting_item_totals', ...later]);
      await expectExact('after migrations 0022 and 0023 ran again on the votes already there');
    },
  );
});
