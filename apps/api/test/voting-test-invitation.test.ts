import { describe, expect, it } from 'vitest';
import type { MessageTemplate, Voter, Voting, VotingDispatch } from '@backoffice/api-client';
import { withWorkspace } from '../src/db/tenant.ts';
import { runJobsUntilIdle } from '../src/jobs/index.ts';
import { loadAuditChain } from '../src/services/votings/audit-log.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { insertVoterRow, insertVotingRow } from './support/voting-fixtures.ts';

// POST /votings/{votingId}/test-invitation (sendTestInvitation): the voting's invitation, filled for a sample voter,
// e-mailed to the operator who asks — and nothing else: no voter, no round, no count, no e-mail to a voter.

const OPERATOR = 'operator@demo.local';
const OBSERVER = 'observer@demo.local';
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const PUBLIC_BASE_URL = 'https://votacao.example.com';

const BALLOT = {
  name: 'Cédula do convite de teste',
  kind: 'ballot',
  channel: 'email',
  subject: 'Cédula: {{votacao}}',
  body:
    '<h2>{{votacao}}</h2><p>Olá, {{nome}} ({{documento}}, {{email}}).</p><p>Vote até {{prazo}}.</p>' +
    '<p>{{itens}}</p><p><a href="{{link}}">Abrir a cédula</a></p><p>{{empresa}}</p>',
} as const;

describe.each(SUITE_BACKENDS)('test invitation on %s', (backend) => {
  const api = useApi(backend);
  const runJobs = () =>
    runJobsUntilIdle(
      { database: api.database, mailer: api.mailer },
      { publicBaseUrl: PUBLIC_BASE_URL, backoffMs: () => 0 },
    );
  const inWorkspace = <T>(work: Parameters<typeof withWorkspace<T>>[3]) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, work);

  let templateId: string | undefined;
  async function ballotTemplate(): Promise<string> {
    if (templateId) return templateId;
    const response = await api.call({ method: 'POST', url: '/api/templates', as: OPERATOR, body: BALLOT });
    expect(response.statusCode, response.body).toBe(201);
    templateId = response.json<{ template: MessageTemplate }>().template.id;
    return templateId;
  }

  /** A draft (or another status) with the ballot template, two items and two voters. */
  async function votingWithVoters(options: { status?: Voting['status']; template?: boolean } = {}) {
    const { votingId } = await insertVotingRow(api.database, scope, {
      title: 'AGE Fundo <Centro> 2027',
      status: options.status ?? 'draft',
      ballotTemplateId: options.template === false ? null : await ballotTemplate(),
      items: ['Aprovar as contas de 2026', 'Eleger o representante & suplente'],
      deadline: new Date('2027-03-31T21:00:00.000Z'),
    });
    for (let i = 0; i < 2; i++) await insertVoterRow(api.database, { ...scope, votingId });
    return votingId;
  }

  const send = (votingId: string, as = OPERATOR) =>
    api.call({ method: 'POST', url: `/api/votings/${votingId}/test-invitation`, as, body: {} });

  /** What a test invitation must never change: the voters, their counts and rounds, the trail. */
  async function snapshot(votingId: string) {
    const voting = await api.call({ url: `/api/votings/${votingId}`, as: OBSERVER });
    const voters = await api.call({ url: `/api/votings/${votingId}/voters`, as: OBSERVER });
    const dispatches = await api.call({ url: `/api/votings/${votingId}/dispatches`, as: OBSERVER });
    return {
      counts: voting.json<{ voting: Voting }>().voting.counts,
      voters: voters.json<{ voters: Voter[] }>().voters,
      dispatches: dispatches.json<{ dispatches: VotingDispatch[] }>().dispatches,
      trail: await inWorkspace((trx) => loadAuditChain(trx, votingId)),
    };
  }

  const jobsOf = async (votingId: string) =>
    (
      await inWorkspace((trx) =>
        trx.selectFrom('jobs').selectAll().where('kind', '=', 'voting-test-invitation').execute(),
      )
    ).filter((job) => (job.payload as { votingId?: string }).votingId === votingId);

  /** The company log's entries about the voting. */
  const companyLogOf = (votingId: string) =>
    inWorkspace((trx) =>
      trx
        .selectFrom('company_audit_entries')
        .select(['action', 'actor_kind', 'actor_id', 'workspace_id', 'data'])
        .where('subject_id', '=', votingId)
        .execute(),
    );

  it("e-mails the draft's invitation, for a sample voter, to the operator only — no voter, round or count", async () => {
    const votingId = await votingWithVoters();
    const before = await snapshot(votingId);
    api.mailer.reset();

    const response = await send(votingId);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ sentTo: OPERATOR });
    await runJobs();

    expect(api.mailer.sent.map((mail) => mail.to)).toEqual([OPERATOR]);
    const [mail] = api.mailer.sent;
    expect(mail!.subject).toBe('[Teste] Cédula: AGE Fundo <Centro> 2027');
    expect(mail!.html).toContain(
      'Convite de teste: é assim que cada votante receberá o convite desta votação.',
    );
    expect(mail!.html).toContain('<h2>AGE Fundo &lt;Centro&gt; 2027</h2>');
    expect(mail!.html).toContain('Olá, Maria da Silva (***.982.247-**, maria.silva@example.com).');
    expect(mail!.html).toContain(
      '<ol><li>Aprovar as contas de 2026</li><li>Eleger o representante &amp; suplente</li></ol>',
    );
    expect(mail!.html).toContain('Vote até 31/03/2027 18:00.');
    expect(mail!.html).toContain(`<a href="${PUBLIC_BASE_URL}/v/convite-de-teste">Abrir a cédula</a>`);
    expect(mail!.text.startsWith('Convite de teste:')).toBe(true);

    expect(await snapshot(votingId)).toEqual(before);
    const [job] = await jobsOf(votingId);
    expect(job).toMatchObject({ created_by: demo.operator.id, status: 'succeeded' });
    // A draft has no trail: the company's log records who asked, in which workspace, for which voting.
    expect(before.trail).toEqual([]);
    expect(await companyLogOf(votingId)).toEqual([
      {
        action: 'invitation.test_queued',
        actor_kind: 'user',
        actor_id: demo.operator.id,
        workspace_id: scope.workspaceId,
        data: { jobId: job!.id, title: 'AGE Fundo <Centro> 2027' },
      },
    ]);
    const deliveries = await inWorkspace((trx) =>
      trx.selectFrom('deliveries').selectAll().where('job_id', '=', job!.id).execute(),
    );
    expect(deliveries).toEqual([
      expect.objectContaining({ recipient_key: demo.operator.id, address: OPERATOR, status: 'sent' }),
    ]);
  });

  it('on a published voting, its trail records who asked (invitation.test_queued), not the company log; voters still get nothing', async () => {
    const votingId = await votingWithVoters({ status: 'open' });
    api.mailer.reset();
    const response = await send(votingId);
    expect(response.statusCode, response.body).toBe(202);
    const trail = await inWorkspace((trx) => loadAuditChain(trx, votingId));
    expect(trail.map((entry) => [entry.action, entry.actor])).toEqual([
      ['invitation.test_queued', { kind: 'user', id: demo.operator.id }],
    ]);
    const [job] = await jobsOf(votingId);
    expect(trail[0]!.data).toEqual({ jobId: job!.id });
    expect(await companyLogOf(votingId)).toEqual([]);
    await runJobs();
    expect(api.mailer.sent.map((mail) => mail.to)).toEqual([OPERATOR]);
  });

  it('refuses OBSERVER (403), a voting without a template (422) and a closed one (409), writing nothing', async () => {
    const draft = await votingWithVoters();
    expectProblem(await send(draft, OBSERVER), 'forbidden', 403);

    const noTemplate = await votingWithVoters({ template: false });
    const incomplete = await send(noTemplate);
    expectProblem(incomplete, 'voting_incomplete', 422);
    expect(incomplete.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'ballotTemplateId', code: 'required' },
    ]);

    const closed = await votingWithVoters({ status: 'closed' });
    expectProblem(await send(closed), 'invalid_state', 409);
    const cancelled = await votingWithVoters({ status: 'cancelled' });
    expectProblem(await send(cancelled), 'invalid_state', 409);

    expectProblem(await send('7e1d0c0a-0000-4000-8000-00000000ffff'), 'not_found', 404);

    for (const votingId of [draft, noTemplate, closed, cancelled]) {
      expect(await jobsOf(votingId)).toEqual([]);
      expect(await companyLogOf(votingId)).toEqual([]);
    }
    expect(await inWorkspace((trx) => loadAuditChain(trx, closed))).toEqual([]);
  });

  it('a draft discarded before the job runs gets nothing sent (the delivery fails as not eligible)', async () => {
    const votingId = await votingWithVoters();
    api.mailer.reset();
    expect((await send(votingId)).statusCode).toBe(202);
    const [job] = await jobsOf(votingId);
    expect(
      (await api.call({ method: 'DELETE', url: `/api/votings/${votingId}`, as: OPERATOR })).statusCode,
    ).toBe(204);
    await runJobs();
    expect(api.mailer.sent).toEqual([]);
    const deliveries = await inWorkspace((trx) =>
      trx.selectFrom('deliveries').select('status').where('job_id', '=', job!.id).execute(),
    );
    expect(deliveries).toEqual([{ status: 'failed' }]);
  });
});
