import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { VoteMap, VotingBatch, VotingBatchHolderImport, VotingBatchInput } from '@backoffice/api-client';
import { voteMapDueTimes } from '@backoffice/domain';
import { withWorkspace } from '../src/db/tenant.ts';
import { runJobsUntilIdle } from '../src/jobs/index.ts';
import { loadVotingForUpdate } from '../src/services/votings/audit-log.ts';
import { writeVoteMap } from '../src/services/vote-maps/write-vote-map.ts';
import { scheduleVoteMaps, VOTE_MAP_JOB } from '../src/services/vote-maps/vote-map-jobs.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { cnpjOf, cpfOf, DEMO_BALLOT_TEMPLATE, votingInput } from './support/voting-fixtures.ts';

// A batch fund's vote maps (issue 19): publishing queues three jobs at the domain's times (Brazilian business days:
// here across Christmas and New Year's Day), each writes its map once when due (the runner driven as the other job
// tests do; "time passing" is the voting's times moved back and the job made due), an extended deadline puts the
// job off again, and the maps are read per fund and per batch — by an OBSERVER too, never by another company.

const OPERATOR = demo.operator.email;
const OBSERVER = demo.observer.email;
const OTHER_ADMIN = demo.otherAdmin.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const DAY = 24 * 3_600_000;

/** Thursday 24 December 2026, 15:00 in Brasília: Christmas (Friday) and 1 January are holidays. */
const DEADLINE = '2026-12-24T18:00:00.000Z';
const EXPECTED_DUE = {
  preliminary: '2026-12-23T18:00:00.000Z', // 24 h before
  final: '2026-12-28T03:00:00.000Z', // Monday 28th, midnight in Brasília: the next business day
  detailed: '2027-01-06T03:00:00.000Z', // 28, 29, 30, 31 Dec, (1 Jan), 4, 5, 6 Jan: the 7th business day
};

const HEADER = 'cnpj_fundo;nome_fundo;cpf_cnpj_cotista;nome_cotista;email;celular;qtd_cotas';
const FUND_A = cnpjOf(4301);
const FUND_B = cnpjOf(4302);

const batchInput = (): VotingBatchInput => ({
  title: 'Lote de mapas de votos',
  description: 'Consulta aos cotistas de cada fundo.',
  kind: 'standard',
  weighting: 'by_weight',
  ballotTemplateId: DEMO_BALLOT_TEMPLATE,
  opensAt: null,
  deadline: DEADLINE,
  items: [
    {
      title: 'Eleger o representante',
      description: '',
      approvalRule: { preset: 'simple_majority', quorum: null },
    },
  ],
  fiscalYearEnd: null,
  statementsAvailableOn: null,
  statementsLeadDays: 15,
  fundKind: 'fii',
});

describe.each(SUITE_BACKENDS)('vote maps on %s', (backend) => {
  const api = useApi(backend);
  const post = (url: string, body: unknown, as = OPERATOR) => api.call({ method: 'POST', url, as, body });
  const get = (url: string, as = OPERATOR) => api.call({ url, as });
  const runJobs = () =>
    runJobsUntilIdle(
      { database: api.database, mailer: api.mailer },
      { publicBaseUrl: 'https://votacao.example.com', backoffMs: () => 0 },
    );
  const inWorkspace = <T>(work: Parameters<typeof withWorkspace<T>>[3]) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, work);

  const mapJobs = (votingId: string) =>
    inWorkspace((trx) =>
      trx
        .selectFrom('jobs')
        .select(['dedupe_key', 'status', 'run_after', 'attempts'])
        .where('kind', '=', VOTE_MAP_JOB)
        .where('dedupe_key', 'like', `${votingId}:%`)
        .orderBy('run_after')
        .execute(),
    );
  const mapRows = (votingId: string) =>
    inWorkspace((trx) =>
      trx
        .selectFrom('vote_maps')
        .select(['kind', 'generated_at', 'sha256', 'size', 'content'])
        .where('voting_id', '=', votingId)
        .orderBy('kind')
        .execute(),
    );
  /** The job of the voting's map is due now (its time has come). */
  const makeDue = (votingId: string, kind: string) =>
    inWorkspace((trx) =>
      sql`update jobs set run_after = now() where kind = ${VOTE_MAP_JOB} and dedupe_key = ${`${votingId}:${kind}`}`.execute(
        trx,
      ),
    );
  /** Moves the voting's deadline (the clock "passes" it without waiting). */
  const setDeadline = (votingId: string, deadline: Date) =>
    inWorkspace((trx) =>
      sql`update votings set deadline = ${deadline}, opens_at = least(opens_at, ${new Date(deadline.getTime() - DAY)})
          where id = ${votingId}`.execute(trx),
    );
  const listMaps = async (votingId: string, as = OPERATOR) => {
    const response = await get(`/api/votings/${votingId}/vote-maps`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ voteMaps: VoteMap[] }>().voteMaps;
  };

  async function publishedBatch(): Promise<{ batch: VotingBatch; a: string; b: string }> {
    const created = await post('/api/voting-batches', batchInput());
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json<{ votingBatch: VotingBatch }>().votingBatch;
    const csv = [
      HEADER,
      `${FUND_A};FII Angico;${cpfOf(31)};Ana Souza;ana@mapas.test;;600`,
      `${FUND_A};FII Angico;${cpfOf(32)};Bruno Lima;bruno@mapas.test;;400`,
      `${FUND_B};FII Buriti;${cpfOf(33)};Carla Dias;carla@mapas.test;;250`,
      '',
    ].join('\r\n');
    const uploaded = await api.call({
      method: 'POST',
      url: `/api/voting-batches/${batch.id}/holder-imports?fileName=cotistas.csv`,
      as: OPERATOR,
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const holderImport = uploaded.json<{ holderImport: VotingBatchHolderImport }>().holderImport;
    const confirmed = await post(
      `/api/voting-batches/${batch.id}/holder-imports/${holderImport.id}/confirm`,
      {},
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const published = await post(`/api/voting-batches/${batch.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    const children = published.json<{ votingBatch: VotingBatch }>().votingBatch.children;
    const idOf = (name: string) => children.find((child) => child.fundName === name)!.votingId;
    return { batch, a: idOf('FII Angico'), b: idOf('FII Buriti') };
  }

  async function vote(votingId: string, taxId: string, choice: 'approve' | 'reject' | 'abstain') {
    await inWorkspace(async (trx) => {
      const keys = { company_id: scope.companyId, workspace_id: scope.workspaceId, voting_id: votingId };
      const voter = await trx
        .selectFrom('voters')
        .select(['id', 'tax_id', 'weight'])
        .where('voting_id', '=', votingId)
        .where('tax_id', '=', taxId)
        .executeTakeFirstOrThrow();
      const ballot = await trx
        .insertInto('ballots')
        .values({ ...keys, voter_id: voter.id, idempotency_key: `mapas-${taxId}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      const items = await trx
        .selectFrom('voting_items')
        .select('id')
        .where('voting_id', '=', votingId)
        .execute();
      for (const item of items)
        await trx
          .insertInto('votes')
          .values({
            ...keys,
            item_id: item.id,
            ballot_id: ballot.id,
            voter_id: voter.id,
            subject_tax_id: voter.tax_id,
            choice,
            weight: voter.weight,
          })
          .execute();
    });
  }

  it('queues the three maps at publish on business days, writes each once when due, follows an extension, serves them per fund and per batch', async () => {
    const { batch, a, b } = await publishedBatch();

    // Queued at publish, one job per fund and map, at the domain's times.
    for (const votingId of [a, b]) {
      const jobs = await mapJobs(votingId);
      expect(jobs.map((job) => [job.dedupe_key, new Date(job.run_after).toISOString()])).toEqual([
        [`${votingId}:preliminary`, EXPECTED_DUE.preliminary],
        [`${votingId}:final`, EXPECTED_DUE.final],
        [`${votingId}:detailed`, EXPECTED_DUE.detailed],
      ]);
    }
    const due = voteMapDueTimes(DEADLINE);
    expect(Object.values(due).map((at) => at.toISOString())).toEqual(Object.values(EXPECTED_DUE));
    // Queuing again (a second publish path, a retry) adds nothing: one job per voting and map.
    await inWorkspace((trx) => scheduleVoteMaps(trx, { ...scope, votingId: a }, new Date(DEADLINE)));
    expect(await mapJobs(a)).toHaveLength(3);

    // Listed with their due times, none written; downloads 409 until written, for the fund and the batch.
    expect(await listMaps(a)).toEqual(
      (['preliminary', 'final', 'detailed'] as const).map((kind) => ({
        kind,
        dueAt: EXPECTED_DUE[kind],
        generatedAt: null,
        size: null,
      })),
    );
    await runJobs(); // the invitations; no map is due
    expect(await mapRows(a)).toEqual([]);
    const notReady = await get(`/api/votings/${a}/vote-maps/preliminary.csv`);
    expectProblem(notReady, 'vote_map_not_ready', 409);
    expect(notReady.json<{ title: string }>().title).toBe('O mapa de votos ainda não foi gerado');
    expectProblem(
      await get(`/api/voting-batches/${batch.id}/vote-maps/final.csv`),
      'vote_map_not_ready',
      409,
    );

    // A's preliminary map: Bruno has voted; 24 h before the deadline, the job writes the votes so far, once.
    await vote(a, cpfOf(32), 'approve');
    await setDeadline(a, new Date(Date.now() + DAY - 60_000));
    await makeDue(a, 'preliminary');
    await runJobs();
    const [preliminary] = await mapRows(a);
    expect(preliminary).toMatchObject({ kind: 'preliminary' });
    expect(preliminary!.content.startsWith('Fundo;CNPJ do fundo;Mapa;Posição em;Votação;Item;')).toBe(true);
    const preliminaryLine = preliminary!.content.split('\r\n')[1]!.split(';');
    expect(preliminaryLine.slice(0, 3)).toEqual([
      'FII Angico',
      `${FUND_A.slice(0, 2)}.${FUND_A.slice(2, 5)}.${FUND_A.slice(5, 8)}/${FUND_A.slice(8, 12)}-${FUND_A.slice(12)}`,
      'Sintético preliminar (parcial)',
    ]);
    // Approve 400 quotas (1 holder), reject 0, abstain 0, conflict 0; 1,000 quotas and 2 holders able to vote.
    expect(preliminaryLine.slice(5)).toEqual([
      '1. Eleger o representante',
      '400',
      '1',
      '0',
      '0',
      '0',
      '0',
      '0',
      '1000',
      '2',
    ]);
    // Run again, or written again by a second runner: the first map stays.
    await makeDue(a, 'preliminary');
    await runJobs();
    expect(
      await inWorkspace(async (trx) =>
        writeVoteMap(trx, (await loadVotingForUpdate(trx, a))!, 'preliminary', new Date()),
      ),
    ).toBe(false);
    expect(await mapRows(a)).toEqual([preliminary]);

    // B's deadline is extended before its preliminary map: the job waking at the old time waits for the new one.
    const later = new Date(Date.now() + 40 * DAY);
    const extended = await post(`/api/voting-batches/${batch.id}/extend-deadline`, {
      deadline: later.toISOString(),
      reason: 'Prorrogação pedida pelos cotistas.',
      votingIds: [b],
    });
    expect(extended.statusCode, extended.body).toBe(200);
    await makeDue(b, 'preliminary');
    await runJobs();
    expect(await mapRows(b)).toEqual([]);
    const bJobs = await mapJobs(b);
    const bPreliminary = bJobs.find((job) => job.dedupe_key === `${b}:preliminary`)!;
    expect(bPreliminary.status).toBe('queued');
    expect(new Date(bPreliminary.run_after).toISOString()).toBe(
      voteMapDueTimes(later).preliminary.toISOString(),
    );
    expect((await listMaps(b)).map((map) => map.dueAt)).toEqual(
      Object.values(voteMapDueTimes(later)).map((at) => at.toISOString()),
    );

    // A and B close (their deadlines passed 30 days ago: past the 7th business day whatever weekends and holidays fell
    // between — with 10 days, 20 November and a weekend put the detailed map two days past a run on 28 November).
    await vote(b, cpfOf(33), 'reject');
    for (const votingId of [a, b]) {
      await setDeadline(votingId, new Date(Date.now() - 30 * DAY));
      for (const kind of ['final', 'detailed']) await makeDue(votingId, kind);
    }
    await runJobs();
    expect((await mapRows(a)).map((row) => row.kind).sort()).toEqual(['detailed', 'final', 'preliminary']);
    expect((await mapRows(b)).map((row) => row.kind).sort()).toEqual(['detailed', 'final']);
    for (const votingId of [a, b]) {
      const writes = (await mapJobs(votingId)).filter((job) => !job.dedupe_key!.endsWith(':preliminary'));
      expect(writes.map((job) => job.status)).toEqual(['succeeded', 'succeeded']);
    }

    // The fund's final summary map, as written (digest and size kept), for the OBSERVER too.
    const listed = await listMaps(a, OBSERVER);
    const aRows = await mapRows(a);
    const finalRow = aRows.find((row) => row.kind === 'final')!;
    expect(listed.find((map) => map.kind === 'final')).toEqual({
      kind: 'final',
      dueAt: voteMapDueTimes(new Date(Date.now() - 30 * DAY)).final.toISOString(),
      generatedAt: new Date(finalRow.generated_at).toISOString(),
      size: finalRow.size,
    });
    const finalCsv = await get(`/api/votings/${a}/vote-maps/final.csv`, OBSERVER);
    expect(finalCsv.statusCode).toBe(200);
    expect(finalCsv.headers['content-type']).toMatch(/^text\/csv/);
    expect(finalCsv.headers['content-disposition']).toContain('mapa-final-sintetico-fii-angico.csv');
    expect(finalCsv.rawPayload.equals(Buffer.from(`\uFEFF${finalRow.content}`))).toBe(true);
    expect(createHash('sha256').update(finalCsv.rawPayload).digest('hex')).toBe(finalRow.sha256);
    expect(finalCsv.rawPayload.length).toBe(finalRow.size);
    expect(finalRow.content.split('\r\n')[1]).toContain('Sintético final');

    // The detailed map: per holder and item, the CPF masked, Ana pending and Bruno's approval.
    const detailed = (await get(`/api/votings/${a}/vote-maps/detailed.csv`)).body;
    const detailedLines = detailed.split('\r\n').filter(Boolean);
    expect(detailedLines).toHaveLength(3);
    expect(detailedLines[0]).toMatch(/^\uFEFFFundo;CNPJ do fundo;Mapa;Votação;Item;Nome;/);
    const masked = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
    expect(detailedLines[1]).toContain(`Ana Souza;${masked(cpfOf(31))}`);
    expect(detailedLines[2]).toContain(`Bruno Lima;${masked(cpfOf(32))}`);
    expect(detailed).not.toContain(cpfOf(31));
    expect(
      detailedLines
        .slice(1)
        .every((line) => line.startsWith('FII Angico;') && line.includes('Analítico final')),
    ).toBe(true);

    // The batch's final map: one header, A's line then B's (by fund name); its preliminary only A's (B's not written).
    const batchFinal = await get(`/api/voting-batches/${batch.id}/vote-maps/final.csv`, OBSERVER);
    expect(batchFinal.statusCode, batchFinal.body).toBe(200);
    const batchLines = batchFinal.body.split('\r\n').filter(Boolean);
    expect(batchLines).toHaveLength(3);
    expect(batchLines[0]).toMatch(/^\uFEFFFundo;/);
    expect(batchLines[1]).toMatch(/^FII Angico;.*;400;1;0;0;/);
    expect(batchLines[2]).toMatch(/^FII Buriti;.*;0;0;250;1;/);
    const batchPreliminary = (await get(`/api/voting-batches/${batch.id}/vote-maps/preliminary.csv`)).body;
    expect(
      batchPreliminary
        .split('\r\n')
        .filter(Boolean)
        .map((line) => line.split(';')[0]),
    ).toEqual(['\uFEFFFundo', 'FII Angico']);

    // Another company finds none of it; a kind that is not a map is a 400.
    expectProblem(await get(`/api/votings/${a}/vote-maps`, OTHER_ADMIN), 'not_found', 404);
    expectProblem(await get(`/api/votings/${a}/vote-maps/final.csv`, OTHER_ADMIN), 'not_found', 404);
    expectProblem(
      await get(`/api/voting-batches/${batch.id}/vote-maps/final.csv`, OTHER_ADMIN),
      'not_found',
      404,
    );
    expect((await get(`/api/votings/${a}/vote-maps/summary.csv`)).statusCode).toBe(400);
  }, 180_000);

  it('writes no map for a cancelled fund, and lists none for a voting outside a batch', async () => {
    const { a } = await publishedBatch();
    const cancelled = await post(`/api/votings/${a}/cancel`, { reason: 'Fundo liquidado.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const kind of ['preliminary', 'final', 'detailed']) await makeDue(a, kind);
    await runJobs();
    expect(await mapRows(a)).toEqual([]);
    expect((await mapJobs(a)).map((job) => job.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);

    const single = await post('/api/votings', votingInput());
    expect(single.statusCode, single.body).toBe(201);
    expect(await listMaps(single.json<{ voting: { id: string } }>().voting.id)).toEqual([]);
  }, 120_000);
});
