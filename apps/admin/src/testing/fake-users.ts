import type { Pagination, Role, SessionUser, User } from '@backoffice/api-client';
import { http, refuse, type Refusal, refusalOf } from '@backoffice/api-client/testing';
import { delay } from 'msw';
import { canManageRole, compareNames, normalizeForSearch, roleRank } from '@backoffice/domain';
import { demoUser, demoWorkspaces } from './demo-data';
import { callerOf, fakeState, type FeatureHandlers } from './fake-feature';
import type { FakeApiOptions } from './fake-network';

// The users endpoints of the contract (listUsers, getUser, createUser, updateUser, deleteUser), answered from memory
// as apps/api does, after the contract gate (contract-gate.ts: another company → 404; below users.manage → 403
// forbidden; the contract's validation → 400 validation_failed): a MASTER granting, changing or deleting an ADMIN → 403
// role_not_allowed; a duplicate e-mail (any case) → 409 email_taken with errors [{field:'email'}]; a workspace of no
// company → 422 unprocessable with errors [{field:'workspaceIds/<i>', code:'not_found'}]; changing one's own role,
// deactivating or deleting oneself → 409 cannot_change_self. The list searches name and e-mail ignoring case and
// accents (every word must appear), filters by role, sorts and pages like the server.
// GET /companies/{id}/workspaces (the form's workspace choices) is left to the workspace-admin fake.

export interface UsersFakeState {
  users: User[];
  /** Every list call answers 500. */
  listFails?: boolean;
  /** List calls never answer (the screen stays loading). */
  listPending?: boolean;
  /** Reading one user never answers. */
  getPending?: boolean;
  /** Create, update and delete answer 502 identity_unavailable (the user pool failed; nothing changed). */
  identityFails?: boolean;
}

export const USERS_STATE_KEY = 'users';

const [saoPaulo, rio, beloHorizonte, curitiba] = demoWorkspaces.map((w) => w.id) as [
  string,
  string,
  string,
  string,
];

const seedId = (n: number) => `b0000000-0000-4000-8000-00000000000${n}`;

/** The session's four demo users and two more, with the memberships of the workspace-admin fake. */
function demoCompanyUsers(): User[] {
  const memberships: Record<Role, string[]> = {
    ADMIN: [saoPaulo, rio, beloHorizonte, curitiba],
    MASTER: [saoPaulo, rio, beloHorizonte, curitiba],
    OPERATOR: [saoPaulo, rio],
    OBSERVER: [saoPaulo],
  };
  const session = (['ADMIN', 'MASTER', 'OPERATOR', 'OBSERVER'] as const).map((role, index) => {
    const { id, name, email } = demoUser(role);
    return {
      id,
      name,
      email,
      role,
      active: true,
      workspaceIds: memberships[role],
      currentWorkspaceId: saoPaulo,
      createdAt: `2024-0${index + 1}-15T12:00:00.000Z`,
    };
  });
  return [
    ...session,
    {
      id: seedId(5),
      name: 'Beatriz Conceição',
      email: 'beatriz@demo.local',
      role: 'OPERATOR',
      active: true,
      workspaceIds: [saoPaulo, beloHorizonte],
      currentWorkspaceId: saoPaulo,
      createdAt: '2024-05-15T12:00:00.000Z',
    },
    {
      id: seedId(6),
      name: 'Caio Araújo',
      email: 'caio@demo.local',
      role: 'OBSERVER',
      active: true,
      workspaceIds: [rio],
      currentWorkspaceId: rio,
      createdAt: '2024-06-15T12:00:00.000Z',
    },
  ];
}

const moreNames = [
  'Adriana Gonçalves',
  'Bruno Pereira',
  'Cecília Souza',
  'Daniel Magalhães',
  'Eduarda Lima',
  'Fábio Nascimento',
  'Gabriela Rocha',
  'Heitor Brandão',
  'Íris Carvalho',
  'João Conceição',
  'Lúcia Fernandes',
  'Mário Tavares',
  'Natália Ribeiro',
  'Paulo Simões',
  'Renata Antunes',
  'Sérgio Batista',
  'Tânia Moreira',
  'Vítor Azevedo',
  'Yara Damasceno',
];

/** The demo company's 25 users (two pages of 20): the demo ones, then people with accented names. */
export function demoCompanyUserRows(): User[] {
  const extra = moreNames.map((name, index): User => {
    const workspaces = [saoPaulo, rio, beloHorizonte, curitiba];
    const own = workspaces.filter((_, w) => (index + w) % 3 !== 0);
    return {
      id: `e0000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      name,
      email: `${normalizeForSearch(name).replace(/ /g, '.')}@demo.local`,
      role: (['OPERATOR', 'OBSERVER', 'OPERATOR', 'MASTER'] as const)[index % 4]!,
      active: index % 5 !== 2,
      workspaceIds: own,
      currentWorkspaceId: own[0] ?? null,
      createdAt: new Date(Date.UTC(2024, 6, 1 + index * 9, 12)).toISOString(),
    };
  });
  return [...demoCompanyUsers(), ...extra];
}

/** A fresh state for `FakeApiOptions.state[USERS_STATE_KEY]`: the demo company's users unless overridden. */
export function usersFakeState(overrides: Partial<UsersFakeState> = {}): UsersFakeState {
  return { users: demoCompanyUserRows(), ...overrides };
}

/** `options.state` holding the users fake's state, for stories and tests. */
export const withUsersState = (overrides: Partial<UsersFakeState> = {}) => ({
  [USERS_STATE_KEY]: usersFakeState(overrides),
});

/** The state the fake answers from (tests read it to check what was written). */
export const usersStateOf = (options: FakeApiOptions) =>
  fakeState(options, USERS_STATE_KEY, () => usersFakeState());

type SortKey = 'name' | 'email' | 'role' | 'createdAt';

const notFound = () => refusalOf('not_found');
const roleNotAllowed = () => refusalOf('role_not_allowed');
const cannotChangeSelf = () => refusalOf('cannot_change_self');
const identityUnavailable = () => refusalOf('identity_unavailable');

interface UserInputBody {
  name: string;
  email: string;
  role: Role;
  active: boolean;
  workspaceIds: string[];
}

/** The checks after the contract's, in the server's order; the refusal when one fails. */
function domainProblem(
  state: UsersFakeState,
  actor: SessionUser,
  input: UserInputBody,
  existing: User | null,
): Refusal<403 | 409 | 422 | 502> | undefined {
  if (!canManageRole(actor.role, input.role)) return roleNotAllowed();
  if (existing && !canManageRole(actor.role, existing.role)) return roleNotAllowed();
  if (existing && existing.id === actor.id && (input.role !== existing.role || !input.active))
    return cannotChangeSelf();
  const email = input.email.toLowerCase();
  if (state.users.some((u) => u.email.toLowerCase() === email && u.id !== existing?.id))
    return refusalOf('email_taken', [{ field: 'email', code: 'email_taken' }]);
  const companyWorkspaces = new Set(demoWorkspaces.map((w) => w.id));
  const unknown = input.workspaceIds
    .map((id, index) => ({ id, index }))
    .filter(({ id }) => !companyWorkspaces.has(id));
  if (unknown.length)
    return refusalOf(
      'unprocessable',
      unknown.map(({ index }) => ({ field: `workspaceIds/${index}`, code: 'not_found' })),
    );
  if (state.identityFails) return identityUnavailable();
  return undefined;
}

function compareBy(key: SortKey): (a: User, b: User) => number {
  switch (key) {
    case 'name':
      return (a, b) => compareNames(a.name, b.name);
    case 'email':
      return (a, b) => a.email.localeCompare(b.email);
    case 'role':
      return (a, b) => roleRank(a.role) - roleRank(b.role) || compareNames(a.name, b.name);
    case 'createdAt':
      return (a, b) => a.createdAt.localeCompare(b.createdAt);
  }
}

function listUsers(
  state: UsersFakeState,
  query: URLSearchParams,
): Refusal<500> | 'pending' | { users: User[]; pagination: Pagination } {
  // The contract gate validated the query (contract-gate.ts); what is absent takes the contract's defaults.
  const search = query.get('search') ?? '';
  const role = query.get('role');
  const sortBy = (query.get('sortBy') ?? 'name') as SortKey;
  const sortDirection = query.get('sortDirection') ?? 'asc';
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  if (state.listPending) return 'pending';
  if (state.listFails) return refusalOf('internal');

  const words = normalizeForSearch(search).split(' ').filter(Boolean);
  const found = state.users
    .filter((u) => role === null || u.role === role)
    .filter((u) => {
      const text = normalizeForSearch(`${u.name} ${u.email}`);
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => compareBy(sortBy)(a, b) || a.id.localeCompare(b.id));
  if (sortDirection === 'desc') found.reverse();
  const pagination: Pagination = {
    total: found.length,
    offset,
    limit,
    sortBy,
    sortDirection: sortDirection as 'asc' | 'desc',
  };
  return { users: found.slice(offset, offset + limit), pagination };
}

let created = 0;

/** The user `userId` names, or the refusal (no such user). */
function existingUser(state: UsersFakeState, userId: string): User | Refusal<404> {
  return state.users.find((u) => u.id === userId) ?? notFound();
}
const isRefusal = (value: object): value is Refusal => 'status' in value && 'code' in value;

/** The input's fields as stored (trimmed name, lower-case e-mail). */
const storedFields = (input: UserInputBody) => ({
  name: input.name.trim(),
  email: input.email.trim().toLowerCase(),
  role: input.role,
  active: input.active,
  workspaceIds: [...input.workspaceIds],
});

export const usersHandlers: FeatureHandlers = (options) => [
  http.get('/companies/{companyId}/users', async ({ request, response }) => {
    const listed = listUsers(usersStateOf(options), new URL(request.url).searchParams);
    if (listed === 'pending') return delay('infinite');
    if (isRefusal(listed)) return refuse(response, listed);
    return response(200).json(listed);
  }),
  http.get('/companies/{companyId}/users/{userId}', async ({ params, response }) => {
    const state = usersStateOf(options);
    if (state.getPending) return delay('infinite');
    const user = existingUser(state, params.userId);
    if (isRefusal(user)) return refuse(response, user);
    return response(200).json({ user });
  }),
  http.delete('/companies/{companyId}/users/{userId}', ({ params, response }) => {
    const state = usersStateOf(options);
    const actor = callerOf(options);
    const existing = existingUser(state, params.userId);
    if (isRefusal(existing)) return refuse(response, existing);
    if (existing.id === actor.id) return refuse(response, cannotChangeSelf());
    if (!canManageRole(actor.role, existing.role)) return refuse(response, roleNotAllowed());
    if (state.identityFails) return refuse(response, identityUnavailable());
    state.users = state.users.filter((u) => u !== existing);
    return response(204).empty();
  }),
  http.post('/companies/{companyId}/users', async ({ request, response }) => {
    const state = usersStateOf(options);
    const input = await request.json();
    const rejected = domainProblem(state, callerOf(options), input, null);
    if (rejected) return refuse(response, rejected);
    const fields = storedFields(input);
    created += 1;
    const user: User = {
      id: `f0000000-0000-4000-8000-${String(created).padStart(12, '0')}`,
      ...fields,
      currentWorkspaceId: fields.workspaceIds[0] ?? null,
      createdAt: new Date().toISOString(),
    };
    state.users.push(user);
    return response(201).json({ user });
  }),
  http.put('/companies/{companyId}/users/{userId}', async ({ params, request, response }) => {
    const state = usersStateOf(options);
    const input = await request.json();
    const existing = existingUser(state, params.userId);
    if (isRefusal(existing)) return refuse(response, existing);
    const rejected = domainProblem(state, callerOf(options), input, existing);
    if (rejected) return refuse(response, rejected);
    const fields = storedFields(input);
    const current = existing.currentWorkspaceId;
    const user: User = {
      ...existing,
      ...fields,
      // The current workspace moves to another of the user's when it is no longer one of them.
      currentWorkspaceId:
        current && fields.workspaceIds.includes(current) ? current : (fields.workspaceIds[0] ?? null),
    };
    state.users = state.users.map((u) => (u === existing ? user : u));
    return response(200).json({ user });
  }),
];
