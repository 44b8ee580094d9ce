import { sql } from 'kysely';
import type { User } from '@backoffice/api-client';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { TEST_ISSUER, testSubject } from './support/tokens.ts';
import { withTenant } from '../src/db/tenant.ts';

const USERS = `/api/companies/${demo.company.id}/users`;
const ADMIN = 'admin@demo.local';
const MASTER = 'master@demo.local';
/** The test's deferred trigger refuses, at commit time (after the pool call succeeded), a row written with this name… */
const FAILS_AT_COMMIT = 'Falha no Commit';
/** …and the deletion of a user whose e-mail starts with this. */
const DELETE_FAILS_AT_COMMIT = 'falha-ao-apagar';

const byName = (users: User[]) => users.map((user) => user.name);

describe.each(SUITE_BACKENDS)('users API on %s', (backend) => {
  const api = useApi(backend);

  /** Rows of every company, read as the superuser (no row-level security). */
  async function rowCounts() {
    const { rows } = await sql<{ users: number; memberships: number }>`
      select (select count(*)::int from users) as users, (select count(*)::int from memberships) as memberships`.execute(
      api.database.db,
    );
    return rows[0]!;
  }

  /** The pool identity a user's row is bound to. */
  async function identityOf(userId: string) {
    return withTenant(api.database.db, demo.company.id, (trx) =>
      trx
        .selectFrom('users')
        .select(['identity_issuer', 'identity_subject'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
    );
  }

  async function list(query = '', as = ADMIN) {
    const response = await api.call({ url: `${USERS}${query}`, as });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ users: User[]; pagination: Record<string, unknown> }>();
  }

  function create(body: Record<string, unknown>, as = ADMIN) {
    return api.call({ method: 'POST', url: USERS, as, body });
  }

  function update(id: string, body: Record<string, unknown>, as = ADMIN) {
    return api.call({ method: 'PUT', url: `${USERS}/${id}`, as, body });
  }

  function remove(id: string, as = ADMIN) {
    return api.call({ method: 'DELETE', url: `${USERS}/${id}`, as });
  }

  const input = (overrides: Record<string, unknown> = {}) => ({
    name: 'Nova Pessoa',
    email: 'nova.pessoa@example.com',
    role: 'OPERATOR',
    active: true,
    workspaceIds: [demo.saoPaulo.id],
    ...overrides,
  });

  async function createOk(overrides: Record<string, unknown>) {
    const response = await create(input(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ user: User }>().user;
  }

  beforeAll(async () => {
    // A commit failure after the pool call, on demand.
    await sql`create function test_fail_commit() returns trigger language plpgsql as $$
      begin
        if (tg_op = 'DELETE' and old.email like ${sql.lit(`${DELETE_FAILS_AT_COMMIT}%`)})
           or (tg_op <> 'DELETE' and new.name = ${sql.lit(FAILS_AT_COMMIT)}) then
          raise exception 'commit refused by the test';
        end if;
        return null;
      end $$`.execute(api.database.db);
    await sql`create constraint trigger test_fail_commit after insert or update or delete on users
      deferrable initially deferred for each row execute function test_fail_commit()`.execute(
      api.database.db,
    );
  });

  beforeEach(() => api.identityGateway.reset());

  describe('listUsers', () => {
    it("lists the company's users by name with the pagination echoed, never another company's", async () => {
      const { users, pagination } = await list();
      expect(byName(users)).toEqual([
        'Ana Administradora',
        'Marcos Master',
        'Olívia Operadora',
        'Otávio Observador',
        'Paula Primeiro Acesso',
        'Sérgio Sem Workspace',
      ]);
      expect(pagination).toEqual({ total: 6, offset: 0, limit: 20, sortBy: 'name', sortDirection: 'asc' });
      const admin = users[0]!;
      expect(admin).toEqual({
        id: demo.admin.id,
        name: 'Ana Administradora',
        email: ADMIN,
        role: 'ADMIN',
        active: true,
        workspaceIds: [demo.saoPaulo.id, demo.rio.id, demo.beloHorizonte.id, demo.curitiba.id].sort(),
        currentWorkspaceId: demo.saoPaulo.id,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(users.find((user) => user.id === demo.noWorkspace.id)).toMatchObject({
        workspaceIds: [],
        currentWorkspaceId: null,
      });
    });

    it('is open to every role of the company (users.read)', async () => {
      expect((await list('', 'observer@demo.local')).pagination.total).toBe(6);
      // The path names the demo company: another company's caller gets 404.
      const response = await api.call({ url: USERS, as: 'outra-admin@demo.local' });
      expectProblem(response, 'not_found', 404);
    });

    it.each([
      ['olivia', ['Olívia Operadora']],
      ['OTÁVIO observ', ['Otávio Observador']],
      ['sergio sem', ['Sérgio Sem Workspace']],
      ['  paula   acesso ', ['Paula Primeiro Acesso']],
      // Words may come from the name and the e-mail.
      ['marcos master@demo', ['Marcos Master']],
      ['demo.local ana', ['Ana Administradora']],
      ['ora', ['Ana Administradora', 'Olívia Operadora']],
      ['ana olivia', []],
      ['%', []],
      ['_', []],
    ])('search %j finds %j (case, accents, every word)', async (search, names) => {
      const { users, pagination } = await list(`?search=${encodeURIComponent(search)}`);
      expect(byName(users)).toEqual(names);
      expect(pagination.total).toBe(names.length);
    });

    it('filters by role and combines it with the search', async () => {
      const operators = await list('?role=OPERATOR');
      expect(byName(operators.users)).toEqual([
        'Olívia Operadora',
        'Paula Primeiro Acesso',
        'Sérgio Sem Workspace',
      ]);
      expect(byName((await list('?role=OPERATOR&search=sergio')).users)).toEqual(['Sérgio Sem Workspace']);
      const bad = await api.call({ url: `${USERS}?role=CHEFE`, as: ADMIN });
      expectProblem(bad, 'validation_failed', 400);
    });

    it('sorts by e-mail, by role rank and by creation date, either way, ties by name then id', async () => {
      const byEmail = await list('?sortBy=email&sortDirection=desc');
      expect(byEmail.users.map((u) => u.email)).toEqual([
        'sem-workspace@demo.local',
        'primeiro-acesso@demo.local',
        'operator@demo.local',
        'observer@demo.local',
        'master@demo.local',
        'admin@demo.local',
      ]);
      expect(byEmail.pagination).toMatchObject({ sortBy: 'email', sortDirection: 'desc' });
      const byRole = await list('?sortBy=role');
      expect(byRole.users.map((u) => u.role)).toEqual([
        'OBSERVER',
        'OPERATOR',
        'OPERATOR',
        'OPERATOR',
        'MASTER',
        'ADMIN',
      ]);
      expect(byName(byRole.users).slice(1, 4)).toEqual([
        'Olívia Operadora',
        'Paula Primeiro Acesso',
        'Sérgio Sem Workspace',
      ]);
      const byRoleDesc = await list('?sortBy=role&sortDirection=desc');
      expect(byRoleDesc.users[0]!.role).toBe('ADMIN');
      const byCreation = await list('?sortBy=createdAt');
      const dates = byCreation.users.map((u) => u.createdAt);
      expect(dates).toEqual([...dates].sort());
    });

    it('pages: offset and limit cut the sorted list without overlap, the total counts every match', async () => {
      const all = (await list('?sortBy=role')).users.map((u) => u.id);
      const pages: string[] = [];
      for (const offset of [0, 2, 4]) {
        const page = await list(`?sortBy=role&offset=${offset}&limit=2`);
        expect(page.pagination).toEqual({ total: 6, offset, limit: 2, sortBy: 'role', sortDirection: 'asc' });
        pages.push(...page.users.map((u) => u.id));
      }
      expect(pages).toEqual(all);
      const past = await list('?offset=10&limit=5');
      expect(past.users).toEqual([]);
      expect(past.pagination.total).toBe(6);
      expectProblem(await api.call({ url: `${USERS}?limit=0`, as: ADMIN }), 'validation_failed', 400);
      expectProblem(await api.call({ url: `${USERS}?limit=101`, as: ADMIN }), 'validation_failed', 400);
    });
  });

  describe('getUser', () => {
    it('reads one user of the company', async () => {
      const response = await api.call({ url: `${USERS}/${demo.operator.id}`, as: 'observer@demo.local' });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ user: User }>().user).toMatchObject({
        id: demo.operator.id,
        email: 'operator@demo.local',
        role: 'OPERATOR',
        currentWorkspaceId: demo.saoPaulo.id,
      });
    });

    it("is 404 for another company's user and for an unknown id", async () => {
      const foreign = await api.call({ url: `${USERS}/${demo.otherAdmin.id}`, as: ADMIN });
      const unknown = await api.call({ url: `${USERS}/00000000-0000-4000-8000-000000000000`, as: ADMIN });
      expectProblem(foreign, 'not_found', 404);
      expectProblem(unknown, 'not_found', 404);
      expect(foreign.body).toBe(unknown.body);
    });
  });

  describe('createUser', () => {
    it('creates the user in the pool and the database: 201, e-mail lower-cased, current = first workspace by name', async () => {
      const before = await rowCounts();
      const response = await create(
        input({
          email: 'Criada.Pelo@Master.COM',
          workspaceIds: [demo.saoPaulo.id, demo.curitiba.id, demo.beloHorizonte.id],
        }),
        MASTER,
      );
      expect(response.statusCode, response.body).toBe(201);
      const { user } = response.json<{ user: User }>();
      expect(user).toEqual({
        id: expect.any(String),
        name: 'Nova Pessoa',
        email: 'criada.pelo@master.com',
        role: 'OPERATOR',
        active: true,
        workspaceIds: [demo.saoPaulo.id, demo.beloHorizonte.id, demo.curitiba.id].sort(),
        currentWorkspaceId: demo.beloHorizonte.id,
        createdAt: expect.any(String),
      });
      expect(api.identityGateway.poolCalls).toEqual([
        {
          op: 'createUser',
          user: { email: 'criada.pelo@master.com', name: 'Nova Pessoa', companyId: demo.company.id },
        },
      ]);
      expect(await rowCounts()).toEqual({ users: before.users + 1, memberships: before.memberships + 3 });
      const read = await api.call({ url: `${USERS}/${user.id}`, as: ADMIN });
      expect(read.json()).toEqual({ user });
      // The new user opens a session with their token.
      const session = await api.call({ url: '/api/session-user', as: 'criada.pelo@master.com' });
      expect(session.json()).toMatchObject({ user: { id: user.id, role: 'OPERATOR' } });
    });

    it('an ADMIN may create an ADMIN; a user created inactive is disabled in the pool too', async () => {
      const user = await createOk({ email: 'inativa@example.com', role: 'ADMIN', active: false });
      expect(user).toMatchObject({ role: 'ADMIN', active: false });
      expect(api.identityGateway.poolCalls.map((call) => call.op)).toEqual(['createUser', 'updateUser']);
      expect(api.identityGateway.users.get('inativa@example.com')?.enabled).toBe(false);
      const session = await api.call({ url: '/api/session-user', as: 'inativa@example.com' });
      expectProblem(session, 'unauthorized', 401);
    });

    describe('bad input writes nothing, in the database or the pool', () => {
      let before: Awaited<ReturnType<typeof rowCounts>>;
      beforeEach(async () => {
        before = await rowCounts();
      });
      async function expectNothingWritten(poolCalls: string[] = []) {
        expect(await rowCounts()).toEqual(before);
        expect(api.identityGateway.poolCalls.map((call) => call.op)).toEqual(poolCalls);
      }

      it.each(['sem-arroba', 'a@', '@b.com', 'dois@@x.com', 'espaço @x.com'])(
        'malformed e-mail %j → 400 format on the email field',
        async (email) => {
          const response = await create(input({ email }));
          expectProblem(response, 'validation_failed', 400);
          expect(response.json().errors).toEqual([
            expect.objectContaining({ field: 'email', code: 'format' }),
          ]);
          await expectNothingWritten();
        },
      );

      it.each([
        ['the same company', 'Operator@Demo.Local'],
        ['another company', 'outra-admin@demo.local'],
      ])('an e-mail already used in %s → 409 email_taken on the email field', async (_where, email) => {
        const response = await create(input({ email }), MASTER);
        expectProblem(response, 'email_taken', 409);
        expect(response.json().errors).toEqual([{ field: 'email', code: 'email_taken' }]);
        await expectNothingWritten();
      });

      it('an e-mail the pool already has (and the database not) → 409, rolled back', async () => {
        api.identityGateway.users.set('so-no-pool@example.com', {
          subject: 'sub-orfa',
          name: 'Órfã',
          companyId: demo.company.id,
          enabled: true,
        });
        const response = await create(input({ email: 'so-no-pool@example.com' }));
        expectProblem(response, 'email_taken', 409);
        expect(response.json().errors).toEqual([{ field: 'email', code: 'email_taken' }]);
        await expectNothingWritten(['createUser']);
      });

      it('an unknown role → 400 enum', async () => {
        const response = await create(input({ email: 'chefe@example.com', role: 'CHEFE' }));
        expectProblem(response, 'validation_failed', 400);
        expect(response.json().errors).toContainEqual(
          expect.objectContaining({ field: 'role', code: 'enum' }),
        );
        await expectNothingWritten();
      });

      it('no workspace → 400 minItems; a missing name → 400 required', async () => {
        const empty = await create(input({ email: 'vazia@example.com', workspaceIds: [] }));
        expectProblem(empty, 'validation_failed', 400);
        expect(empty.json().errors).toContainEqual(
          expect.objectContaining({ field: 'workspaceIds', code: 'minItems' }),
        );
        const { name: _name, ...nameless } = input({ email: 'semnome@example.com' });
        const missing = await create(nameless);
        expect(missing.json().errors).toContainEqual(
          expect.objectContaining({ field: 'name', code: 'required' }),
        );
        await expectNothingWritten();
      });

      it("another company's or an unknown workspace → 422 not_found on each such workspaceIds item", async () => {
        const response = await create(
          input({
            email: 'mesa-alheia@example.com',
            workspaceIds: [demo.saoPaulo.id, demo.outraMesa.id, '00000000-0000-4000-8000-0000000000ff'],
          }),
        );
        expectProblem(response, 'unprocessable', 422);
        expect(response.json().errors).toEqual([
          { field: 'workspaceIds/1', code: 'not_found' },
          { field: 'workspaceIds/2', code: 'not_found' },
        ]);
        await expectNothingWritten();
      });

      it('a MASTER creating an ADMIN → 403 role_not_allowed', async () => {
        const response = await create(input({ email: 'quer-ser-admin@example.com', role: 'ADMIN' }), MASTER);
        expectProblem(response, 'role_not_allowed', 403);
        await expectNothingWritten();
      });

      it('an OPERATOR or OBSERVER may not create users (403 forbidden); another company → 404', async () => {
        for (const as of ['operator@demo.local', 'observer@demo.local']) {
          expectProblem(await create(input({ email: 'x1@example.com' }), as), 'forbidden', 403);
        }
        expectProblem(
          await create(input({ email: 'x2@example.com' }), 'outra-admin@demo.local'),
          'not_found',
          404,
        );
        await expectNothingWritten();
      });

      it('the pool failing → 502 identity_unavailable and no row', async () => {
        api.identityGateway.fail.createUser = new Error('connect ECONNREFUSED');
        const response = await create(input({ email: 'pool-fora@example.com' }));
        expectProblem(response, 'identity_unavailable', 502);
        await expectNothingWritten(['createUser']);
        expect(api.identityGateway.users.has('pool-fora@example.com')).toBe(false);
      });

      it('the commit failing after the pool created the user → the pool user is deleted again', async () => {
        const response = await create(input({ email: 'commit-falha@example.com', name: FAILS_AT_COMMIT }));
        expectProblem(response, 'internal', 500);
        await expectNothingWritten(['createUser', 'deleteUser']);
        expect(api.identityGateway.users.has('commit-falha@example.com')).toBe(false);
      });

      it('a failure after the pool call inside the transaction undoes it too', async () => {
        api.identityGateway.fail.updateUser = new Error('throttled');
        const response = await create(input({ email: 'meio-caminho@example.com', active: false }));
        expectProblem(response, 'identity_unavailable', 502);
        await expectNothingWritten(['createUser', 'updateUser', 'deleteUser']);
        expect(api.identityGateway.users.has('meio-caminho@example.com')).toBe(false);
      });
    });
  });

  describe('updateUser', () => {
    it('changes name, e-mail, role and workspaces, in the pool too; the current workspace moves', async () => {
      const created = await createOk({
        email: 'para-editar@example.com',
        workspaceIds: [demo.saoPaulo.id, demo.rio.id],
      });
      expect(created.currentWorkspaceId).toBe(demo.rio.id);
      api.identityGateway.reset();
      const response = await update(
        created.id,
        input({
          name: 'Pessoa Editada',
          email: 'Editada@Example.com',
          role: 'OBSERVER',
          workspaceIds: [demo.saoPaulo.id, demo.curitiba.id],
        }),
        MASTER,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ user: User }>().user).toEqual({
        ...created,
        name: 'Pessoa Editada',
        email: 'editada@example.com',
        role: 'OBSERVER',
        workspaceIds: [demo.saoPaulo.id, demo.curitiba.id].sort(),
        currentWorkspaceId: demo.curitiba.id,
      });
      expect(api.identityGateway.poolCalls).toEqual([
        {
          op: 'updateUser',
          email: 'para-editar@example.com',
          changes: { name: 'Pessoa Editada', newEmail: 'editada@example.com' },
        },
      ]);
      // The pool keeps the user's subject across the change of e-mail, and so does the row: the next token (new
      // e-mail, same subject) is the same user.
      expect(await identityOf(created.id)).toEqual({
        identity_issuer: TEST_ISSUER,
        identity_subject: testSubject('para-editar@example.com'),
      });
      const session = await api.call({
        url: '/api/session-user',
        as: 'editada@example.com',
        tokenOptions: { subject: testSubject('para-editar@example.com') },
      });
      expect(session.json()).toMatchObject({
        user: { id: created.id, role: 'OBSERVER', email: 'editada@example.com' },
      });
    });

    it('keeps the current workspace while it stays; touches the pool only for what it holds', async () => {
      const created = await createOk({
        email: 'fica@example.com',
        workspaceIds: [demo.rio.id, demo.saoPaulo.id],
      });
      api.identityGateway.reset();
      const response = await update(
        created.id,
        input({ email: 'fica@example.com', role: 'MASTER', workspaceIds: [demo.rio.id] }),
      );
      expect(response.json<{ user: User }>().user).toMatchObject({
        role: 'MASTER',
        workspaceIds: [demo.rio.id],
        currentWorkspaceId: demo.rio.id,
      });
      expect(api.identityGateway.poolCalls).toEqual([]);
    });

    it("deactivating disables the pool user and the user's token stops working; reactivating undoes both", async () => {
      const created = await createOk({ email: 'desativar@example.com' });
      expect((await api.call({ url: '/api/session-user', as: 'desativar@example.com' })).statusCode).toBe(
        200,
      );
      api.identityGateway.reset();
      const off = await update(created.id, input({ email: 'desativar@example.com', active: false }), MASTER);
      expect(off.json<{ user: User }>().user.active).toBe(false);
      expect(api.identityGateway.poolCalls).toEqual([
        { op: 'updateUser', email: 'desativar@example.com', changes: { enabled: false } },
      ]);
      expectProblem(
        await api.call({ url: '/api/session-user', as: 'desativar@example.com' }),
        'unauthorized',
        401,
      );
      // Still listed, and its e-mail still taken (the unique index, which sees inactive users too).
      expect((await list('?search=desativar')).users).toHaveLength(1);
      const clash = await create(input({ email: 'desativar@example.com' }));
      expectProblem(clash, 'email_taken', 409);
      expect(clash.json().errors).toEqual([{ field: 'email', code: 'email_taken' }]);

      api.identityGateway.reset();
      const on = await update(created.id, input({ email: 'desativar@example.com', active: true }), MASTER);
      expect(on.json<{ user: User }>().user.active).toBe(true);
      expect(api.identityGateway.poolCalls).toEqual([
        { op: 'updateUser', email: 'desativar@example.com', changes: { enabled: true } },
      ]);
      expect((await api.call({ url: '/api/session-user', as: 'desativar@example.com' })).statusCode).toBe(
        200,
      );
    });

    it('a taken e-mail → 409 and nothing changes', async () => {
      const created = await createOk({ email: 'quer-email@example.com' });
      api.identityGateway.reset();
      for (const email of ['master@demo.local', 'OUTRA-ADMIN@demo.local']) {
        const response = await update(created.id, input({ email, name: 'Mudou' }));
        expectProblem(response, 'email_taken', 409);
        expect(response.json().errors).toEqual([{ field: 'email', code: 'email_taken' }]);
      }
      expect(api.identityGateway.poolCalls).toEqual([]);
      const read = await api.call({ url: `${USERS}/${created.id}`, as: ADMIN });
      expect(read.json()).toEqual({ user: created });
    });

    it('a MASTER may neither edit an ADMIN nor grant ADMIN (403 role_not_allowed)', async () => {
      const editAdmin = await update(
        demo.admin.id,
        input({ name: 'Ana', email: ADMIN, role: 'ADMIN', workspaceIds: [demo.saoPaulo.id] }),
        MASTER,
      );
      expectProblem(editAdmin, 'role_not_allowed', 403);
      const grant = await update(
        demo.operator.id,
        input({ email: 'operator@demo.local', role: 'ADMIN' }),
        MASTER,
      );
      expectProblem(grant, 'role_not_allowed', 403);
      expect(api.identityGateway.poolCalls).toEqual([]);
      const operator = await api.call({ url: `${USERS}/${demo.operator.id}`, as: ADMIN });
      expect(operator.json()).toMatchObject({ user: { role: 'OPERATOR', name: 'Olívia Operadora' } });
    });

    it('nobody changes their own role or deactivates themselves (409); their own name they may', async () => {
      const own = { name: 'Marcos Master', email: MASTER, role: 'MASTER', active: true };
      const workspaceIds = [demo.saoPaulo.id, demo.rio.id, demo.beloHorizonte.id, demo.curitiba.id];
      expectProblem(
        await update(demo.master.id, { ...own, workspaceIds, role: 'OPERATOR' }, MASTER),
        'cannot_change_self',
        409,
      );
      expectProblem(
        await update(demo.master.id, { ...own, workspaceIds, active: false }, MASTER),
        'cannot_change_self',
        409,
      );
      expect(api.identityGateway.poolCalls).toEqual([]);
      const renamed = await update(demo.master.id, { ...own, workspaceIds, name: 'Marcos M.' }, MASTER);
      expect(renamed.statusCode).toBe(200);
      expect(api.identityGateway.poolCalls).toEqual([
        { op: 'updateUser', email: MASTER, changes: { name: 'Marcos M.' } },
      ]);
      await update(demo.master.id, { ...own, workspaceIds }, MASTER);
    });

    it("is 404 for another company's user; bad input is refused before anything is written", async () => {
      expectProblem(await update(demo.otherAdmin.id, input({ email: 'x3@example.com' })), 'not_found', 404);
      const created = await createOk({ email: 'intacta@example.com' });
      api.identityGateway.reset();
      const foreign = await update(
        created.id,
        input({ email: 'intacta@example.com', name: 'Mudou', workspaceIds: [demo.outraMesa.id] }),
      );
      expectProblem(foreign, 'unprocessable', 422);
      expect(foreign.json().errors).toEqual([{ field: 'workspaceIds/0', code: 'not_found' }]);
      expectProblem(await update(created.id, input({ email: 'não é e-mail' })), 'validation_failed', 400);
      expect(api.identityGateway.poolCalls).toEqual([]);
      expect((await api.call({ url: `${USERS}/${created.id}`, as: ADMIN })).json()).toEqual({
        user: created,
      });
    });

    it('the pool failing → 502 and the database unchanged', async () => {
      const created = await createOk({ email: 'pool-fora-edicao@example.com' });
      api.identityGateway.reset();
      api.identityGateway.fail.updateUser = new Error('connect ECONNREFUSED');
      const response = await update(
        created.id,
        input({ email: 'pool-fora-edicao@example.com', name: 'Não Mudou', role: 'OBSERVER' }),
      );
      expectProblem(response, 'identity_unavailable', 502);
      expect((await api.call({ url: `${USERS}/${created.id}`, as: ADMIN })).json()).toEqual({
        user: created,
      });
    });

    it('the commit failing after the pool changed → the pool changes are reverted, newest first', async () => {
      const created = await createOk({ email: 'reverter@example.com', name: 'Antes' });
      api.identityGateway.reset();
      const response = await update(
        created.id,
        input({ email: 'revertida@example.com', name: FAILS_AT_COMMIT, active: false }),
      );
      expectProblem(response, 'internal', 500);
      expect(api.identityGateway.poolCalls).toEqual([
        {
          op: 'updateUser',
          email: 'reverter@example.com',
          changes: { name: FAILS_AT_COMMIT, newEmail: 'revertida@example.com' },
        },
        { op: 'updateUser', email: 'revertida@example.com', changes: { enabled: false } },
        { op: 'updateUser', email: 'revertida@example.com', changes: { enabled: true } },
        {
          op: 'updateUser',
          email: 'revertida@example.com',
          changes: { name: 'Antes', newEmail: 'reverter@example.com' },
        },
      ]);
      expect(api.identityGateway.users.get('reverter@example.com')).toEqual({
        subject: testSubject('reverter@example.com'),
        name: 'Antes',
        companyId: demo.company.id,
        enabled: true,
      });
      expect((await api.call({ url: `${USERS}/${created.id}`, as: ADMIN })).json()).toEqual({
        user: created,
      });
    });
  });

  describe('deleteUser', () => {
    it('deletes the user from the database and the pool: 204, then 404', async () => {
      const created = await createOk({
        email: 'apagar@example.com',
        workspaceIds: [demo.rio.id, demo.curitiba.id],
      });
      const before = await rowCounts();
      api.identityGateway.reset();
      const response = await remove(created.id, MASTER);
      expect(response.statusCode).toBe(204);
      expect(api.identityGateway.poolCalls).toEqual([{ op: 'deleteUser', email: 'apagar@example.com' }]);
      expect(await rowCounts()).toEqual({ users: before.users - 1, memberships: before.memberships - 2 });
      expectProblem(await api.call({ url: `${USERS}/${created.id}`, as: ADMIN }), 'not_found', 404);
      expectProblem(await remove(created.id), 'not_found', 404);
    });

    it('a user the pool no longer has is deleted all the same', async () => {
      const created = await createOk({ email: 'sumiu-do-pool@example.com' });
      api.identityGateway.users.delete('sumiu-do-pool@example.com');
      expect((await remove(created.id)).statusCode).toBe(204);
    });

    it('nobody deletes themselves (409); a MASTER may not delete an ADMIN (403); another company → 404', async () => {
      const before = await rowCounts();
      expectProblem(await remove(demo.admin.id, ADMIN), 'cannot_change_self', 409);
      expectProblem(await remove(demo.admin.id, MASTER), 'role_not_allowed', 403);
      expectProblem(await remove(demo.otherAdmin.id, ADMIN), 'not_found', 404);
      expectProblem(await remove(demo.observer.id, 'operator@demo.local'), 'forbidden', 403);
      expect(await rowCounts()).toEqual(before);
      expect(api.identityGateway.poolCalls).toEqual([]);
    });

    it('the pool failing → 502 and the user stays', async () => {
      const created = await createOk({ email: 'fica-no-banco@example.com' });
      api.identityGateway.fail.deleteUser = new Error('connect ECONNREFUSED');
      expectProblem(await remove(created.id), 'identity_unavailable', 502);
      expect((await api.call({ url: `${USERS}/${created.id}`, as: ADMIN })).statusCode).toBe(200);
    });

    it('the commit failing after the pool deleted the user → the pool user is created again', async () => {
      const email = `${DELETE_FAILS_AT_COMMIT}@example.com`;
      const created = await createOk({ email, name: 'Volta', active: false });
      api.identityGateway.reset();
      // A user created again is a new pool user, with a new subject (as in Cognito).
      api.identityGateway.nextSubject = 'sub-criado-de-novo';
      expectProblem(await remove(created.id), 'internal', 500);
      expect(api.identityGateway.poolCalls).toEqual([
        { op: 'deleteUser', email },
        { op: 'createUser', user: { email, name: 'Volta', companyId: demo.company.id } },
        { op: 'updateUser', email, changes: { enabled: false } },
      ]);
      expect(api.identityGateway.users.get(email)?.enabled).toBe(false);
      expect((await api.call({ url: `${USERS}/${created.id}`, as: ADMIN })).statusCode).toBe(200);
      // The row the rollback kept follows the pool user created again.
      expect(await identityOf(created.id)).toEqual({
        identity_issuer: TEST_ISSUER,
        identity_subject: 'sub-criado-de-novo',
      });
    });
  });
});
