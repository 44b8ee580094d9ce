import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role, Workspace, WorkspaceSummary } from '@backoffice/api-client';
import { withTenant } from '../src/db/tenant.ts';
import { useApi, type ApiHarness } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { TEST_ISSUER, testSubject } from './support/tokens.ts';

const base = (companyId: string = demo.company.id) => `/api/companies/${companyId}/workspaces`;
const one = (id: string, companyId?: string) => `${base(companyId)}/${id}`;
const NO_SUCH_ID = '00000000-0000-4000-8000-00000000beef';

/** Every demo user that is a member of the demo workspaces (all but sem-workspace). */
const DEMO_MEMBERS = [demo.admin, demo.master, demo.operator, demo.observer, demo.firstAccess];

// --- direct database access (fixtures the API cannot make, and the rows compared around a refusal) -------------

function tenant<T>(
  api: ApiHarness,
  work: Parameters<typeof withTenant<T>>[2],
  companyId: string = demo.company.id,
): Promise<T> {
  return withTenant(api.database.db, companyId, work);
}

async function insertWorkspace(
  api: ApiHarness,
  name: string,
  createdAt: string | null,
  memberIds: string[],
): Promise<string> {
  return tenant(api, async (trx) => {
    const { id } = await trx
      .insertInto('workspaces')
      .values({ company_id: demo.company.id, name, logo_ref: null, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (memberIds.length)
      await trx
        .insertInto('memberships')
        .values(memberIds.map((user_id) => ({ company_id: demo.company.id, user_id, workspace_id: id })))
        .execute();
    return id;
  });
}

/** A user of the demo company, member of exactly `workspaceIds`, current workspace `current`. */
async function insertUser(
  api: ApiHarness,
  name: string,
  workspaceIds: string[],
  current: string | null = workspaceIds[0] ?? null,
  role: Role = 'OPERATOR',
): Promise<string> {
  return tenant(api, async (trx) => {
    const email = `${randomUUID()}@teste.local`;
    const { id } = await trx
      .insertInto('users')
      .values({
        company_id: demo.company.id,
        email,
        name,
        role,
        photo_url: null,
        current_workspace_id: current,
        identity_issuer: TEST_ISSUER,
        identity_subject: testSubject(email),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (workspaceIds.length)
      await trx
        .insertInto('memberships')
        .values(
          workspaceIds.map((workspace_id) => ({ company_id: demo.company.id, user_id: id, workspace_id })),
        )
        .execute();
    return id;
  });
}

async function insertTemplate(api: ApiHarness, workspaceId: string): Promise<string> {
  return tenant(api, async (trx) => {
    const { id } = await trx
      .insertInto('message_templates')
      .values({
        company_id: demo.company.id,
        workspace_id: workspaceId,
        name: 'Convite',
        kind: 'message',
        channel: 'whatsapp',
        subject: null,
        body: 'Olá {{nome}}',
        placeholders: ['nome'],
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

async function currentWorkspaceOf(api: ApiHarness, userId: string): Promise<string | null> {
  return tenant(api, async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select('current_workspace_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.current_workspace_id;
  });
}

/** Every row a workspace write may touch, of both companies, in a stable order. */
async function snapshot(api: ApiHarness) {
  const rowsOf = (companyId: string) =>
    tenant(
      api,
      async (trx) => ({
        workspaces: await trx.selectFrom('workspaces').selectAll().orderBy('id').execute(),
        memberships: await trx
          .selectFrom('memberships')
          .selectAll()
          .orderBy('user_id')
          .orderBy('workspace_id')
          .execute(),
        users: await trx.selectFrom('users').selectAll().orderBy('id').execute(),
        templates: await trx.selectFrom('message_templates').selectAll().orderBy('id').execute(),
      }),
      companyId,
    );
  return { demo: await rowsOf(demo.company.id), other: await rowsOf(demo.other.id) };
}

// --- API helpers ----------------------------------------------------------------------------------------------

async function list(api: ApiHarness, query: string, as = 'admin@demo.local') {
  const response = await api.call({ url: `${base()}${query}`, as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    workspaces: WorkspaceSummary[];
    pagination: { total: number; offset: number; limit: number; sortBy: string; sortDirection: string };
  }>();
}

const names = (page: { workspaces: { name: string }[] }) => page.workspaces.map((w) => w.name);

async function create(api: ApiHarness, name: string, memberIds: string[], as = 'admin@demo.local') {
  const response = await api.call({ method: 'POST', url: base(), as, body: { name, memberIds } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ workspace: Workspace }>().workspace;
}

function put(api: ApiHarness, id: string, body: unknown, as = 'admin@demo.local') {
  return api.call({ method: 'PUT', url: one(id), as, body });
}

function remove(api: ApiHarness, id: string, as = 'admin@demo.local', companyId?: string) {
  return api.call({ method: 'DELETE', url: one(id, companyId), as });
}

/** Runs `request`, expects the problem, and that no row of either company changed. */
async function expectRefusedWithoutWrites(
  api: ApiHarness,
  request: () => Promise<Awaited<ReturnType<ApiHarness['call']>>>,
  code: string,
  status: number,
) {
  const before = await snapshot(api);
  const response = await request();
  expectProblem(response, code, status);
  expect(await snapshot(api)).toEqual(before);
  return response.json<{ errors?: { field: string; code: string; params?: Record<string, unknown> }[] }>();
}

describe.each(SUITE_BACKENDS)('workspace administration on %s', (backend) => {
  const api = useApi(backend);

  describe('GET /companies/{companyId}/workspaces', () => {
    // Two more workspaces beside the demo's four: one with an unaccented near-twin name and one member, one whose
    // name starts with an accented capital, undated and empty.
    beforeAll(async () => {
      await insertWorkspace(api, 'Sao Paulo Previdência', '2022-01-01T00:00:00.000Z', [demo.admin.id]);
      await insertWorkspace(api, 'ÁGUA Limpa', null, []);
    });

    const BY_NAME = [
      'ÁGUA Limpa',
      'Belo Horizonte Ações',
      'Curitiba Multimercado',
      'Rio de Janeiro Crédito',
      'São Paulo Fundos Imobiliários',
      'Sao Paulo Previdência',
    ];

    it('lists every workspace of the company by name (case and accents ignored) with member counts', async () => {
      const page = await list(api, '');
      expect(names(page)).toEqual(BY_NAME);
      expect(page.pagination).toEqual({
        total: 6,
        offset: 0,
        limit: 20,
        sortBy: 'name',
        sortDirection: 'asc',
      });
      expect(page.workspaces.find((w) => w.id === demo.saoPaulo.id)).toEqual({
        id: demo.saoPaulo.id,
        name: 'São Paulo Fundos Imobiliários',
        createdAt: '2024-03-10T00:00:00.000Z',
        memberCount: 5,
      });
      expect(page.workspaces.map((w) => w.memberCount)).toEqual([0, 5, 5, 5, 5, 1]);
      expect(page.workspaces.find((w) => w.id === demo.beloHorizonte.id)?.createdAt).toBeNull();
    });

    it.each([
      ['name', 'asc', BY_NAME],
      ['name', 'desc', [...BY_NAME].reverse()],
      [
        'createdAt',
        'asc',
        [
          'Sao Paulo Previdência',
          'Curitiba Multimercado',
          'São Paulo Fundos Imobiliários',
          'Rio de Janeiro Crédito',
          'ÁGUA Limpa',
          'Belo Horizonte Ações',
        ],
      ],
      [
        'createdAt',
        'desc',
        [
          'Rio de Janeiro Crédito',
          'São Paulo Fundos Imobiliários',
          'Curitiba Multimercado',
          'Sao Paulo Previdência',
          // Undated last in both directions; ties by name A→Z.
          'ÁGUA Limpa',
          'Belo Horizonte Ações',
        ],
      ],
      [
        'memberCount',
        'asc',
        [
          'ÁGUA Limpa',
          'Sao Paulo Previdência',
          'Belo Horizonte Ações',
          'Curitiba Multimercado',
          'Rio de Janeiro Crédito',
          'São Paulo Fundos Imobiliários',
        ],
      ],
      [
        'memberCount',
        'desc',
        [
          // Ties by name A→Z.
          'Belo Horizonte Ações',
          'Curitiba Multimercado',
          'Rio de Janeiro Crédito',
          'São Paulo Fundos Imobiliários',
          'Sao Paulo Previdência',
          'ÁGUA Limpa',
        ],
      ],
    ])('sorts by %s %s', async (sortBy, sortDirection, expected) => {
      const page = await list(api, `?sortBy=${sortBy}&sortDirection=${sortDirection}`);
      expect(names(page)).toEqual(expected);
      expect(page.pagination).toMatchObject({ total: 6, sortBy, sortDirection });
    });

    it.each([
      ['sao paulo', ['São Paulo Fundos Imobiliários', 'Sao Paulo Previdência']],
      ['SÃO   imobiliarios', ['São Paulo Fundos Imobiliários']],
      ['previdencia sao', ['Sao Paulo Previdência']],
      ['agua', ['ÁGUA Limpa']],
      ['credito rio', ['Rio de Janeiro Crédito']],
      ['paulo xyz', []],
      ['%', []],
      ['   ', BY_NAME],
    ])('search %j finds the names containing every word', async (search, expected) => {
      const page = await list(api, `?search=${encodeURIComponent(search)}`);
      expect(names(page)).toEqual(expected);
      expect(page.pagination.total).toBe(expected.length);
    });

    it('pages with offset and limit, the total counting every match', async () => {
      const page = await list(api, '?offset=2&limit=2');
      expect(names(page)).toEqual(['Curitiba Multimercado', 'Rio de Janeiro Crédito']);
      expect(page.pagination).toEqual({
        total: 6,
        offset: 2,
        limit: 2,
        sortBy: 'name',
        sortDirection: 'asc',
      });

      const searched = await list(api, '?search=paulo&limit=1&offset=1&sortDirection=desc');
      expect(names(searched)).toEqual(['São Paulo Fundos Imobiliários']);
      expect(searched.pagination).toEqual({
        total: 2,
        offset: 1,
        limit: 1,
        sortBy: 'name',
        sortDirection: 'desc',
      });

      const beyond = await list(api, '?offset=10');
      expect(beyond.workspaces).toEqual([]);
      expect(beyond.pagination.total).toBe(6);
    });

    it.each(['observer@demo.local', 'operator@demo.local', 'master@demo.local'])(
      'every role reads the list (%s)',
      async (as) => {
        expect(names(await list(api, '', as))).toEqual(BY_NAME);
      },
    );

    it('another company sees only its own workspaces, and the demo company’s list is 404 to it', async () => {
      const other = await api.call({ url: base(demo.other.id), as: 'outra-admin@demo.local' });
      expect(other.statusCode).toBe(200);
      expect(names(other.json())).toEqual(['Outra Mesa']);
      expectProblem(await api.call({ url: base(), as: 'outra-admin@demo.local' }), 'not_found', 404);
      expectProblem(await api.call({ url: base(demo.other.id), as: 'admin@demo.local' }), 'not_found', 404);
    });

    it.each(['?sortBy=members', '?sortDirection=up', '?limit=0', '?limit=101', '?offset=-1'])(
      '%s is 400 validation_failed',
      async (query) => {
        const response = await api.call({ url: `${base()}${query}`, as: 'admin@demo.local' });
        expectProblem(response, 'validation_failed', 400);
      },
    );
  });

  describe('GET /companies/{companyId}/workspaces/{workspaceId}', () => {
    it('returns the workspace with its members by name', async () => {
      const response = await api.call({ url: one(demo.saoPaulo.id), as: 'observer@demo.local' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        workspace: {
          id: demo.saoPaulo.id,
          name: 'São Paulo Fundos Imobiliários',
          createdAt: '2024-03-10T00:00:00.000Z',
          members: [
            { id: demo.admin.id, name: 'Ana Administradora', email: 'admin@demo.local', role: 'ADMIN' },
            { id: demo.master.id, name: 'Marcos Master', email: 'master@demo.local', role: 'MASTER' },
            {
              id: demo.operator.id,
              name: 'Olívia Operadora',
              email: 'operator@demo.local',
              role: 'OPERATOR',
            },
            {
              id: demo.observer.id,
              name: 'Otávio Observador',
              email: 'observer@demo.local',
              role: 'OBSERVER',
            },
            {
              id: demo.firstAccess.id,
              name: 'Paula Primeiro Acesso',
              email: 'primeiro-acesso@demo.local',
              role: 'OPERATOR',
            },
          ],
        },
      });
    });

    it('another company’s workspace and an unknown id are the same 404', async () => {
      const foreign = await api.call({ url: one(demo.outraMesa.id), as: 'admin@demo.local' });
      const missing = await api.call({ url: one(NO_SUCH_ID), as: 'admin@demo.local' });
      expectProblem(foreign, 'not_found', 404);
      expectProblem(missing, 'not_found', 404);
      expect(foreign.body).toBe(missing.body);
      const viaOtherCompany = await api.call({
        url: one(demo.outraMesa.id, demo.other.id),
        as: 'admin@demo.local',
      });
      expectProblem(viaOtherCompany, 'not_found', 404);
    });
  });

  describe('POST /companies/{companyId}/workspaces', () => {
    it('creates a workspace with a trimmed name, the members and the caller, dated now', async () => {
      const started = Date.now();
      const response = await api.call({
        method: 'POST',
        url: base(),
        as: 'master@demo.local',
        body: { name: '  Fundo Novo  ', memberIds: [demo.operator.id] },
      });
      expect(response.statusCode).toBe(201);
      const { workspace } = response.json<{ workspace: Workspace }>();
      expect(workspace).toMatchObject({
        name: 'Fundo Novo',
        members: [
          { id: demo.master.id, name: 'Marcos Master' },
          { id: demo.operator.id, name: 'Olívia Operadora' },
        ],
      });
      const createdAt = Date.parse(workspace.createdAt ?? '');
      expect(createdAt).toBeGreaterThanOrEqual(started - 1000);
      expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);

      const read = await api.call({ url: one(workspace.id), as: 'observer@demo.local' });
      expect(read.json()).toEqual({ workspace });
      const page = await list(api, '?search=fundo%20novo');
      expect(page.workspaces).toEqual([
        { id: workspace.id, name: 'Fundo Novo', createdAt: workspace.createdAt, memberCount: 2 },
      ]);
    });

    it('the caller listed among the members is one membership, not two', async () => {
      const workspace = await create(api, 'Fundo Com O Próprio Autor', [demo.admin.id, demo.observer.id]);
      expect(workspace.members.map((m) => m.id)).toEqual([demo.admin.id, demo.observer.id]);
    });

    it('a member without a current workspace gets the new one as current', async () => {
      expect(await currentWorkspaceOf(api, demo.noWorkspace.id)).toBeNull();
      const workspace = await create(api, 'Fundo Do Sérgio', [demo.noWorkspace.id]);
      expect(await currentWorkspaceOf(api, demo.noWorkspace.id)).toBe(workspace.id);
      // Members who had one keep theirs.
      expect(await currentWorkspaceOf(api, demo.admin.id)).toBe(demo.saoPaulo.id);
    });

    it.each([
      ['the same name', 'São Paulo Fundos Imobiliários'],
      ['another case and no accents', 'sao paulo fundos IMOBILIARIOS'],
      ['surrounding and doubled spaces', '  São  Paulo Fundos Imobiliários '],
    ])('a name taken in the company (%s) is 422 duplicate, nothing written', async (_label, name) => {
      const body = await expectRefusedWithoutWrites(
        api,
        () =>
          api.call({ method: 'POST', url: base(), as: 'admin@demo.local', body: { name, memberIds: [] } }),
        'unprocessable',
        422,
      );
      expect(body.errors).toEqual([{ field: 'name', code: 'duplicate' }]);
    });

    it('the name of another company’s workspace is free', async () => {
      const workspace = await create(api, 'Outra Mesa', []);
      expect(workspace.name).toBe('Outra Mesa');
    });

    it('a blank name is 422 blank, nothing written', async () => {
      const body = await expectRefusedWithoutWrites(
        api,
        () =>
          api.call({
            method: 'POST',
            url: base(),
            as: 'admin@demo.local',
            body: { name: '   ', memberIds: [] },
          }),
        'unprocessable',
        422,
      );
      expect(body.errors).toEqual([{ field: 'name', code: 'blank' }]);
    });

    it('members that are not users of the company are 422 not_found at their index, nothing written', async () => {
      const body = await expectRefusedWithoutWrites(
        api,
        () =>
          api.call({
            method: 'POST',
            url: base(),
            as: 'admin@demo.local',
            body: {
              name: 'Fundo Estrangeiro',
              memberIds: [demo.operator.id, demo.otherAdmin.id, NO_SUCH_ID],
            },
          }),
        'unprocessable',
        422,
      );
      expect(body.errors).toEqual([
        { field: 'memberIds/1', code: 'not_found' },
        { field: 'memberIds/2', code: 'not_found' },
      ]);
    });

    it('a taken name and a foreign member are reported together', async () => {
      const body = await expectRefusedWithoutWrites(
        api,
        () =>
          api.call({
            method: 'POST',
            url: base(),
            as: 'master@demo.local',
            body: { name: 'Rio de Janeiro Credito', memberIds: [demo.otherAdmin.id] },
          }),
        'unprocessable',
        422,
      );
      expect(body.errors).toEqual([
        { field: 'name', code: 'duplicate' },
        { field: 'memberIds/0', code: 'not_found' },
      ]);
    });

    it.each([
      ['an empty name', { name: '', memberIds: [] }],
      ['no memberIds', { name: 'Fundo' }],
      ['a member id that is not a uuid', { name: 'Fundo', memberIds: ['ana'] }],
      ['a repeated member id', { name: 'Fundo', memberIds: [demo.admin.id, demo.admin.id] }],
      ['an unknown property', { name: 'Fundo', memberIds: [], logo: 'x' }],
    ])('%s is 400 validation_failed, nothing written', async (_label, body) => {
      await expectRefusedWithoutWrites(
        api,
        () => api.call({ method: 'POST', url: base(), as: 'admin@demo.local', body }),
        'validation_failed',
        400,
      );
    });

    it.each(['observer@demo.local', 'operator@demo.local'])('%s gets 403, nothing written', async (as) => {
      await expectRefusedWithoutWrites(
        api,
        () => api.call({ method: 'POST', url: base(), as, body: { name: 'Fundo Proibido', memberIds: [] } }),
        'forbidden',
        403,
      );
    });

    it('another company’s path is 404, nothing written', async () => {
      await expectRefusedWithoutWrites(
        api,
        () =>
          api.call({
            method: 'POST',
            url: base(demo.other.id),
            as: 'admin@demo.local',
            body: { name: 'Invasão', memberIds: [] },
          }),
        'not_found',
        404,
      );
    });
  });

  describe('PUT /companies/{companyId}/workspaces/{workspaceId}', () => {
    it('renames and sets the members to exactly the list (the caller is not kept implicitly)', async () => {
      const workspace = await create(api, 'Fundo Para Editar', [demo.operator.id, demo.observer.id]);
      const response = await put(api, workspace.id, {
        name: ' Fundo Editado ',
        memberIds: [demo.observer.id, demo.master.id],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        workspace: {
          id: workspace.id,
          name: 'Fundo Editado',
          createdAt: workspace.createdAt,
          members: [
            { id: demo.master.id, name: 'Marcos Master', email: 'master@demo.local', role: 'MASTER' },
            {
              id: demo.observer.id,
              name: 'Otávio Observador',
              email: 'observer@demo.local',
              role: 'OBSERVER',
            },
          ],
        },
      });
      expect((await api.call({ url: one(workspace.id), as: 'admin@demo.local' })).json()).toEqual(
        response.json(),
      );
    });

    it('keeping its own name in another case is not a duplicate', async () => {
      const workspace = await create(api, 'Fundo Caixa Alta', []);
      const response = await put(api, workspace.id, { name: 'FUNDO CAIXA ALTA', memberIds: [demo.admin.id] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ workspace: { name: 'FUNDO CAIXA ALTA' } });
    });

    it('another workspace’s name is 422 duplicate, nothing written', async () => {
      const workspace = await create(api, 'Fundo Que Quer Outro Nome', []);
      const body = await expectRefusedWithoutWrites(
        api,
        () => put(api, workspace.id, { name: 'curitiba multimercado', memberIds: [] }),
        'unprocessable',
        422,
      );
      expect(body.errors).toEqual([{ field: 'name', code: 'duplicate' }]);
    });

    it('a foreign member is 422 not_found, nothing written', async () => {
      const workspace = await create(api, 'Fundo Sem Estrangeiros', []);
      const body = await expectRefusedWithoutWrites(
        api,
        () => put(api, workspace.id, { name: 'Fundo Sem Estrangeiros', memberIds: [demo.otherAdmin.id] }),
        'unprocessable',
        422,
      );
      expect(body.errors).toEqual([{ field: 'memberIds/0', code: 'not_found' }]);
    });

    it('a removed user whose current workspace it was moves to their first other workspace by name', async () => {
      const workspace = await create(api, 'Fundo Atual', []);
      const user = await insertUser(
        api,
        'Úrsula Removida',
        [workspace.id, demo.rio.id, demo.curitiba.id],
        workspace.id,
      );
      const kept = await insertUser(api, 'Vera Mantida', [workspace.id, demo.rio.id], workspace.id);
      const response = await put(api, workspace.id, {
        name: 'Fundo Atual',
        memberIds: [demo.admin.id, kept],
      });
      expect(response.statusCode).toBe(200);
      expect(await currentWorkspaceOf(api, user)).toBe(demo.curitiba.id);
      expect(await currentWorkspaceOf(api, kept)).toBe(workspace.id);
      // The admin was removed too, but their current workspace (São Paulo) was not this one.
      expect(await currentWorkspaceOf(api, demo.admin.id)).toBe(demo.saoPaulo.id);
    });

    it('an added member without a current workspace gets this one', async () => {
      const workspace = await create(api, 'Fundo De Chegada', []);
      const newcomer = await insertUser(api, 'Nina Nova', [], null);
      const response = await put(api, workspace.id, { name: 'Fundo De Chegada', memberIds: [newcomer] });
      expect(response.statusCode).toBe(200);
      expect(await currentWorkspaceOf(api, newcomer)).toBe(workspace.id);
    });

    it('removing users from their only workspace is 409 workspace_last_for_user, one error each, nothing written', async () => {
      const workspace = await create(api, 'Fundo Único', []);
      const zelia = await insertUser(api, 'Zélia Só Aqui', [workspace.id]);
      const bruno = await insertUser(api, 'Bruno Só Aqui', [workspace.id]);
      const body = await expectRefusedWithoutWrites(
        api,
        () => put(api, workspace.id, { name: 'Fundo Único Renomeado', memberIds: [demo.admin.id] }),
        'workspace_last_for_user',
        409,
      );
      expect(body.errors).toEqual([
        {
          field: 'memberIds',
          code: 'workspace_last_for_user',
          params: { userId: bruno, name: 'Bruno Só Aqui' },
        },
        {
          field: 'memberIds',
          code: 'workspace_last_for_user',
          params: { userId: zelia, name: 'Zélia Só Aqui' },
        },
      ]);
      // Keeping them is fine.
      const kept = await put(api, workspace.id, { name: 'Fundo Único', memberIds: [zelia, bruno] });
      expect(kept.statusCode).toBe(200);
    });

    it('another company’s workspace and an unknown id are 404, nothing written', async () => {
      for (const id of [demo.outraMesa.id, NO_SUCH_ID]) {
        await expectRefusedWithoutWrites(
          api,
          () => put(api, id, { name: 'Tomada', memberIds: [] }),
          'not_found',
          404,
        );
      }
      await expectRefusedWithoutWrites(
        api,
        () =>
          api.call({
            method: 'PUT',
            url: one(demo.outraMesa.id, demo.other.id),
            as: 'admin@demo.local',
            body: { name: 'Tomada', memberIds: [] },
          }),
        'not_found',
        404,
      );
    });

    it.each(['observer@demo.local', 'operator@demo.local'])('%s gets 403, nothing written', async (as) => {
      await expectRefusedWithoutWrites(
        api,
        () => put(api, demo.rio.id, { name: 'Rio Renomeado', memberIds: [] }, as),
        'forbidden',
        403,
      );
    });
  });

  describe('DELETE /companies/{companyId}/workspaces/{workspaceId}', () => {
    it('takes its message templates with it (workspace-deletion.test.ts: votings)', async () => {
      const workspace = await create(api, 'Fundo Com Modelo', []);
      const template = await insertTemplate(api, workspace.id);
      const response = await remove(api, workspace.id);
      const left = await tenant(api, (trx) =>
        trx.selectFrom('message_templates').select('id').where('id', '=', template).execute(),
      );
      expect(left).toEqual([]);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expectProblem(await api.call({ url: one(workspace.id), as: 'admin@demo.local' }), 'not_found', 404);
    });

    it('is refused with 409 workspace_last_for_user while it is a member’s only workspace, nothing written', async () => {
      // Made by the MASTER: a workspace with an ADMIN among its members is not the MASTER's to delete.
      const workspace = await create(api, 'Fundo Último', [], 'master@demo.local');
      const only = await insertUser(api, 'Lúcia Última', [workspace.id]);
      const body = await expectRefusedWithoutWrites(
        api,
        () => remove(api, workspace.id, 'master@demo.local'),
        'workspace_last_for_user',
        409,
      );
      expect(body.errors).toEqual([
        {
          field: 'memberIds',
          code: 'workspace_last_for_user',
          params: { userId: only, name: 'Lúcia Última' },
        },
      ]);
    });

    it('moves members whose current workspace it was to their first other workspace, and drops the memberships', async () => {
      const workspace = await create(api, 'Fundo A Apagar', [demo.operator.id]);
      const mover = await insertUser(api, 'Mário Muda', [
        workspace.id,
        demo.saoPaulo.id,
        demo.beloHorizonte.id,
      ]);
      const stayer = await insertUser(api, 'Sílvia Fica', [workspace.id, demo.rio.id], demo.rio.id);
      await api.call({
        method: 'PATCH',
        url: `/api/companies/${demo.company.id}/users/${demo.admin.id}/change-workspace`,
        as: 'admin@demo.local',
        body: { workspaceId: workspace.id },
      });
      expect(await currentWorkspaceOf(api, demo.admin.id)).toBe(workspace.id);
      expect(await currentWorkspaceOf(api, mover)).toBe(workspace.id);

      const response = await remove(api, workspace.id);
      expect(response.statusCode).toBe(204);
      expect(await currentWorkspaceOf(api, mover)).toBe(demo.beloHorizonte.id);
      expect(await currentWorkspaceOf(api, stayer)).toBe(demo.rio.id);
      // The admin (the caller's own current workspace) moved to one of theirs too.
      const adminCurrent = await currentWorkspaceOf(api, demo.admin.id);
      const adminWorkspaces = await tenant(api, (trx) =>
        trx.selectFrom('memberships').select('workspace_id').where('user_id', '=', demo.admin.id).execute(),
      );
      expect(adminWorkspaces.map((m) => m.workspace_id)).toContain(adminCurrent);
      const memberships = await tenant(api, (trx) =>
        trx.selectFrom('memberships').select('user_id').where('workspace_id', '=', workspace.id).execute(),
      );
      expect(memberships).toEqual([]);
      // The admin goes back to São Paulo for the tests that follow.
      await api.call({
        method: 'PATCH',
        url: `/api/companies/${demo.company.id}/users/${demo.admin.id}/change-workspace`,
        as: 'admin@demo.local',
        body: { workspaceId: demo.saoPaulo.id },
      });
    });

    it.each(['observer@demo.local', 'operator@demo.local'])('%s gets 403, nothing written', async (as) => {
      await expectRefusedWithoutWrites(api, () => remove(api, demo.curitiba.id, as), 'forbidden', 403);
    });

    it('another company’s workspace and an unknown id are 404, nothing written', async () => {
      await expectRefusedWithoutWrites(api, () => remove(api, demo.outraMesa.id), 'not_found', 404);
      await expectRefusedWithoutWrites(api, () => remove(api, NO_SUCH_ID), 'not_found', 404);
      await expectRefusedWithoutWrites(
        api,
        () => remove(api, demo.outraMesa.id, 'admin@demo.local', demo.other.id),
        'not_found',
        404,
      );
      await expectRefusedWithoutWrites(
        api,
        () => remove(api, demo.saoPaulo.id, 'outra-admin@demo.local'),
        'not_found',
        404,
      );
    });

    it('every demo member still has a workspace after all of the above', async () => {
      for (const user of DEMO_MEMBERS) expect(await currentWorkspaceOf(api, user.id)).not.toBeNull();
    });
  });
});
