import type { Pagination, Role, SessionUser, User } from '@backoffice/api-client';
import { http, refusal, refuse, type Refusal } from '@backoffice/api-client/testing';
import { delay } from 'msw';
import { ROLES, can, canManageRole, compareNames, normalizeForSearch, roleRank } from '@backoffice/domain';
import { COMPANY_ID, demoUser, demoWorkspaces } from './demo-data';
import { callerOf, fakeState, type FeatureHandlers } from './fake-feature';
import type { FakeApiOptions } from './fake-network';

// The users endpoints of the contract (listUsers, getUser, createUser, updateUser, deleteUser), answered from memory
// as apps/api does: another company → 404; below users.manage → 403 forbidden; the contract's validation → 400
// validation_failed with Ajv-like `errors` (all of them); a MASTER granting, changing or deleting an ADMIN → 403
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

type FieldError = { field: string; code: string; params?: Record<string, string | number | boolean> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// ajv-formats' "email" format (full mode), which the server validates the contract with.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const USER_INPUT_KEYS = ['name', 'email', 'role', 'active', 'workspaceIds'];
const SORT_KEYS = ['name', 'email', 'role', 'createdAt'] as const;
type SortKey = (typeof SORT_KEYS)[number];

const invalid = (errors: FieldError[]) => refusal(400, 'validation_failed', 'Requisição inválida', errors);
const notFound = () => refusal(404, 'not_found', 'Não encontrado');
const forbidden = () => refusal(403, 'forbidden', 'Acesso não autorizado');
const roleNotAllowed = () =>
  refusal(403, 'role_not_allowed', 'Você não pode atribuir ou alterar um perfil acima do seu');
const cannotChangeSelf = () =>
  refusal(
    409,
    'cannot_change_self',
    'Você não pode excluir, desativar ou mudar o perfil do seu próprio usuário',
  );
const identityUnavailable = () =>
  refusal(
    502,
    'identity_unavailable',
    'O serviço de identidade não respondeu; nada foi alterado. Tente novamente.',
  );

/** The contract's UserInput schema, checked as Ajv does with allErrors. */
function userInputErrors(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [{ field: '', code: 'type', params: { type: 'object' } }];
  }
  const input = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const key of Object.keys(input)) {
    if (!USER_INPUT_KEYS.includes(key))
      errors.push({ field: '', code: 'additionalProperties', params: { additionalProperty: key } });
  }
  for (const key of USER_INPUT_KEYS) {
    if (!(key in input)) errors.push({ field: key, code: 'required', params: { missingProperty: key } });
  }
  const text = (field: string, min: number, max: number) => {
    const value = input[field];
    if (!(field in input)) return;
    if (typeof value !== 'string') return errors.push({ field, code: 'type', params: { type: 'string' } });
    if (value.length < min) errors.push({ field, code: 'minLength', params: { limit: min } });
    if (value.length > max) errors.push({ field, code: 'maxLength', params: { limit: max } });
    if (field === 'email' && !EMAIL.test(value))
      errors.push({ field, code: 'format', params: { format: 'email' } });
  };
  text('name', 1, 120);
  text('email', 0, 254);
  if ('role' in input && !(ROLES as readonly unknown[]).includes(input.role))
    errors.push({ field: 'role', code: 'enum' });
  if ('active' in input && typeof input.active !== 'boolean')
    errors.push({ field: 'active', code: 'type', params: { type: 'boolean' } });
  if ('workspaceIds' in input) {
    const ids = input.workspaceIds;
    if (!Array.isArray(ids)) {
      errors.push({ field: 'workspaceIds', code: 'type', params: { type: 'array' } });
    } else {
      if (ids.length < 1) errors.push({ field: 'workspaceIds', code: 'minItems', params: { limit: 1 } });
      if (ids.length > 500) errors.push({ field: 'workspaceIds', code: 'maxItems', params: { limit: 500 } });
      if (new Set(ids).size !== ids.length) errors.push({ field: 'workspaceIds', code: 'uniqueItems' });
      ids.forEach((id, index) => {
        if (typeof id !== 'string' || !UUID.test(id))
          errors.push({ field: `workspaceIds/${index}`, code: 'format', params: { format: 'uuid' } });
      });
    }
  }
  return errors;
}

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
    return refusal(409, 'email_taken', 'Já existe um usuário com este e-mail', [
      { field: 'email', code: 'email_taken' },
    ]);
  const companyWorkspaces = new Set(demoWorkspaces.map((w) => w.id));
  const unknown = input.workspaceIds
    .map((id, index) => ({ id, index }))
    .filter(({ id }) => !companyWorkspaces.has(id));
  if (unknown.length)
    return refusal(
      422,
      'unprocessable',
      'Os dados enviados não são válidos',
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

function integer(
  query: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
): { value?: number; error?: FieldError } {
  const raw = query.get(name);
  if (raw === null) return { value: fallback };
  const value = Number(raw);
  if (!/^\d+$/.test(raw)) return { error: { field: name, code: 'type', params: { type: 'integer' } } };
  if (value < min) return { error: { field: name, code: 'minimum', params: { limit: min } } };
  if (value > max) return { error: { field: name, code: 'maximum', params: { limit: max } } };
  return { value };
}

function listUsers(
  state: UsersFakeState,
  query: URLSearchParams,
): Refusal<400 | 500> | 'pending' | { users: User[]; pagination: Pagination } {
  const errors: FieldError[] = [];
  const search = query.get('search') ?? '';
  if (search.length > 200) errors.push({ field: 'search', code: 'maxLength', params: { limit: 200 } });
  const role = query.get('role');
  if (role !== null && !(ROLES as readonly string[]).includes(role))
    errors.push({ field: 'role', code: 'enum' });
  const sortBy = (query.get('sortBy') ?? 'name') as SortKey;
  if (!SORT_KEYS.includes(sortBy)) errors.push({ field: 'sortBy', code: 'enum' });
  const sortDirection = query.get('sortDirection') ?? 'asc';
  if (sortDirection !== 'asc' && sortDirection !== 'desc')
    errors.push({ field: 'sortDirection', code: 'enum' });
  const offset = integer(query, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
  const limit = integer(query, 'limit', 20, 1, 100);
  for (const checked of [offset, limit]) if (checked.error) errors.push(checked.error);
  if (errors.length) return invalid(errors);
  if (state.listPending) return 'pending';
  if (state.listFails) return refusal(500, 'internal', 'Tivemos um problema, contate o administrador');

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
    offset: offset.value!,
    limit: limit.value!,
    sortBy,
    sortDirection: sortDirection as 'asc' | 'desc',
  };
  return { users: found.slice(offset.value!, offset.value! + limit.value!), pagination };
}

let created = 0;

/** Authorization first, as in apps/api (before any validation): the caller's company, users.manage to write. */
function access(
  options: FakeApiOptions,
  companyId: string,
  write: boolean,
): Refusal<400 | 403 | 404> | undefined {
  const actor = callerOf(options);
  if (!UUID.test(companyId)) return invalid([{ field: 'companyId', code: 'format' }]);
  if ((actor.workspace?.companyId ?? COMPANY_ID) !== companyId) return notFound();
  if (write && !can(actor.role, 'users.manage')) return forbidden();
  return undefined;
}

/** The user `userId` names, or the refusal (a malformed id, no such user). */
function existingUser(state: UsersFakeState, userId: string): User | Refusal<400 | 404> {
  if (!UUID.test(userId)) return invalid([{ field: 'userId', code: 'format' }]);
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
  http.get('/companies/{companyId}/users', async ({ params, request, response }) => {
    const refused = access(options, params.companyId, false);
    if (refused) return refuse(response, refused);
    const listed = listUsers(usersStateOf(options), new URL(request.url).searchParams);
    if (listed === 'pending') return delay('infinite');
    if (isRefusal(listed)) return refuse(response, listed);
    return response(200).json(listed);
  }),
  http.get('/companies/{companyId}/users/{userId}', async ({ params, response }) => {
    const refused = access(options, params.companyId, false);
    if (refused) return refuse(response, refused);
    const state = usersStateOf(options);
    if (!UUID.test(params.userId)) return refuse(response, invalid([{ field: 'userId', code: 'format' }]));
    if (state.getPending) return delay('infinite');
    const user = existingUser(state, params.userId);
    if (isRefusal(user)) return refuse(response, user);
    return response(200).json({ user });
  }),
  http.delete('/companies/{companyId}/users/{userId}', ({ params, response }) => {
    const refused = access(options, params.companyId, true);
    if (refused) return refuse(response, refused);
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
  http.post('/companies/{companyId}/users', async ({ params, request, response }) => {
    const refused = access(options, params.companyId, true);
    if (refused) return refuse(response, refused);
    const state = usersStateOf(options);
    const body: unknown = await request.json();
    const errors = userInputErrors(body);
    if (errors.length) return refuse(response, invalid(errors));
    const input = body as UserInputBody;
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
    const refused = access(options, params.companyId, true);
    if (refused) return refuse(response, refused);
    const state = usersStateOf(options);
    if (!UUID.test(params.userId)) return refuse(response, invalid([{ field: 'userId', code: 'format' }]));
    const body: unknown = await request.json();
    const errors = userInputErrors(body);
    if (errors.length) return refuse(response, invalid(errors));
    const existing = existingUser(state, params.userId);
    if (isRefusal(existing)) return refuse(response, existing);
    const input = body as UserInputBody;
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
