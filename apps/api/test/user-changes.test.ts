import { beforeAll, describe, expect, it } from 'vitest';
import { USER_CHANGES, type UserChange } from '@backoffice/domain';
import { withTenant } from '../src/db/tenant.ts';
import { useApi, type ApiHarness } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';

// The rule of packages/domain (USER_CHANGES, canManageRole): nobody changes anything about a user whose role is
// above theirs — a MASTER never changes an ADMIN's role, name or e-mail, active state, existence, current workspace
// or workspace memberships (through the user, or through a workspace's members). For EVERY change the domain lists,
// each request that makes it is made by a MASTER on an ADMIN (403 role_not_allowed, nothing written, the pool never
// called) and by an ADMIN on another ADMIN (allowed: the same requests do change an equal).

const USERS = `/api/companies/${demo.company.id}/users`;
const WORKSPACES = `/api/companies/${demo.company.id}/workspaces`;
const ADMIN = 'admin@demo.local';
const MASTER = 'master@demo.local';

interface Target {
  id: string;
  email: string;
  name: string;
}

interface Request {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
}

/** The workspaces a target's membership requests work on, made before each run. */
interface Places {
  /** Made by the ADMIN, holds the target too; the target keeps São Paulo when taken out of it. */
  withTarget: string;
  /** Made by the MASTER: holds the MASTER only. */
  withoutTarget: string;
  /** Empty of content, holds the target: deleting it takes their membership. */
  toDelete: string;
}

let serial = 0;
const unique = (label: string) => `${label} ${++serial}`;

/** The target as the ADMIN would send it back (what a PUT of the user keeps). */
function userInput(target: Target, changes: Record<string, unknown> = {}) {
  return {
    name: target.name,
    email: target.email,
    role: 'ADMIN',
    active: true,
    workspaceIds: [demo.saoPaulo.id, demo.rio.id],
    ...changes,
  };
}

/** Every request that makes each change about `target`; each would succeed if its caller may make it. */
const REQUESTS: Record<UserChange, (target: Target, places: Places) => Request[]> = {
  role: (target) => [
    { method: 'PUT', url: `${USERS}/${target.id}`, body: userInput(target, { role: 'MASTER' }) },
    {
      method: 'POST',
      url: USERS,
      body: {
        ...userInput(target, {
          name: 'Nova Admin',
          email: `${unique('nova-admin').replace(' ', '-')}@demo.local`,
        }),
      },
    },
  ],
  profile: (target) => [
    {
      method: 'PUT',
      url: `${USERS}/${target.id}`,
      body: userInput(target, { name: `${target.name} Editada` }),
    },
    {
      method: 'PUT',
      url: `${USERS}/${target.id}`,
      body: userInput(target, { email: `outro-${target.email}` }),
    },
  ],
  active: (target) => [
    { method: 'PUT', url: `${USERS}/${target.id}`, body: userInput(target, { active: false }) },
  ],
  currentWorkspace: (target) => [
    {
      method: 'PATCH',
      url: `${USERS}/${target.id}/change-workspace`,
      body: { workspaceId: demo.rio.id },
    },
  ],
  memberships: (target, places) => [
    {
      method: 'PUT',
      url: `${USERS}/${target.id}`,
      body: userInput(target, { workspaceIds: [demo.saoPaulo.id, demo.rio.id, demo.curitiba.id] }),
    },
    { method: 'POST', url: WORKSPACES, body: { name: unique('Fundo Com Alvo'), memberIds: [target.id] } },
    {
      method: 'PUT',
      url: `${WORKSPACES}/${places.withTarget}`,
      body: { name: unique('Fundo Sem Alvo'), memberIds: [demo.admin.id].filter((id) => id !== target.id) },
    },
    {
      method: 'PUT',
      url: `${WORKSPACES}/${places.withoutTarget}`,
      body: { name: unique('Fundo Mais Alvo'), memberIds: [demo.master.id, target.id] },
    },
    { method: 'DELETE', url: `${WORKSPACES}/${places.toDelete}` },
  ],
  delete: (target) => [{ method: 'DELETE', url: `${USERS}/${target.id}` }],
};

async function snapshot(api: ApiHarness) {
  return withTenant(api.database.db, demo.company.id, async (trx) => ({
    users: await trx.selectFrom('users').selectAll().orderBy('id').execute(),
    memberships: await trx
      .selectFrom('memberships')
      .selectAll()
      .orderBy('user_id')
      .orderBy('workspace_id')
      .execute(),
    workspaces: await trx.selectFrom('workspaces').selectAll().orderBy('id').execute(),
  }));
}

function send(api: ApiHarness, as: string, request: Request) {
  return api.call({ method: request.method, url: request.url, as, body: request.body });
}

async function createWorkspace(api: ApiHarness, memberIds: string[], as = ADMIN): Promise<string> {
  const response = await api.call({
    method: 'POST',
    url: WORKSPACES,
    as,
    body: { name: unique('Fundo Do Caso'), memberIds },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ workspace: { id: string } }>().workspace.id;
}

/** The workspaces of one run (their makers are members). */
async function placesFor(api: ApiHarness, target: Target): Promise<Places> {
  return {
    withTarget: await createWorkspace(api, [target.id]),
    withoutTarget: await createWorkspace(api, [], MASTER),
    toDelete: await createWorkspace(api, [target.id]),
  };
}

const CHANGES = Object.keys(USER_CHANGES) as UserChange[];
/** The allowed runs delete their target last. */
const ALLOWED_ORDER = [...CHANGES.filter((change) => change !== 'delete'), 'delete' as const];

describe.each(SUITE_BACKENDS)('a MASTER never changes anything about an ADMIN, on %s', (backend) => {
  const api = useApi(backend);
  const admin: Target = { id: demo.admin.id, email: demo.admin.email, name: demo.admin.name };
  let secondAdmin: Target;

  beforeAll(async () => {
    const response = await api.call({
      method: 'POST',
      url: USERS,
      as: ADMIN,
      body: {
        name: 'Adelaide Segunda Admin',
        email: 'segunda-admin@demo.local',
        role: 'ADMIN',
        active: true,
        workspaceIds: [demo.saoPaulo.id, demo.rio.id],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, email, name } = response.json<{ user: Target }>().user;
    secondAdmin = { id, email, name };
  });

  it('every change of the domain’s list has its requests here', () => {
    expect(CHANGES.length).toBeGreaterThan(0);
    for (const change of CHANGES) expect(REQUESTS[change], change).toBeTypeOf('function');
  });

  it.each(CHANGES)(
    '%s: each request by a MASTER on an ADMIN → 403 role_not_allowed, nothing written',
    async (change) => {
      const places = await placesFor(api, admin);
      api.identityGateway.reset();
      for (const request of REQUESTS[change](admin, places)) {
        const before = await snapshot(api);
        const response = await send(api, MASTER, request);
        expectProblem(response, 'role_not_allowed', 403);
        expect(await snapshot(api), `${request.method} ${request.url} wrote`).toEqual(before);
      }
      expect(api.identityGateway.poolCalls).toEqual([]);
    },
  );

  it.each(ALLOWED_ORDER)('%s: the same requests by an ADMIN on another ADMIN are allowed', async (change) => {
    const places = await placesFor(api, secondAdmin);
    for (const request of REQUESTS[change](secondAdmin, places)) {
      const response = await send(api, ADMIN, request);
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBeLessThan(300);
      // Back to the target as it was, for the next change's requests.
      if (request.method === 'PUT' && request.url === `${USERS}/${secondAdmin.id}`) {
        const restored = await send(api, ADMIN, {
          method: 'PUT',
          url: request.url,
          body: userInput(secondAdmin),
        });
        expect(restored.statusCode, restored.body).toBe(200);
      }
    }
  });

  it('the refusal of a workspace change names the ADMIN it would have touched', async () => {
    const places = await placesFor(api, admin);
    const response = await send(api, MASTER, { method: 'DELETE', url: `${WORKSPACES}/${places.toDelete}` });
    expectProblem(response, 'role_not_allowed', 403);
    expect(response.json().errors).toEqual([
      {
        field: 'memberIds',
        code: 'role_not_allowed',
        params: { userId: demo.admin.id, name: demo.admin.name },
      },
    ]);
  });

  it('a MASTER still renames a workspace an ADMIN belongs to and changes its other members', async () => {
    const places = await placesFor(api, admin);
    const response = await send(api, MASTER, {
      method: 'PUT',
      url: `${WORKSPACES}/${places.withTarget}`,
      body: { name: unique('Fundo Renomeado'), memberIds: [demo.admin.id, demo.operator.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const members = response.json<{ workspace: { members: { id: string }[] } }>().workspace.members;
    expect(members.map((m) => m.id).sort()).toEqual([demo.admin.id, demo.operator.id].sort());
  });

  it('a MASTER still moves an OPERATOR’s current workspace', async () => {
    const move = (workspaceId: string) =>
      send(api, MASTER, {
        method: 'PATCH',
        url: `${USERS}/${demo.operator.id}/change-workspace`,
        body: { workspaceId },
      });
    const response = await move(demo.rio.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((await move(demo.saoPaulo.id)).statusCode).toBe(200);
  });
});
