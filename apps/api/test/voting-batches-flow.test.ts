import { describe, expect, it } from 'vitest';
import type {
  VotingBatch,
  VotingBatchChildResult,
  VotingBatchHolderImport,
  VotingBatchInput,
  VotingBatchSummary,
} from '@backoffice/api-client';
import { addCalendarDays, calendarDateOf } from '@backoffice/domain';
import { withWorkspace } from '../src/db/tenant.ts';
import { decodeKeptReading } from '../src/services/voting-batches/kept-reading.ts';
import { runJobsUntilIdle } from '../src/jobs/index.ts';
import { loadAuditChain } from '../src/services/votings/audit-log.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { insertPortalVoter, portalCall } from './support/portal-ballot.ts';
import { BACKENDS } from './support/test-database.ts';
import { cnpjOf, cpfOf, DEMO_BALLOT_TEMPLATE } from './support/voting-fixtures.ts';

// Batch votings (issue 19) through the API: a batch is created, its holders spreadsheet read (funds grouped, row
// errors by line, nothing written), confirmed into one draft child voting per fund (once, however often it is
// confirmed), shown with each fund's progress, and published in bulk — refused whole while the financial-statement
// calendar blocks it, else each child published and audited in its own chain. OBSERVER reads and changes nothing;
// another company's caller finds nothing.

const OPERATOR = demo.operator.email;
const OBSERVER = demo.observer.email;
const OTHER_ADMIN = demo.otherAdmin.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const DAY = 24 * 3_600_000;

/** The holder spreadsheet's header, in the issue's words. */
const HEADER = 'cnpj_fundo;nome_fundo;cpf_cnpj_cotista;nome_cotista;email;celular;qtd_cotas';

const FUND_A = cnpjOf(4101);
const FUND_B = cnpjOf(4102);
const formatted = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

/**
 * Two funds (A written formatted, B as bare digits) with the problems the issue names: a malformed fund CNPJ, a CPF
 * where the fund's CNPJ goes, a holder twice in ONE fund, the fund's name changing, a bad e-mail — and a holder in
 * both funds, which is not a problem.
 */
function spreadsheet(): { csv: string; expectedErrors: { line: number; code: string }[] } {
  const lines = [
    HEADER,
    `${formatted(FUND_A)};FII Jatobá Renda;${cpfOf(1)};Ana Souza;ana@example.test;11987654321;600`, // 2
    `${formatted(FUND_A)};FII Jatobá Renda;${cpfOf(2)};Bruno Lima;bruno@example.test;;400,5`, // 3
    `${FUND_B};FII Ipê Logística;${cpfOf(1)};Ana Souza;ana@example.test;;1.000`, // 4: Ana in a second fund
    `${FUND_B};FII Ipê Logística;${cpfOf(3)};Carla Dias;carla@example.test;;250`, // 5
    `12.345.678/0001-00;Fundo Errado;${cpfOf(4)};Davi Reis;davi@example.test;;10`, // 6: bad check digits
    `${cpfOf(9)};Fundo CPF;${cpfOf(5)};Eva Alves;eva@example.test;;10`, // 7: a CPF as the fund
    `${formatted(FUND_A)};FII Jatobá Renda;${cpfOf(2)};Bruno Lima;bruno@example.test;;5`, // 8: twice in A
    `${FUND_B};Outro Nome;${cpfOf(6)};Fábio Melo;fabio@example.test;;5`, // 9: B's name changes
    `${FUND_B};FII Ipê Logística;${cpfOf(7)};Gil Souza;gil-sem-arroba;;5`, // 10: bad e-mail
  ];
  return {
    csv: `${lines.join('\r\n')}\r\n`,
    expectedErrors: [
      { line: 6, code: 'fund_tax_id_invalid' },
      { line: 7, code: 'fund_tax_id_is_cpf' },
      { line: 8, code: 'duplicate_tax_id' },
      { line: 9, code: 'fund_name_conflict' },
      { line: 10, code: 'email_invalid' },
    ],
  };
}

/** Calendar dates around a deadline `days` ahead: a fiscal year that ended 90 days before it. */
function financialStatementInput(days: number, overrides: Partial<VotingBatchInput> = {}): VotingBatchInput {
  const deadline = new Date(Date.now() + days * DAY);
  const meeting = calendarDateOf(deadline);
  return {
    title: 'Aprovação de contas — FIIs do lote',
    description: 'Consulta formal aos cotistas de cada fundo.',
    kind: 'financial_statement',
    weighting: 'by_weight',
    ballotTemplateId: DEMO_BALLOT_TEMPLATE,
    opensAt: null,
    deadline: deadline.toISOString(),
    items: [],
    fiscalYearEnd: addCalendarDays(meeting, -90),
    statementsAvailableOn: addCalendarDays(meeting, -20),
    statementsLeadDays: 15,
    fundKind: 'fii',
    ...overrides,
  };
}

describe.each(BACKENDS)('batch votings API on %s', (backend) => {
  const api = useApi(backend);

  const post = (url: string, body: unknown, as = OPERATOR) => api.call({ method: 'POST', url, as, body });
  const get = (url: string, as = OPERATOR) => api.call({ url, as });

  async function create(input: VotingBatchInput): Promise<VotingBatch> {
    const response = await post('/api/voting-batches', input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ votingBatch: VotingBatch }>().votingBatch;
  }

  function upload(batchId: string, csv: string, as = OPERATOR) {
    return api.call({
      method: 'POST',
      url: `/api/voting-batches/${batchId}/holder-imports?fileName=${encodeURIComponent('cotistas de todos.csv')}`,
      as,
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });
  }

  async function uploaded(batchId: string, csv: string): Promise<VotingBatchHolderImport> {
    const response = await upload(batchId, csv);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ holderImport: VotingBatchHolderImport }>().holderImport;
  }

  const confirm = (batchId: string, importId: string, body: unknown = {}, as = OPERATOR) =>
    post(`/api/voting-batches/${batchId}/holder-imports/${importId}/confirm`, body, as);

  async function detail(batchId: string, as = OPERATOR): Promise<VotingBatch> {
    const response = await get(`/api/voting-batches/${batchId}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ votingBatch: VotingBatch }>().votingBatch;
  }

  const childRows = (batchId: string) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .selectFrom('votings')
        .select(['id', 'status', 'fund_tax_id', 'fund_name', 'kind', 'batch_id'])
        .where('batch_id', '=', batchId)
        .orderBy('fund_name')
        .execute(),
    );

  const votersOf = (votingId: string) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .selectFrom('voters')
        .select(['tax_id', 'name', 'weight', 'email', 'phone'])
        .where('voting_id', '=', votingId)
        .orderBy('tax_id')
        .execute(),
    );

  it('creates a financial-statement batch (its fixed item, its calendar), refused to an OBSERVER and checked', async () => {
    expectProblem(await post('/api/voting-batches', financialStatementInput(45), OBSERVER), 'forbidden', 403);

    const batch = await create(financialStatementInput(45));
    expect(batch).toMatchObject({
      kind: 'financial_statement',
      status: 'draft',
      children: [],
      fundKind: 'fii',
    });
    expect(batch.items).toHaveLength(1);
    expect(batch.items[0]!.title).toMatch(/^Aprovar as contas e as demonstrações financeiras/);
    expect(batch.items[0]!.approvalRule).toEqual({ preset: 'simple_majority', quorum: null });
    expect(batch.calendarIssues).toEqual([]);

    // No fiscal year end; an opening after the deadline; a quorum of 120 %: 422 on each field.
    const refused = await post(
      '/api/voting-batches',
      financialStatementInput(45, {
        fiscalYearEnd: null,
        opensAt: new Date(Date.now() + 50 * DAY).toISOString(),
        items: [
          {
            title: 'Alterar o regulamento',
            description: '',
            approvalRule: {
              preset: 'qualified_quorum',
              quorum: {
                base: 'issued_quotas',
                percentAboveBoundary: '120',
                percentUpToBoundary: '50',
                holderBoundary: 100,
              },
            },
          },
        ],
      }),
    );
    expectProblem(refused, 'unprocessable', 422);
    expect(refused.json<{ errors: { field: string; code: string }[] }>().errors).toEqual([
      { field: 'opensAt', code: 'after_deadline' },
      { field: 'items/0/approvalRule/quorum/percentAboveBoundary', code: 'percent_out_of_range' },
      { field: 'fiscalYearEnd', code: 'required' },
    ]);
  });

  it('reads the holders spreadsheet (funds grouped, errors by line, nothing written), confirms it once into one voting per fund, publishes each', async () => {
    const batch = await create(financialStatementInput(45));
    const { csv, expectedErrors } = spreadsheet();

    expectProblem(await upload(batch.id, csv, OBSERVER), 'forbidden', 403);
    const preview = await uploaded(batch.id, csv);
    expect(preview).toMatchObject({ status: 'ready', rows: 9, valid: 4, invalid: 5, errorsTruncated: false });
    expect(preview.funds).toEqual([
      { taxId: FUND_A, name: 'FII Jatobá Renda', firstLine: 2, holders: 2, quotas: '1000.5' },
      { taxId: FUND_B, name: 'FII Ipê Logística', firstLine: 4, holders: 2, quotas: '1250' },
    ]);
    expect(preview.errors.map(({ line, code }) => ({ line, code }))).toEqual(expectedErrors);
    expect(preview.errors.find((error) => error.line === 8)).toMatchObject({
      field: 'taxId',
      params: { firstLine: 3 },
    });
    expect(preview.errors.find((error) => error.line === 9)).toMatchObject({
      field: 'fundName',
      params: { firstLine: 4, firstName: 'FII Ipê Logística' },
    });
    expect(await childRows(batch.id), 'nothing is written before confirming').toEqual([]);
    // The upload's reading is kept for the confirmation (its funds and valid holders), then dropped.
    const keptReading = await api.fileStorage.get(`voting-batch-holders-${preview.id}.reading`);
    expect(decodeKeptReading(keptReading!)?.map((fund) => fund.holders.taxIds.length)).toEqual([2, 2]);

    // The funds' facts: B's auditor qualified its opinion and its regulation allows tacit approval; A's issued quotas.
    const facts = {
      funds: [
        { taxId: FUND_A, issuedQuotas: '2000', tacitApprovalAllowed: true },
        { taxId: formatted(FUND_B), auditorOpinion: 'qualified', tacitApprovalAllowed: true },
      ],
    };
    expectProblem(await confirm(batch.id, preview.id, facts, OBSERVER), 'forbidden', 403);
    const unknownFund = await confirm(batch.id, preview.id, { funds: [{ taxId: cnpjOf(9999) }] });
    expectProblem(unknownFund, 'unprocessable', 422);
    const tooFew = await confirm(batch.id, preview.id, { funds: [{ taxId: FUND_A, issuedQuotas: '1000' }] });
    expectProblem(tooFew, 'unprocessable', 422);
    expect(tooFew.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'funds/0/issuedQuotas', code: 'below_holders_quotas', params: { held: '1000.5' } },
    ]);
    expect(await childRows(batch.id)).toEqual([]);

    const confirmed = await confirm(batch.id, preview.id, facts);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await api.fileStorage.get(`voting-batch-holders-${preview.id}.reading`)).toBeUndefined();
    const withChildren = confirmed.json<{ votingBatch: VotingBatch }>().votingBatch;
    expect(withChildren.status).toBe('draft');
    expect(withChildren.statusCounts).toEqual({ draft: 2, scheduled: 0, open: 0, closed: 0, cancelled: 0 });
    expect(withChildren.children.map((child) => [child.fundName, child.fundTaxId])).toEqual([
      ['FII Ipê Logística', FUND_B],
      ['FII Jatobá Renda', FUND_A],
    ]);
    const [fundB, fundA] = withChildren.children as [VotingBatch['children'][0], VotingBatch['children'][0]];
    expect(fundA).toMatchObject({
      issuedQuotas: '2000',
      holderCount: 2,
      auditorOpinion: 'unqualified',
      tacitApprovalAllowed: true,
      status: 'draft',
      voters: 2,
      voted: 0,
      quorumReached: false,
      outcome: 'pending',
    });
    expect(fundB).toMatchObject({ issuedQuotas: '1250', auditorOpinion: 'qualified', voters: 2 });
    expect((await votersOf(fundA.votingId)).map((voter) => [voter.tax_id, voter.weight])).toEqual([
      [cpfOf(1), '600.000000'],
      [cpfOf(2), '400.500000'],
    ]);
    // Ana is a voter of both funds.
    expect((await votersOf(fundB.votingId)).map((voter) => voter.tax_id)).toEqual(
      [cpfOf(1), cpfOf(3)].sort(),
    );

    // Each child is a normal voting: the votings' own screens read it.
    const single = await get(`/api/votings/${fundA.votingId}`);
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json<{ voting: { kind: string; items: unknown[] } }>().voting).toMatchObject({
      kind: 'financial_statement',
    });

    // Confirming again (a retry) creates nothing more; another spreadsheet is refused now that the funds exist.
    const again = await confirm(batch.id, preview.id, facts);
    expect(again.statusCode, again.body).toBe(200);
    expect(await childRows(batch.id)).toHaveLength(2);
    expectProblem(await upload(batch.id, csv), 'invalid_state', 409);

    // Publish a selection (A), then the rest; OBSERVER may not.
    expectProblem(await post(`/api/voting-batches/${batch.id}/publish`, {}, OBSERVER), 'forbidden', 403);
    const first = await post(`/api/voting-batches/${batch.id}/publish`, { votingIds: [fundA.votingId] });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = first.json<{ votingBatch: VotingBatch; published: string[] }>();
    expect(afterFirst.published).toEqual([fundA.votingId]);
    expect(afterFirst.votingBatch.status).toBe('partly_published');
    expectProblem(
      await post(`/api/voting-batches/${batch.id}/publish`, { votingIds: [fundA.votingId] }),
      'invalid_state',
      409,
    );
    const rest = await post(`/api/voting-batches/${batch.id}/publish`, {});
    expect(rest.statusCode, rest.body).toBe(200);
    const afterRest = rest.json<{ votingBatch: VotingBatch; published: string[] }>();
    expect(afterRest.published).toEqual([fundB.votingId]);
    expect(afterRest.votingBatch.status).toBe('open');

    // Each publication is in its own child's audit chain, as a single publish is.
    for (const votingId of [fundA.votingId, fundB.votingId]) {
      const chain = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
        loadAuditChain(trx, votingId),
      );
      expect(chain.map((entry) => entry.action).slice(0, 2)).toEqual(['voting.published', 'voting.opened']);
    }

    // A vote in A: its progress and its item's decision by the rule (600 of 1,000.5 approve: majority reached).
    const voter = await insertPortalVoter(
      api.database,
      { ...scope, votingId: fundA.votingId },
      { taxId: cpfOf(8), weight: '50' },
    );
    const items = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx.selectFrom('voting_items').select('id').where('voting_id', '=', fundA.votingId).execute(),
    );
    const ballot = await portalCall(api, voter, {
      method: 'POST',
      path: '/ballot',
      body: {
        idempotencyKey: 'lote-1',
        answers: items.map((item) => ({ itemId: item.id, choice: 'approve' })),
      },
    });
    expect(ballot.statusCode, ballot.body).toBe(201);
    const progress = (await detail(batch.id, OBSERVER)).children.find((c) => c.votingId === fundA.votingId)!;
    expect(progress).toMatchObject({
      status: 'open',
      voters: 3,
      voted: 1,
      quorumReached: true,
      outcome: 'pending',
    });
    expect(progress.items).toEqual([
      { position: 1, outcome: 'approved', approve: '50', reject: '0', required: null },
    ]);

    // At the deadline (closed here by hand): A decided by its votes; B, silent with a qualified opinion, is not
    // approved tacitly.
    await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx
        .updateTable('votings')
        .set({ status: 'closed', closed_at: new Date() })
        .where('batch_id', '=', batch.id)
        .execute(),
    );
    const closed = await detail(batch.id);
    expect(closed.status).toBe('closed');
    expect(closed.children.map((child) => [child.fundName, child.outcome])).toEqual([
      ['FII Ipê Logística', 'quorum_not_reached'],
      ['FII Jatobá Renda', 'approved'],
    ]);

    // Another company finds nothing.
    expectProblem(await get(`/api/voting-batches/${batch.id}`, OTHER_ADMIN), 'not_found', 404);
    expectProblem(await post(`/api/voting-batches/${batch.id}/publish`, {}, OTHER_ADMIN), 'not_found', 404);
  });

  it('extends some open children, reminds only the pending voters of each, closes the rest — each child audited in its own chain', async () => {
    const runJobs = () =>
      runJobsUntilIdle(
        { database: api.database, mailer: api.mailer },
        { publicBaseUrl: 'https://votacao.example.com', backoffMs: () => 0 },
      );
    const [fundA, fundB, fundC] = [cnpjOf(4201), cnpjOf(4202), cnpjOf(4203)];
    const mail = (name: string) => `${name}@lote-acoes.test`;
    const csv = [
      HEADER,
      `${fundA};FII Acácia;${cpfOf(21)};Ana Souza;${mail('ana')};;100`,
      `${fundA};FII Acácia;${cpfOf(22)};Bruno Lima;${mail('bruno')};;100`,
      `${fundB};FII Bálsamo;${cpfOf(21)};Ana Souza;${mail('ana')};;50`,
      `${fundB};FII Bálsamo;${cpfOf(23)};Carla Dias;${mail('carla')};;50`,
      `${fundC};FII Cedro;${cpfOf(24)};Davi Reis;${mail('davi')};;10`,
      '',
    ].join('\r\n');
    const batch = await create(financialStatementInput(45));
    const preview = await uploaded(batch.id, csv);
    expect(preview.valid).toBe(5);
    expect((await confirm(batch.id, preview.id)).statusCode).toBe(200);
    const published = await post(`/api/voting-batches/${batch.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    const children = published.json<{ votingBatch: VotingBatch }>().votingBatch.children;
    const idOf = (name: string) => children.find((child) => child.fundName === name)!.votingId;
    const [a, b, c] = [idOf('FII Acácia'), idOf('FII Bálsamo'), idOf('FII Cedro')];
    await runJobs(); // the invitations
    const sentTo = () =>
      api.mailer.sent.map((sent) => String(sent.to)).filter((to) => to.endsWith('@lote-acoes.test'));
    expect(sentTo().sort()).toEqual([mail('ana'), mail('ana'), mail('bruno'), mail('carla'), mail('davi')]);

    // Bruno votes in A on every item.
    await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, async (trx) => {
      const keys = { company_id: scope.companyId, workspace_id: scope.workspaceId, voting_id: a };
      const voter = await trx
        .selectFrom('voters')
        .select(['id', 'tax_id'])
        .where('voting_id', '=', a)
        .where('tax_id', '=', cpfOf(22))
        .executeTakeFirstOrThrow();
      const ballot = await trx
        .insertInto('ballots')
        .values({ ...keys, voter_id: voter.id, idempotency_key: 'lote-bruno' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const items = await trx.selectFrom('voting_items').select('id').where('voting_id', '=', a).execute();
      for (const item of items)
        await trx
          .insertInto('votes')
          .values({
            ...keys,
            item_id: item.id,
            ballot_id: ballot.id,
            voter_id: voter.id,
            subject_tax_id: voter.tax_id,
            choice: 'approve',
            weight: '100',
          })
          .execute();
    });

    type Answer = { votingBatch: VotingBatch; results: VotingBatchChildResult[] };
    const act = (action: string, body: unknown, as = OPERATOR) =>
      post(`/api/voting-batches/${batch.id}/${action}`, body, as);
    const later = new Date(Date.now() + 60 * DAY).toISOString();
    const extension = { deadline: later, reason: 'Prorrogação pedida pelos cotistas.' };

    // Extend A and B; OBSERVER 403, another company 404, a voting not of the batch 422, nothing extended by them.
    expectProblem(await act('extend-deadline', extension, OBSERVER), 'forbidden', 403);
    expectProblem(await act('extend-deadline', extension, OTHER_ADMIN), 'not_found', 404);
    const stranger = await act('extend-deadline', { ...extension, votingIds: [a, batch.id] });
    expectProblem(stranger, 'unprocessable', 422);
    expect(stranger.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'votingIds/1', code: 'not_found' },
    ]);
    const extended = await act('extend-deadline', { ...extension, votingIds: [a, b] });
    expect(extended.statusCode, extended.body).toBe(200);
    const afterExtend = extended.json<Answer>();
    expect(afterExtend.results).toEqual([
      { votingId: a, outcome: 'done' },
      { votingId: b, outcome: 'done' },
    ]);
    const deadlineOf = async (votingId: string) =>
      (await get(`/api/votings/${votingId}`)).json<{ voting: { deadline: string } }>().voting.deadline;
    expect(await deadlineOf(a)).toBe(later);
    expect(await deadlineOf(b)).toBe(later);
    expect(await deadlineOf(c)).not.toBe(later);
    // The single voting's rule, per child: the same deadline again is not later.
    const again = await act('extend-deadline', { ...extension, votingIds: [a] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Answer>().results).toEqual([
      {
        votingId: a,
        outcome: 'refused',
        code: 'unprocessable',
        errors: [{ field: 'deadline', code: 'not_later' }],
      },
    ]);

    // Remind every open child's pending voters: one round per child, Bruno (voted in A) not reminded.
    api.mailer.reset();
    expectProblem(await act('remind-pending', {}, OBSERVER), 'forbidden', 403);
    const reminded = await act('remind-pending', {});
    expect(reminded.statusCode, reminded.body).toBe(200);
    const remindResults = reminded.json<Answer>().results;
    expect(remindResults.map(({ votingId, outcome }) => [votingId, outcome])).toEqual([
      [a, 'done'],
      [b, 'done'],
      [c, 'done'],
    ]);
    expect(new Set(remindResults.map((result) => result.dispatchId)).size).toBe(3);
    await runJobs();
    expect(sentTo().sort()).toEqual([mail('ana'), mail('ana'), mail('carla'), mail('davi')]);
    await runJobs();
    expect(sentTo()).toHaveLength(4);

    // Close the rest (C); C is then refused by the others' actions; closing all takes what is still open (A, B).
    const closeReason = { reason: 'Assembleia antecipada para o fundo.' };
    expectProblem(await act('close', closeReason, OBSERVER), 'forbidden', 403);
    expectProblem(await act('close', closeReason, OTHER_ADMIN), 'not_found', 404);
    const closedC = await act('close', { ...closeReason, votingIds: [c] });
    expect(closedC.statusCode, closedC.body).toBe(200);
    const afterClose = closedC.json<Answer>();
    expect(afterClose.results).toEqual([{ votingId: c, outcome: 'done' }]);
    expect(afterClose.votingBatch.statusCounts).toMatchObject({ open: 2, closed: 1 });
    const refused = await act('extend-deadline', { ...extension, votingIds: [c] });
    expect(refused.json<Answer>().results).toEqual([
      { votingId: c, outcome: 'refused', code: 'invalid_state' },
    ]);
    const remindClosed = await act('remind-pending', { votingIds: [c] });
    expect(remindClosed.json<Answer>().results).toEqual([
      { votingId: c, outcome: 'refused', code: 'invalid_state' },
    ]);

    // Each child's own chain: its extension, its reminder, its close — one entry each, by the operator.
    const actionsOf = async (votingId: string) =>
      (
        await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
          loadAuditChain(trx, votingId),
        )
      ).map((entry) => entry.action);
    const count = (actions: string[], action: string) => actions.filter((name) => name === action).length;
    for (const votingId of [a, b]) {
      const actions = await actionsOf(votingId);
      expect(count(actions, 'voting.deadline_extended'), votingId).toBe(1);
      expect(count(actions, 'reminder.queued'), votingId).toBe(1);
      expect(count(actions, 'voting.closed'), votingId).toBe(0);
    }
    const actionsC = await actionsOf(c);
    expect(count(actionsC, 'voting.deadline_extended')).toBe(0);
    expect(count(actionsC, 'reminder.queued')).toBe(1);
    expect(count(actionsC, 'voting.closed')).toBe(1);

    const closedAll = await act('close', closeReason);
    expect(closedAll.statusCode, closedAll.body).toBe(200);
    const final = closedAll.json<Answer>();
    expect(final.results).toEqual([
      { votingId: a, outcome: 'done' },
      { votingId: b, outcome: 'done' },
    ]);
    expect(final.votingBatch.status).toBe('closed');
    for (const votingId of [a, b]) expect(count(await actionsOf(votingId), 'voting.closed')).toBe(1);
  });

  it('refuses to publish while the financial-statement calendar blocks it, naming every issue, and publishes nothing', async () => {
    // Statements available 5 days before the deadline (15 required), the call 10 days before it (30 for an FII).
    const input = financialStatementInput(10);
    const meeting = calendarDateOf(new Date(input.deadline));
    const batch = await create({ ...input, statementsAvailableOn: addCalendarDays(meeting, -5) });
    expect(batch.calendarIssues.map((issue) => [issue.code, issue.severity])).toEqual([
      ['statements_late', 'blocking'],
      ['call_notice_too_short', 'blocking'],
    ]);
    const preview = await uploaded(batch.id, spreadsheet().csv);
    expect((await confirm(batch.id, preview.id)).statusCode).toBe(200);

    const refused = await post(`/api/voting-batches/${batch.id}/publish`, {});
    expectProblem(refused, 'calendar_blocked', 422);
    expect(refused.json<{ errors: { field: string; code: string; params?: object }[] }>().errors).toEqual([
      {
        field: 'calendar',
        code: 'statements_late',
        params: { limit: 15, days: 5, latest: addCalendarDays(meeting, -15) },
      },
      { field: 'calendar', code: 'call_notice_too_short', params: expect.objectContaining({ limit: 30 }) },
    ]);
    expect((await childRows(batch.id)).map((child) => child.status)).toEqual(['draft', 'draft']);
  });

  it('lists the workspace batches as votingBatches with search, sort and pagination; an OBSERVER reads them', async () => {
    const titles = ['Lote Cedro 2025', 'Lote Aroeira 2025', 'Lote Baobá 2025'];
    for (const title of titles)
      await create({
        ...financialStatementInput(45, { title }),
        kind: 'standard',
        fiscalYearEnd: null,
        items: [
          {
            title: 'Eleger o representante',
            description: '',
            approvalRule: { preset: 'simple_majority', quorum: null },
          },
        ],
      });
    const response = await get(
      '/api/voting-batches?search=lote%202025&sortBy=title&sortDirection=asc&limit=2',
      OBSERVER,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ votingBatches: VotingBatchSummary[]; pagination: unknown }>();
    expect(page.votingBatches.map((batch) => batch.title)).toEqual(['Lote Aroeira 2025', 'Lote Baobá 2025']);
    expect(page.votingBatches[0]).toMatchObject({ kind: 'standard', status: 'draft', funds: 0 });
    expect(page.pagination).toEqual({ total: 3, offset: 0, limit: 2, sortBy: 'title', sortDirection: 'asc' });
    const other = await get('/api/voting-batches?search=aroeira', OTHER_ADMIN);
    expect(other.statusCode).toBe(200);
    expect(other.json<{ votingBatches: unknown[] }>().votingBatches).toEqual([]);
  });
  it('goes with its workspace when the workspace is deleted (its children all drafts): batch, spreadsheet and file', async () => {
    const admin = demo.admin;
    const created = await post(
      `/api/companies/${demo.company.id}/workspaces`,
      { name: 'Mesa de lotes temporária', memberIds: [] },
      admin.email,
    );
    expect(created.statusCode, created.body).toBe(201);
    const workspaceId = created.json<{ workspace: { id: string } }>().workspace.id;
    const switchTo = async (id: string) => {
      const response = await api.call({
        method: 'PATCH',
        url: `/api/companies/${demo.company.id}/users/${admin.id}/change-workspace`,
        as: admin.email,
        body: { workspaceId: id },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await switchTo(workspaceId);
    try {
      const response = await post(
        '/api/voting-batches',
        { ...financialStatementInput(45), ballotTemplateId: null },
        admin.email,
      );
      expect(response.statusCode, response.body).toBe(201);
      const batchId = response.json<{ votingBatch: VotingBatch }>().votingBatch.id;
      const uploadOnce = async () => {
        const uploadedFile = await api.call({
          method: 'POST',
          url: `/api/voting-batches/${batchId}/holder-imports?fileName=lote.csv`,
          as: admin.email,
          headers: { 'content-type': 'text/csv' },
          body: spreadsheet().csv,
        });
        expect(uploadedFile.statusCode, uploadedFile.body).toBe(201);
        return uploadedFile.json<{ holderImport: VotingBatchHolderImport }>().holderImport.id;
      };
      const unconfirmedId = await uploadOnce();
      const importId = await uploadOnce();
      // With the upload's reading in another shape (JSON, as it was kept before), the confirmation reads the stored
      // file again: the same two funds.
      const oldShape = [{ taxId: cnpjOf(1), name: 'F', firstLine: 2, quotas: '1', holders: [{ line: 2 }] }];
      await api.fileStorage.put(
        `voting-batch-holders-${importId}.reading`,
        Buffer.from(JSON.stringify(oldShape)),
      );
      // A reading kept where it was before (.rows.json) goes with the workspace too.
      await api.fileStorage.put(`voting-batch-holders-${unconfirmedId}.rows.json`, Buffer.from('[]'));
      const confirmedBatch = await confirm(batchId, importId, {}, admin.email);
      expect(confirmedBatch.statusCode, confirmedBatch.body).toBe(200);
      expect(confirmedBatch.json<{ votingBatch: VotingBatch }>().votingBatch.children).toHaveLength(2);
      const fileKey = `voting-batch-holders-${importId}.csv`;
      const unconfirmedKeys = [
        `voting-batch-holders-${unconfirmedId}.csv`,
        `voting-batch-holders-${unconfirmedId}.reading`,
        `voting-batch-holders-${unconfirmedId}.rows.json`,
      ];
      expect(await api.fileStorage.get(fileKey)).toBeDefined();
      for (const key of unconfirmedKeys) expect(await api.fileStorage.get(key), key).toBeDefined();

      const removed = await api.call({
        method: 'DELETE',
        url: `/api/companies/${demo.company.id}/workspaces/${workspaceId}`,
        as: admin.email,
      });
      expect(removed.statusCode, removed.body).toBe(204);
      const left = await withWorkspace(api.database.db, scope.companyId, workspaceId, async (trx) => ({
        batches: await trx.selectFrom('voting_batches').select('id').execute(),
        imports: await trx.selectFrom('voting_batch_imports').select('id').execute(),
        votings: await trx.selectFrom('votings').select('id').execute(),
      }));
      expect(left).toEqual({ batches: [], imports: [], votings: [] });
      for (const key of [fileKey, ...unconfirmedKeys])
        expect(await api.fileStorage.get(key), key).toBeUndefined();
    } finally {
      await switchTo(demo.saoPaulo.id);
    }
  });
});
