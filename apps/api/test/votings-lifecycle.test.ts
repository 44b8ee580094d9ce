import { describe, expect, it } from 'vitest';
import type { AuditEntry, FieldError, Voting, VotingInput } from '@backoffice/api-client';
import { withWorkspace } from '../src/db/tenant.ts';
import { runJobsUntilIdle } from '../src/jobs/index.ts';
import { loadAuditChain } from '../src/services/votings/audit-log.ts';
import { verifyChain } from '../src/audit/index.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { BACKENDS } from './support/test-database.ts';
import {
  DEMO_MESSAGE_TEMPLATE,
  insertVoterRow,
  insertVotingRow,
  votingInput,
} from './support/voting-fixtures.ts';

// The voting lifecycle as the server enforces it: draft → scheduled → open → closed, or cancelled; edits by status;
// every move audited; the clock's moves made by the timer jobs and, when they are late, by any read.

const OPERATOR = demo.operator.email;
const OBSERVER = demo.observer.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const SECOND = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(BACKENDS)('voting lifecycle (%s)', (backend) => {
  const api = useApi(backend);

  async function create(input: VotingInput = votingInput()): Promise<Voting> {
    const response = await api.call({ method: 'POST', url: '/api/votings', as: OPERATOR, body: input });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ voting: Voting }>().voting;
  }

  async function addVoters(votingId: string, weights: string[] = ['100', '250.5']): Promise<string[]> {
    const ids: string[] = [];
    for (const weight of weights)
      ids.push((await insertVoterRow(api.database, { ...scope, votingId }, { weight })).voterId);
    return ids;
  }

  const post = (url: string, body: unknown, as = OPERATOR) => api.call({ method: 'POST', url, as, body });
  const get = (url: string, as = OPERATOR) => api.call({ url, as });

  async function publishNow(votingId: string): Promise<Voting> {
    const response = await post(`/api/votings/${votingId}/publish`, { opensAt: null });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ voting: Voting }>().voting;
  }

  async function auditActions(votingId: string): Promise<string[]> {
    const response = await get(`/api/votings/${votingId}/audit?limit=100`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ entries: AuditEntry[] }>().entries.map((entry) => entry.action);
  }

  const storedStatus = (votingId: string) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, async (trx) => {
      const row = await trx
        .selectFrom('votings')
        .select('status')
        .where('id', '=', votingId)
        .executeTakeFirstOrThrow();
      return row.status;
    });

  const runJobs = () => runJobsUntilIdle({ database: api.database, mailer: api.mailer });

  describe('drafts', () => {
    it('creates a draft with its items in order and the ballot template named', async () => {
      const voting = await create(votingInput({ title: '  Assembleia   Ipê  ', description: '' }));
      expect(voting).toMatchObject({
        title: 'Assembleia   Ipê',
        status: 'draft',
        weighting: 'by_weight',
        ballotTemplate: {
          id: '7e000000-0000-4000-8000-000000000003',
          name: 'Cédula de assembleia geral de cotistas',
        },
        publishedAt: null,
        counts: { voters: 0, completed: 0, pending: 0, voided: 0 },
        participation: {
          eligible: { total: 0, voters: 0, represented: 0 },
          voted: { total: 0, voters: 0, represented: 0 },
          underReview: { total: 0, voters: 0, represented: 0 },
          pending: { total: 0, voters: 0, represented: 0 },
          voided: 0,
        },
        documents: [],
      });
      expect(voting.items.map((item) => [item.position, item.title])).toEqual([
        [1, 'Aprovar as demonstrações financeiras de 2025'],
        [2, 'Eleger o representante dos cotistas'],
      ]);
      // No audit trail for a draft: it starts at publication.
      expect(await auditActions(voting.id)).toEqual([]);
    });

    it.each([
      ['a message template', DEMO_MESSAGE_TEMPLATE],
      ['a template of another workspace', '7e000000-0000-4000-8000-000000000004'],
      ['a template that does not exist', '7e000000-0000-4000-8000-0000000000ff'],
    ])('refuses %s as the ballot template (422 on ballotTemplateId)', async (_label, templateId) => {
      const response = await post('/api/votings', votingInput({ ballotTemplateId: templateId }));
      expectProblem(response, 'unprocessable', 422);
      expect(response.json<{ errors: FieldError[] }>().errors).toEqual([
        { field: 'ballotTemplateId', code: 'not_found' },
      ]);
    });

    it('refuses a blank title (400) and an opening at or after the deadline (422)', async () => {
      expectProblem(
        await post('/api/votings', votingInput({ title: '   ', description: '' })),
        'validation_failed',
        400,
      );
      const deadline = new Date(Date.now() + 86_400_000).toISOString();
      const late = await post('/api/votings', votingInput({ deadline, opensAt: deadline }));
      expectProblem(late, 'unprocessable', 422);
    });

    it('edits every part of a draft: items reordered, edited, removed and added by id', async () => {
      const voting = await create(
        votingInput({
          items: [
            { title: 'Um', description: '' },
            { title: 'Dois', description: '' },
            { title: 'Três', description: '' },
          ],
        }),
      );
      const [one, two, three] = voting.items;
      const response = await api.call({
        method: 'PUT',
        url: `/api/votings/${voting.id}`,
        as: OPERATOR,
        body: votingInput({
          title: 'Outra pauta',
          weighting: 'per_head',
          items: [
            { id: three!.id, title: 'Três (primeiro)', description: '' },
            { title: 'Novo', description: '' },
            { id: one!.id, title: 'Um', description: '' },
          ],
        }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const updated = response.json<{ voting: Voting }>().voting;
      expect(updated).toMatchObject({ title: 'Outra pauta', weighting: 'per_head', status: 'draft' });
      expect(updated.items.map((item) => [item.position, item.title])).toEqual([
        [1, 'Três (primeiro)'],
        [2, 'Novo'],
        [3, 'Um'],
      ]);
      expect(updated.items[0]!.id).toBe(three!.id);
      expect(updated.items.map((item) => item.id)).not.toContain(two!.id);

      const foreign = await api.call({
        method: 'PUT',
        url: `/api/votings/${voting.id}`,
        as: OPERATOR,
        body: votingInput({
          items: [{ id: '00000000-0000-4000-8000-000000000000', title: 'x', description: '' }],
        }),
      });
      expectProblem(foreign, 'unprocessable', 422);
    });

    it('deletes a draft (204, then 404) but never a published voting (409)', async () => {
      const draft = await create();
      expect(
        (await api.call({ method: 'DELETE', url: `/api/votings/${draft.id}`, as: OPERATOR })).statusCode,
      ).toBe(204);
      expectProblem(await get(`/api/votings/${draft.id}`), 'not_found', 404);

      const published = await create();
      await addVoters(published.id);
      await publishNow(published.id);
      const refused = await api.call({ method: 'DELETE', url: `/api/votings/${published.id}`, as: OPERATOR });
      expectProblem(refused, 'invalid_state', 409);
    });
    it('a workspace holding a published voting cannot be deleted (409 workspace_has_voting_records)', async () => {
      await insertVotingRow(
        api.database,
        { ...scope, workspaceId: demo.beloHorizonte.id },
        { status: 'closed' },
      );
      const response = await api.call({
        method: 'DELETE',
        url: `/api/companies/${scope.companyId}/workspaces/${demo.beloHorizonte.id}`,
        as: demo.admin.email,
      });
      expectProblem(response, 'workspace_has_voting_records', 409);
    });
  });

  describe('publishing', () => {
    it('lists everything a draft misses, one error each (422 voting_incomplete)', async () => {
      const voting = await create(
        votingInput({ items: [], ballotTemplateId: null, requiresSupportDocument: true }),
      );
      // A deadline in the past can only come from a draft saved long ago.
      await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
        trx
          .updateTable('votings')
          .set({ deadline: new Date(Date.now() - 1000) })
          .where('id', '=', voting.id)
          .execute(),
      );
      const response = await post(`/api/votings/${voting.id}/publish`, { opensAt: null });
      expectProblem(response, 'voting_incomplete', 422);
      expect(response.json<{ errors: FieldError[] }>().errors.map((error) => error.field)).toEqual([
        'items',
        'voters',
        'ballotTemplateId',
        'deadline',
        'documents',
      ]);
      expect(await storedStatus(voting.id)).toBe('draft');
    });

    it('a voided voter is not a voter: publishing needs an active one', async () => {
      const voting = await create();
      await insertVoterRow(api.database, { ...scope, votingId: voting.id }, { voided: true });
      const response = await post(`/api/votings/${voting.id}/publish`, { opensAt: null });
      expectProblem(response, 'voting_incomplete', 422);
      expect(response.json<{ errors: FieldError[] }>().errors).toEqual([
        { field: 'voters', code: 'minItems', params: { limit: 1 } },
      ]);
    });

    it('publishes now: open, audited (published, opened), invitations queued for every active voter', async () => {
      const voting = await create();
      await addVoters(voting.id, ['10', '20', '30']);
      const open = await publishNow(voting.id);
      expect(open.status).toBe('open');
      expect(open.publishedAt).not.toBeNull();
      expect(open.opensAt).not.toBeNull();
      expect(await auditActions(voting.id)).toEqual([
        'voting.published',
        'voting.opened',
        'invitation.queued',
      ]);
      const dispatches = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
        trx
          .selectFrom('voting_dispatches')
          .select(['kind', 'recipients'])
          .where('voting_id', '=', voting.id)
          .execute(),
      );
      expect(dispatches).toEqual([{ kind: 'invitation', recipients: 3 }]);
      expectProblem(await post(`/api/votings/${voting.id}/publish`, { opensAt: null }), 'invalid_state', 409);
    });

    it('schedules: refuses an opening in the past or after the deadline, then waits for the opening', async () => {
      const voting = await create();
      await addVoters(voting.id);
      const past = await post(`/api/votings/${voting.id}/publish`, {
        opensAt: new Date(Date.now() - 60_000).toISOString(),
      });
      expectProblem(past, 'voting_incomplete', 422);
      expect(past.json<{ errors: FieldError[] }>().errors).toEqual([{ field: 'opensAt', code: 'in_past' }]);

      const opensAt = new Date(Date.now() + 86_400_000).toISOString();
      const response = await post(`/api/votings/${voting.id}/publish`, { opensAt });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ voting: Voting }>().voting).toMatchObject({ status: 'scheduled', opensAt });
      expect(await auditActions(voting.id)).toEqual(['voting.published']);
    });
  });

  describe('after publication', () => {
    async function openVoting(): Promise<Voting> {
      const voting = await create();
      await addVoters(voting.id);
      return publishNow(voting.id);
    }

    const asInput = (voting: Voting, changes: Partial<VotingInput> = {}): VotingInput => ({
      title: voting.title,
      description: voting.description,
      kind: voting.kind,
      weighting: voting.weighting,
      requiresSupportDocument: voting.requiresSupportDocument,
      ballotTemplateId: voting.ballotTemplate?.id ?? null,
      opensAt: voting.opensAt,
      deadline: voting.deadline,
      items: voting.items.map((item) => ({ id: item.id, title: item.title, description: item.description })),
      ...changes,
    });

    it('fixes items, kind, weighting and deadline (409) but lets the title change, audited', async () => {
      const voting = await openVoting();
      const put = (body: VotingInput) =>
        api.call({ method: 'PUT', url: `/api/votings/${voting.id}`, as: OPERATOR, body });
      const [first, second] = voting.items;
      const changes: Partial<VotingInput>[] = [
        {
          items: [
            { id: first!.id, title: 'Outro texto', description: '' },
            { id: second!.id, title: second!.title, description: '' },
          ],
        },
        { items: [{ id: first!.id, title: first!.title, description: '' }] },
        { items: [...asInput(voting).items, { title: 'Item novo', description: '' }] },
        { weighting: 'per_head' },
        { kind: 'financial_statement' },
        { deadline: new Date(Date.now() + 30 * 86_400_000).toISOString() },
        { requiresSupportDocument: true },
      ];
      for (const change of changes) expectProblem(await put(asInput(voting, change)), 'invalid_state', 409);

      const renamed = await put(asInput(voting, { title: 'Título retificado', description: '' }));
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<{ voting: Voting }>().voting.title).toBe('Título retificado');
      expect((await auditActions(voting.id)).at(-1)).toBe('voting.updated');
    });

    it('extends the deadline only to a later time in the future, audited with the old and the new', async () => {
      const voting = await openVoting();
      const url = `/api/votings/${voting.id}/deadline`;
      const earlier = await post(url, {
        deadline: new Date(Date.now() + 3600_000).toISOString(),
        reason: 'Antes',
      });
      expectProblem(earlier, 'unprocessable', 422);
      expect(earlier.json<{ errors: FieldError[] }>().errors).toEqual([
        { field: 'deadline', code: 'not_later' },
      ]);

      const later = new Date(Date.parse(voting.deadline) + 7 * 86_400_000).toISOString();
      const response = await post(url, { deadline: later, reason: 'Pedido dos cotistas' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ voting: Voting }>().voting.deadline).toBe(later);
      const entries = (await get(`/api/votings/${voting.id}/audit`)).json<{ entries: AuditEntry[] }>()
        .entries;
      expect(entries.at(-1)).toMatchObject({
        action: 'voting.deadline_extended',
        actor: { kind: 'user', id: demo.operator.id, name: demo.operator.name },
        data: { from: voting.deadline, to: later, reason: 'Pedido dos cotistas' },
      });
    });

    it('closes early with a reason; a closed voting cannot be closed, cancelled, extended or edited', async () => {
      const voting = await openVoting();
      const blank = await post(`/api/votings/${voting.id}/close`, { reason: '    ' });
      expectProblem(blank, 'validation_failed', 400);
      const response = await post(`/api/votings/${voting.id}/close`, { reason: 'Quórum atingido' });
      expect(response.statusCode, response.body).toBe(200);
      const closed = response.json<{ voting: Voting }>().voting;
      expect(closed.status).toBe('closed');
      expect(closed.closedAt).not.toBeNull();

      expectProblem(
        await post(`/api/votings/${voting.id}/close`, { reason: 'De novo' }),
        'invalid_state',
        409,
      );
      expectProblem(
        await post(`/api/votings/${voting.id}/cancel`, { reason: 'Tarde' }),
        'invalid_state',
        409,
      );
      const extend = await post(`/api/votings/${voting.id}/deadline`, {
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        reason: 'Tarde demais',
      });
      expectProblem(extend, 'invalid_state', 409);
      const edit = await api.call({
        method: 'PUT',
        url: `/api/votings/${voting.id}`,
        as: OPERATOR,
        body: asInput(closed, { title: 'x', description: '' }),
      });
      expectProblem(edit, 'invalid_state', 409);
      expect(await auditActions(voting.id)).toEqual([
        'voting.published',
        'voting.opened',
        'invitation.queued',
        'voting.closed',
      ]);
    });

    it('cancels a scheduled voting with the reason; a draft cannot be cancelled or closed', async () => {
      const draft = await create();
      expectProblem(await post(`/api/votings/${draft.id}/cancel`, { reason: 'Nada' }), 'invalid_state', 409);
      expectProblem(await post(`/api/votings/${draft.id}/close`, { reason: 'Nada' }), 'invalid_state', 409);

      await addVoters(draft.id);
      await post(`/api/votings/${draft.id}/publish`, {
        opensAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const response = await post(`/api/votings/${draft.id}/cancel`, { reason: 'Convocação refeita' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ voting: Voting }>().voting).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Convocação refeita',
      });
      // The queued opening finds it cancelled and does nothing.
      await runJobs();
      expect(await storedStatus(draft.id)).toBe('cancelled');
      expect(await auditActions(draft.id)).toEqual(['voting.published', 'voting.cancelled']);
    });
  });

  describe('the clock', () => {
    it('opens at the opening and closes at the deadline through the jobs, which follow an extension', async () => {
      const voting = await create(votingInput({}, 1));
      await addVoters(voting.id);
      // Deadlines are set through the lifecycle only, so this one is short from its creation.
      await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
        trx
          .updateTable('votings')
          .set({ deadline: new Date(Date.now() + 4 * SECOND) })
          .where('id', '=', voting.id)
          .execute(),
      );
      const opensAt = new Date(Date.now() + SECOND);
      expect(
        (await post(`/api/votings/${voting.id}/publish`, { opensAt: opensAt.toISOString() })).statusCode,
      ).toBe(200);

      expect(await runJobs()).toBe(0); // nothing due yet
      await sleep(opensAt.getTime() - Date.now() + 50);
      await runJobs();
      expect(await storedStatus(voting.id)).toBe('open');

      // Extended before the deadline: the closing job wakes at the old deadline and waits for the new one.
      const { deadline } = (await get(`/api/votings/${voting.id}`)).json<{ voting: Voting }>().voting;
      const extended = new Date(Date.parse(deadline) + 1.5 * SECOND);
      const extend = await post(`/api/votings/${voting.id}/deadline`, {
        deadline: extended.toISOString(),
        reason: 'Mais prazo',
      });
      expect(extend.statusCode, extend.body).toBe(200);
      await sleep(Date.parse(deadline) - Date.now() + 50);
      await runJobs();
      expect(await storedStatus(voting.id)).toBe('open');
      await sleep(extended.getTime() - Date.now() + 50);
      await runJobs();
      expect(await storedStatus(voting.id)).toBe('closed');

      const entries = (await get(`/api/votings/${voting.id}/audit`)).json<{ entries: AuditEntry[] }>()
        .entries;
      expect(entries.map((entry) => [entry.action, entry.actor.kind])).toEqual([
        ['voting.published', 'user'],
        ['voting.opened', 'system'],
        ['invitation.queued', 'system'],
        ['voting.deadline_extended', 'user'],
        ['voting.closed', 'system'],
      ]);
      expect(entries.at(-1)!.data).toMatchObject({ reason: 'deadline', closedAt: extended.toISOString() });
    }, 20_000);

    it('settles on read when the runner is late: the list filters by the effective status, a read writes it', async () => {
      const past = new Date(Date.now() - 60_000);
      const late = await insertVotingRow(api.database, scope, {
        title: 'Abertura atrasada Sucupira',
        status: 'scheduled',
        opensAt: new Date(Date.now() - 120_000),
        deadline: new Date(Date.now() + 86_400_000),
      });
      const overdue = await insertVotingRow(api.database, scope, {
        title: 'Prazo vencido Sucupira',
        status: 'open',
        opensAt: new Date(Date.now() - 86_400_000),
        deadline: past,
      });
      await addVoters(late.votingId);

      const list = async (status: string) =>
        (await get(`/api/votings?search=sucupira&status=${status}`))
          .json<{ votings: { id: string }[] }>()
          .votings.map((voting) => voting.id);
      expect(await list('open')).toEqual([late.votingId]);
      expect(await list('closed')).toEqual([overdue.votingId]);
      expect(await list('scheduled')).toEqual([]);
      expect(await storedStatus(late.votingId)).toBe('scheduled'); // the list only reads

      const opened = (await get(`/api/votings/${late.votingId}`, OBSERVER)).json<{ voting: Voting }>().voting;
      expect(opened.status).toBe('open');
      expect(await storedStatus(late.votingId)).toBe('open');
      expect(await auditActions(late.votingId)).toEqual(['voting.opened', 'invitation.queued']);

      const closed = (await get(`/api/votings/${overdue.votingId}`)).json<{ voting: Voting }>().voting;
      expect(closed).toMatchObject({ status: 'closed', closedAt: past.toISOString() });
      const chain = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
        loadAuditChain(trx, overdue.votingId),
      );
      expect(chain.map((entry) => [entry.action, entry.actor.kind])).toEqual([['voting.closed', 'system']]);
      expect(verifyChain(chain).ok).toBe(true);
    });
  });

  describe('OBSERVER', () => {
    it('reads a voting and its list but every change is 403 and changes nothing', async () => {
      const voting = await create();
      await addVoters(voting.id);
      expect((await get(`/api/votings/${voting.id}`, OBSERVER)).statusCode).toBe(200);
      expect((await get('/api/votings', OBSERVER)).statusCode).toBe(200);
      const calls: [string, string, unknown][] = [
        ['POST', '/api/votings', votingInput()],
        ['PUT', `/api/votings/${voting.id}`, votingInput({ title: 'Observado', description: '' })],
        ['POST', `/api/votings/${voting.id}/publish`, { opensAt: null }],
        ['POST', `/api/votings/${voting.id}/close`, { reason: 'Observado' }],
        ['POST', `/api/votings/${voting.id}/cancel`, { reason: 'Observado' }],
        [
          'POST',
          `/api/votings/${voting.id}/deadline`,
          { deadline: new Date().toISOString(), reason: 'Observado' },
        ],
        ['DELETE', `/api/votings/${voting.id}`, undefined],
      ];
      for (const [method, url, body] of calls) {
        const response = await api.call({ method: method as 'POST', url, as: OBSERVER, body });
        expectProblem(response, 'forbidden', 403);
      }
      const after = (await get(`/api/votings/${voting.id}`)).json<{ voting: Voting }>().voting;
      expect(after).toMatchObject({ status: 'draft', title: voting.title, updatedAt: voting.updatedAt });
    });
  });
});
