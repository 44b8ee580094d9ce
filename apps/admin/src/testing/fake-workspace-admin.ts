import type {
  Pagination,
  Role,
  SessionUser,
  UserSummary,
  Workspace,
  WorkspaceDeletion,
  WorkspaceInput,
  WorkspaceListEntry,
  WorkspaceSummary,
} from '@backoffice/api-client';
import { http, refuse, type Refusal, refusalOf } from '@backoffice/api-client/testing';
import {
  canManageRole,
  compareNames,
  readWorkspaceInput,
  searchWorkspaces,
  workspaceDeletionBlock,
} from '@backoffice/domain';
import { demoUser, demoWorkspaces } from './demo-data';
import { callerOf, fakeState, type FeatureHandlers } from './fake-feature';
import type { FakeApiOptions } from './fake-network';

// The workspace-admin endpoints of the contract (listWorkspaces, getWorkspace, createWorkspace, updateWorkspace,
// getWorkspaceDeletion, deleteWorkspace), answered from memory like apps/api does, after the contract gate
// (contract-gate.ts: the role matrix, another company, the contract's validation): a duplicate name (422 errors [{field:'name',
// code:'duplicate'}]), unknown members (422 memberIds/<i> not_found), a workspace holding votings in progress or the
// records of published ones (409 workspace_has_open_votings / workspace_has_voting_records, by the domain's
// workspaceDeletionBlock; its drafts and templates go with it), and a change that would
// leave a user without any workspace (409 workspace_last_for_user, one error per user with {userId, name}), and one
// that would add, remove or drop a member whose role is above the caller's (403 role_not_allowed, the same errors).
// The member picker's GET /companies/{id}/users is the users fake's.

export interface FakeWorkspaceRow {
  id: string;
  name: string;
  createdAt: string | null;
  memberIds: string[];
  /** What it holds (none when left out): deleting it takes the drafts and templates, and is refused for the rest. */
  content?: FakeWorkspaceContent;
}

export interface FakeWorkspaceContent {
  draftVotings?: number;
  /** Scheduled or open. */
  openVotings?: number;
  /** Closed or cancelled. */
  closedVotings?: number;
  /** Of all its votings. */
  voters?: number;
  templates?: number;
}

export interface FakeCompanyUser extends UserSummary {
  active: boolean;
  createdAt: string;
}

export interface WorkspaceAdminFakeState {
  workspaces: FakeWorkspaceRow[];
  users: FakeCompanyUser[];
  /** Every list call answers 500. */
  failList?: boolean;
}

export const WORKSPACE_ADMIN_STATE_KEY = 'workspaceAdmin';

const userId = (n: number) => `b0000000-0000-4000-8000-00000000000${n}`;
const roles: Role[] = ['ADMIN', 'MASTER', 'OPERATOR', 'OBSERVER'];

/** The demo company's people: the four demo users of the session and two more. */
export function fakeCompanyUsers(): FakeCompanyUser[] {
  const demo: Omit<FakeCompanyUser, 'createdAt'>[] = roles.map((role) => {
    const user = demoUser(role);
    return { id: user.id, name: user.name, email: user.email, role, active: true };
  });
  const more: Omit<FakeCompanyUser, 'createdAt'>[] = [
    { id: userId(5), name: 'Beatriz Conceição', email: 'beatriz@demo.local', role: 'OPERATOR', active: true },
    { id: userId(6), name: 'Caio Araújo', email: 'caio@demo.local', role: 'OBSERVER', active: true },
  ];
  return [...demo, ...more].map((user, index) => ({
    ...user,
    createdAt: `2024-0${index + 1}-15T12:00:00.000Z`,
  }));
}

const [admin, master, operator, observer, beatriz, caio] = [1, 2, 3, 4, 5, 6].map(userId) as [
  string,
  string,
  string,
  string,
  string,
  string,
];

/**
 * The demo workspaces with members: São Paulo is Otávio's only workspace (deleting it is refused, naming him), Rio
 * has a voting open (refused), Belo Horizonte goes with its drafts and templates, Curitiba is empty.
 */
export function fakeWorkspaceRows(): FakeWorkspaceRow[] {
  const [saoPaulo, rio, beloHorizonte, curitiba] = demoWorkspaces as [
    WorkspaceListEntry,
    WorkspaceListEntry,
    WorkspaceListEntry,
    WorkspaceListEntry,
  ];
  return [
    { ...saoPaulo, memberIds: [admin, master, operator, observer, beatriz] },
    {
      ...rio,
      memberIds: [admin, master, operator, caio],
      content: { openVotings: 1, closedVotings: 2, draftVotings: 1, voters: 320, templates: 3 },
    },
    {
      ...beloHorizonte,
      memberIds: [admin, master, beatriz],
      content: { draftVotings: 2, voters: 45, templates: 1 },
    },
    { ...curitiba, memberIds: [admin, master] },
  ];
}

/** `count` more workspaces ('Fundo 01'…), each with the admin as member, for pagination. */
export function manyWorkspaceRows(count: number): FakeWorkspaceRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `c0000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name: `Fundo ${String(index + 1).padStart(2, '0')}`,
    createdAt: new Date(Date.UTC(2022, 0, 1 + index, 12)).toISOString(),
    memberIds: [admin, ...(index % 3 === 0 ? [master] : [])],
  }));
}

/** A fresh state for `FakeApiOptions.state[WORKSPACE_ADMIN_STATE_KEY]`; the demo data unless overridden. */
export function workspaceAdminState(
  overrides: Partial<WorkspaceAdminFakeState> = {},
): WorkspaceAdminFakeState {
  return { workspaces: fakeWorkspaceRows(), users: fakeCompanyUsers(), ...overrides };
}

/** The state the fake answers from (tests read it to check what was written). */
export const workspaceAdminStateOf = (options: FakeApiOptions) =>
  fakeState(options, WORKSPACE_ADMIN_STATE_KEY, () => workspaceAdminState());

type FieldError = { field: string; code: string; params?: Record<string, string | number | boolean> };

const notFound = () => refusalOf('not_found');

const summaryOf = (row: FakeWorkspaceRow): WorkspaceSummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  memberCount: row.memberIds.length,
});

function workspaceOf(state: WorkspaceAdminFakeState, row: FakeWorkspaceRow): Workspace {
  const members = state.users
    .filter((user) => row.memberIds.includes(user.id))
    .map(({ id, name, email, role }) => ({ id, name, email, role }))
    .sort((a, b) => compareNames(a.name, b.name));
  return { id: row.id, name: row.name, createdAt: row.createdAt, members };
}

function page<T>(rows: T[], query: URLSearchParams, defaultSort: string) {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  const pagination: Pagination = {
    total: rows.length,
    offset,
    limit,
    sortBy: query.get('sortBy') ?? defaultSort,
    sortDirection: (query.get('sortDirection') as 'asc' | 'desc' | null) ?? 'asc',
  };
  return { rows: rows.slice(offset, offset + limit), pagination };
}

function listWorkspaces(
  state: WorkspaceAdminFakeState,
  query: URLSearchParams,
): Refusal<500> | { workspaces: WorkspaceSummary[]; pagination: Pagination } {
  // The contract gate validated the query (contract-gate.ts).
  if (state.failList) return refusalOf('internal');
  const sortBy = query.get('sortBy') ?? 'name';
  const sign = query.get('sortDirection') === 'desc' ? -1 : 1;
  const byName = (a: FakeWorkspaceRow, b: FakeWorkspaceRow) =>
    compareNames(a.name, b.name) || a.id.localeCompare(b.id);
  const compare = (a: FakeWorkspaceRow, b: FakeWorkspaceRow): number => {
    if (sortBy === 'memberCount') return sign * (a.memberIds.length - b.memberIds.length) || byName(a, b);
    if (sortBy === 'createdAt') {
      // Missing dates last in either direction, as the server's `nulls last`.
      if (a.createdAt === null || b.createdAt === null)
        return a.createdAt === b.createdAt ? byName(a, b) : a.createdAt === null ? 1 : -1;
      return sign * (Date.parse(a.createdAt) - Date.parse(b.createdAt)) || byName(a, b);
    }
    return sign * byName(a, b);
  };
  const found = searchWorkspaces(state.workspaces, query.get('search') ?? '').sort(compare);
  const { rows, pagination } = page(found, query, 'name');
  return { workspaces: rows.map(summaryOf), pagination };
}

/** The rules after the contract's (checked by the contract gate): domain's readWorkspaceInput over the fake's rows. */
function inputErrors(
  state: WorkspaceAdminFakeState,
  input: WorkspaceInput,
  selfId: string | null,
): Refusal<422> | { name: string; memberIds: string[] } {
  const reading = readWorkspaceInput(input, {
    otherNames: state.workspaces.filter((w) => w.id !== selfId).map((w) => w.name),
    isUser: (id) => state.users.some((user) => user.id === id),
  });
  return reading.ok ? reading : refusalOf('unprocessable', reading.errors);
}

/** The users who would be left without any workspace if `row` lost the members not in `keep`. */
function strandedBy(state: WorkspaceAdminFakeState, row: FakeWorkspaceRow, keep: string[]): FieldError[] {
  return row.memberIds
    .filter((id) => !keep.includes(id))
    .filter((id) => !state.workspaces.some((w) => w.id !== row.id && w.memberIds.includes(id)))
    .map((id) => state.users.find((user) => user.id === id))
    .filter((user): user is FakeCompanyUser => Boolean(user))
    .map((user) => ({
      field: 'memberIds',
      code: 'workspace_last_for_user',
      params: { userId: user.id, name: user.name },
    }));
}

/** The members among `ids` whose role is above `actor`'s (their workspaces are not the caller's to change). */
function outrankedBy(state: WorkspaceAdminFakeState, actor: Role, ids: readonly string[]): FieldError[] {
  return ids
    .map((id) => state.users.find((user) => user.id === id))
    .filter((user): user is FakeCompanyUser => Boolean(user) && !canManageRole(actor, user!.role))
    .map((user) => ({
      field: 'memberIds',
      code: 'role_not_allowed',
      params: { userId: user.id, name: user.name },
    }));
}

const aboveRole = (errors: FieldError[]) => refusalOf('role_not_allowed', errors);

const lastForUsers = (errors: FieldError[]) => refusalOf('workspace_last_for_user', errors);

/** /user-info follows the writes: the caller's workspaces, as the switcher lists them. */
function syncUserInfo(options: FakeApiOptions, state: WorkspaceAdminFakeState, callerId: string): void {
  options.workspaces = state.workspaces
    .filter((w) => w.memberIds.includes(callerId))
    .map(({ id, name, createdAt }) => ({ id, name, createdAt }));
}

let created = 0;

/** The caller's other workspace a deletion of `row` moves them to: the first of theirs by name, as the server. */
function nextWorkspace(state: WorkspaceAdminFakeState, row: FakeWorkspaceRow, userId: string) {
  return state.workspaces
    .filter((w) => w !== row && w.memberIds.includes(userId))
    .sort((a, b) => compareNames(a.name, b.name) || a.id.localeCompare(b.id))[0];
}

/** As the server's getWorkspaceDeletion (the fake keeps no other user's current workspace: none moves). */
function deletionOf(
  state: WorkspaceAdminFakeState,
  row: FakeWorkspaceRow,
  user: SessionUser,
): WorkspaceDeletion {
  const {
    draftVotings = 0,
    openVotings = 0,
    closedVotings = 0,
    voters = 0,
    templates = 0,
  } = row.content ?? {};
  const isCallersCurrent = user.currentWorkspaceId === row.id;
  const next = isCallersCurrent ? nextWorkspace(state, row, user.id) : undefined;
  return {
    votings: draftVotings + openVotings + closedVotings,
    draftVotings,
    openVotings,
    closedVotings,
    voters,
    templates,
    members: row.memberIds.length,
    blockedBy: workspaceDeletionBlock({ openVotings, closedVotings }),
    isCallersCurrent,
    callerMovesTo: next ? { id: next.id, name: next.name, createdAt: next.createdAt } : null,
    otherMembersMoving: 0,
  };
}

const isRefusal = (value: object): value is Refusal => 'status' in value && 'code' in value;

/** The row `workspaceId` names, or the refusal (no such workspace). */
function rowOf(state: WorkspaceAdminFakeState, workspaceId: string): FakeWorkspaceRow | Refusal<404> {
  return state.workspaces.find((w) => w.id === workspaceId) ?? notFound();
}

/** Why `row` may not be deleted by `user`, in the server's order, or undefined. */
function deletionRefusal(
  state: WorkspaceAdminFakeState,
  row: FakeWorkspaceRow,
  user: SessionUser,
): Refusal<403 | 409> | undefined {
  const { openVotings = 0, closedVotings = 0 } = row.content ?? {};
  const block = workspaceDeletionBlock({ openVotings, closedVotings });
  if (block === 'open_votings') return refusalOf('workspace_has_open_votings', undefined, { openVotings });
  if (block === 'voting_records')
    return refusalOf('workspace_has_voting_records', undefined, { closedVotings });
  const above = outrankedBy(state, user.role, row.memberIds);
  if (above.length) return aboveRole(above);
  const stranded = strandedBy(state, row, []);
  if (stranded.length) return lastForUsers(stranded);
  return undefined;
}

export const workspaceAdminHandlers: FeatureHandlers = (options) => [
  http.get('/companies/{companyId}/workspaces/{workspaceId}/deletion', ({ params, response }) => {
    const user = callerOf(options);
    const state = workspaceAdminStateOf(options);
    const row = state.workspaces.find((w) => w.id === params.workspaceId);
    if (!row) return refuse(response, notFound());
    return response(200).json({ deletion: deletionOf(state, row, user) });
  }),
  http.get('/companies/{companyId}/workspaces', ({ request, response }) => {
    const listed = listWorkspaces(workspaceAdminStateOf(options), new URL(request.url).searchParams);
    return isRefusal(listed) ? refuse(response, listed) : response(200).json(listed);
  }),
  http.post('/companies/{companyId}/workspaces', async ({ request, response }) => {
    const user = callerOf(options);
    const state = workspaceAdminStateOf(options);
    const checked = inputErrors(state, await request.json(), null);
    if (isRefusal(checked)) return refuse(response, checked);
    const above = outrankedBy(state, user.role, checked.memberIds);
    if (above.length) return refuse(response, aboveRole(above));
    created += 1;
    const row: FakeWorkspaceRow = {
      id: `d0000000-0000-4000-8000-${String(created).padStart(12, '0')}`,
      name: checked.name,
      createdAt: new Date().toISOString(),
      // The caller always becomes a member.
      memberIds: [...new Set([...checked.memberIds, user.id])],
    };
    state.workspaces.push(row);
    syncUserInfo(options, state, user.id);
    return response(201).json({ workspace: workspaceOf(state, row) });
  }),
  http.get('/companies/{companyId}/workspaces/{workspaceId}', ({ params, response }) => {
    const state = workspaceAdminStateOf(options);
    const row = rowOf(state, params.workspaceId);
    return isRefusal(row)
      ? refuse(response, row)
      : response(200).json({ workspace: workspaceOf(state, row) });
  }),
  http.put('/companies/{companyId}/workspaces/{workspaceId}', async ({ params, request, response }) => {
    const user = callerOf(options);
    const state = workspaceAdminStateOf(options);
    const checked = inputErrors(state, await request.json(), params.workspaceId);
    if (isRefusal(checked)) return refuse(response, checked);
    const row = rowOf(state, params.workspaceId);
    if (isRefusal(row)) return refuse(response, row);
    const changed = [
      ...row.memberIds.filter((member) => !checked.memberIds.includes(member)),
      ...checked.memberIds.filter((member) => !row.memberIds.includes(member)),
    ];
    const above = outrankedBy(state, user.role, changed);
    if (above.length) return refuse(response, aboveRole(above));
    const stranded = strandedBy(state, row, checked.memberIds);
    if (stranded.length) return refuse(response, lastForUsers(stranded));
    row.name = checked.name;
    row.memberIds = [...checked.memberIds];
    syncUserInfo(options, state, user.id);
    return response(200).json({ workspace: workspaceOf(state, row) });
  }),
  http.delete('/companies/{companyId}/workspaces/{workspaceId}', ({ params, response }) => {
    const user = callerOf(options);
    const state = workspaceAdminStateOf(options);
    const row = rowOf(state, params.workspaceId);
    if (isRefusal(row)) return refuse(response, row);
    const blocked = deletionRefusal(state, row, user);
    if (blocked) return refuse(response, blocked);
    // The caller whose current workspace it was moves to the first other of theirs, as on the server.
    if (user.currentWorkspaceId === row.id) {
      const next = nextWorkspace(state, row, user.id);
      options.user = {
        ...user,
        currentWorkspaceId: next?.id ?? null,
        workspace: next && user.workspace ? { ...user.workspace, name: next.name } : null,
      };
    }
    state.workspaces = state.workspaces.filter((w) => w !== row);
    syncUserInfo(options, state, user.id);
    return response(204).empty();
  }),
];
