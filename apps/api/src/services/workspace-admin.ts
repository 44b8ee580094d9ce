import { sql } from 'kysely';
import type {
  UserSummary,
  Workspace,
  WorkspaceInput,
  WorkspaceListEntry,
  WorkspaceSummary,
  operations,
} from '@backoffice/api-client';
import { canManageRole, readWorkspaceInput, type Role } from '@backoffice/domain';
import { countRows, orderByName, whereEveryWord, type SortDirection } from '../db/search.ts';
import type { TenantTransaction } from '../db/tenant.ts';
import { fieldRefusal, Refusal } from './refusal.ts';
import { toIsoOrNull } from '../db/timestamps.ts';

// Workspace administration (issue 4): list, read, create, rename / set members, and the membership rules that
// deleting one also follows (workspace-deletion.ts has the deletion and its preview). Every function runs inside the
// caller's withTenant transaction, so a refusal (thrown Refusal) rolls back everything written before it.

export type WorkspaceListQuery = NonNullable<operations['listWorkspaces']['parameters']['query']>;
export type WorkspaceSortBy = NonNullable<WorkspaceListQuery['sortBy']>;

// ---------------------------------------------------------------------------------------------------------------
// Reads

export interface WorkspacePage {
  workspaces: WorkspaceSummary[];
  total: number;
}

/**
 * One page of the company's workspaces. Search: every word must appear in the name (case and accents ignored).
 * Sort: name, createdAt (undated last in both directions) or memberCount; ties by name (A→Z), then id.
 */
export async function listWorkspacePage(
  trx: TenantTransaction,
  query: {
    search?: string;
    sortBy: WorkspaceSortBy;
    sortDirection: SortDirection;
    offset: number;
    limit: number;
  },
): Promise<WorkspacePage> {
  const memberCount = sql<number>`(
    select count(*)::int from memberships m where m.company_id = w.company_id and m.workspace_id = w.id
  )`;
  const base = whereEveryWord(trx.selectFrom('workspaces as w'), query.search, ['w.name']);

  let page = base.select(['w.id', 'w.name', 'w.created_at', memberCount.as('member_count')]);
  if (query.sortBy === 'name') {
    // Sorting by name reverses the whole order, the id included (users and templates keep the id A→Z).
    page = orderByName(page, 'w.name', query.sortDirection).orderBy('w.id', query.sortDirection);
  } else {
    // Sorting by date or member count breaks ties by name A→Z whatever the direction, then id.
    const direction = query.sortDirection;
    page =
      query.sortBy === 'createdAt'
        ? page.orderBy('w.created_at', (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
        : page.orderBy('member_count', direction);
    page = orderByName(page, 'w.name', 'asc').orderBy('w.id');
  }

  // One after the other: both run on the request's one transaction (one connection).
  const rows = await page.offset(query.offset).limit(query.limit).execute();
  const total = await countRows(base);
  return {
    workspaces: rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: toIsoOrNull(row.created_at),
      memberCount: Number(row.member_count),
    })),
    total,
  };
}

/** The members of a workspace, by name. */
async function loadMembers(trx: TenantTransaction, workspaceId: string): Promise<UserSummary[]> {
  const query = trx
    .selectFrom('memberships as m')
    .innerJoin('users as u', (join) =>
      join.onRef('u.company_id', '=', 'm.company_id').onRef('u.id', '=', 'm.user_id'),
    )
    .select(['u.id', 'u.name', 'u.email', 'u.role'])
    .where('m.workspace_id', '=', workspaceId);
  return orderByName(query, 'u.name', 'asc').orderBy('u.id').execute();
}

/** One workspace of the caller's company with its members, or undefined (also for another company's id). */
export async function loadWorkspace(
  trx: TenantTransaction,
  workspaceId: string,
): Promise<Workspace | undefined> {
  const row = await trx
    .selectFrom('workspaces')
    .select(['id', 'name', 'created_at'])
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    createdAt: toIsoOrNull(row.created_at),
    members: await loadMembers(trx, workspaceId),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

/**
 * Serialises the workspace writes of one company (the company row is locked until the transaction ends), so two
 * requests cannot both take the same name or both remove a user's last two workspaces.
 */
async function lockCompany(trx: TenantTransaction, companyId: string): Promise<void> {
  await trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
}

/** lockCompany, then 404 `not_found` unless the workspace exists (another company's is hidden by row-level security). */
export async function lockCompanyAndFindWorkspace(
  trx: TenantTransaction,
  companyId: string,
  workspaceId: string,
): Promise<void> {
  await lockCompany(trx, companyId);
  const existing = await trx
    .selectFrom('workspaces')
    .select('id')
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  if (!existing) throw new Refusal('not_found');
}

/**
 * The input read by the domain's rule (readWorkspaceInput: a clean name, not blank, not another workspace's; members
 * that are users of the company), with the other names and the users it names read from the company's rows; its
 * refusal is 422 unprocessable with the field errors.
 */
async function readInput(
  trx: TenantTransaction,
  input: WorkspaceInput,
  exceptWorkspaceId?: string,
): Promise<{ name: string; memberIds: string[] }> {
  let others = trx.selectFrom('workspaces').select('name');
  if (exceptWorkspaceId) others = others.where('id', '!=', exceptWorkspaceId);
  const otherNames = (await others.execute()).map((row) => row.name);
  const users =
    input.memberIds.length > 0
      ? await trx.selectFrom('users').select('id').where('id', 'in', input.memberIds).execute()
      : [];
  const known = new Set(users.map((row) => row.id));
  const reading = readWorkspaceInput(input, { otherNames, isUser: (id) => known.has(id) });
  if (!reading.ok) throw fieldRefusal('unprocessable', reading.errors);
  return reading;
}

/**
 * The users among `userIds` who are members of no workspace other than `workspaceId`: removing them from it (or
 * deleting it) would leave them without any workspace. By name.
 */
export async function usersLeftWithout(
  trx: TenantTransaction,
  workspaceId: string,
  userIds: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (userIds.length === 0) return [];
  const query = trx
    .selectFrom('users as u')
    .select(['u.id', 'u.name'])
    .where('u.id', 'in', userIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('memberships as m')
            .select('m.user_id')
            .whereRef('m.company_id', '=', 'u.company_id')
            .whereRef('m.user_id', '=', 'u.id')
            .where('m.workspace_id', '!=', workspaceId),
        ),
      ),
    );
  return orderByName(query, 'u.name', 'asc').orderBy('u.id').execute();
}

export function lastWorkspaceProblem(users: readonly { id: string; name: string }[]): Refusal {
  return fieldRefusal(
    'workspace_last_for_user',
    users.map((user) => ({
      field: 'memberIds',
      code: 'workspace_last_for_user',
      params: { userId: user.id, name: user.name },
    })),
  );
}

/** The workspace a user goes to when `workspaceId` is no longer theirs: the first other one of theirs by name. */
export async function nextWorkspaceFor(
  trx: TenantTransaction,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceListEntry | undefined> {
  const next = trx
    .selectFrom('memberships as m')
    .innerJoin('workspaces as w', (join) =>
      join.onRef('w.company_id', '=', 'm.company_id').onRef('w.id', '=', 'm.workspace_id'),
    )
    .select(['w.id', 'w.name', 'w.created_at'])
    .where('m.user_id', '=', userId)
    .where('m.workspace_id', '!=', workspaceId)
    .limit(1);
  const row = await orderByName(next, 'w.name', 'asc').orderBy('w.id').executeTakeFirst();
  return row && { id: row.id, name: row.name, createdAt: toIsoOrNull(row.created_at) };
}

/**
 * Users among `userIds` whose current workspace is `workspaceId` move to another workspace of theirs (the first by
 * name); call it once they are no longer members of `workspaceId`, or just before it is deleted.
 */
export async function moveCurrentWorkspaceAway(
  trx: TenantTransaction,
  workspaceId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const affected = await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', userIds)
    .where('current_workspace_id', '=', workspaceId)
    .execute();
  for (const { id } of affected) {
    const target = await nextWorkspaceFor(trx, id, workspaceId);
    // Callers have refused the change already when a user would have no other workspace.
    await trx
      .updateTable('users')
      .set({ current_workspace_id: target?.id ?? null })
      .where('id', '=', id)
      .execute();
  }
}

/** Members without a current workspace (e.g. a user who had none) take this one. */
async function giveCurrentWorkspaceToMembersWithout(
  trx: TenantTransaction,
  workspaceId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await trx
    .updateTable('users')
    .set({ current_workspace_id: workspaceId })
    .where('id', 'in', userIds)
    .where('current_workspace_id', 'is', null)
    .execute();
}

/**
 * The users among `userIds` whose role is above the actor's, by name: their workspace memberships are not the
 * actor's to change (a MASTER never adds an ADMIN to a workspace, removes one, or deletes one's workspace).
 */
async function usersAbove(
  trx: TenantTransaction,
  actor: Role,
  userIds: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (userIds.length === 0) return [];
  const query = trx
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.role'])
    .where('u.id', 'in', userIds);
  const rows = await orderByName(query, 'u.name', 'asc').orderBy('u.id').execute();
  return rows
    .filter((row) => !canManageRole(actor, row.role as Role))
    .map((row) => ({ id: row.id, name: row.name }));
}

/** 403 `role_not_allowed`, naming each user whose memberships the change would have touched. */
function outrankedProblem(users: readonly { id: string; name: string }[]): Refusal {
  return fieldRefusal(
    'role_not_allowed',
    users.map((user) => ({
      field: 'memberIds',
      code: 'role_not_allowed',
      params: { userId: user.id, name: user.name },
    })),
    'The workspaces of a user above your role are not yours to change',
  );
}

/** Refuses (403) when any of `userIds` outranks the actor. */
export async function requireManageableMembers(
  trx: TenantTransaction,
  actor: Role,
  userIds: readonly string[],
): Promise<void> {
  const above = await usersAbove(trx, actor, userIds);
  if (above.length) throw outrankedProblem(above);
}

async function insertMemberships(
  trx: TenantTransaction,
  companyId: string,
  workspaceId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await trx
    .insertInto('memberships')
    .values(userIds.map((userId) => ({ company_id: companyId, user_id: userId, workspace_id: workspaceId })))
    .execute();
}

/**
 * Creates a workspace named `input.name` with `input.memberIds` and the caller as members. Refused (403
 * role_not_allowed) when a member named outranks the caller.
 */
export async function createWorkspace(
  trx: TenantTransaction,
  caller: { companyId: string; userId: string; role: Role },
  input: WorkspaceInput,
): Promise<Workspace> {
  await lockCompany(trx, caller.companyId);
  const { name } = await readInput(trx, input);
  await requireManageableMembers(trx, caller.role, input.memberIds);

  const memberIds = [...new Set([...input.memberIds, caller.userId])];
  const { id } = await trx
    .insertInto('workspaces')
    .values({ company_id: caller.companyId, name, logo_ref: null, created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertMemberships(trx, caller.companyId, id, memberIds);
  await giveCurrentWorkspaceToMembersWithout(trx, id, memberIds);
  return (await loadWorkspace(trx, id)) as Workspace;
}

/**
 * Renames the workspace and sets its members to exactly `input.memberIds`. Refused when an added or removed user
 * outranks the actor (403 role_not_allowed: the members above them stay as they are) or when a removed user has no
 * other workspace (409 workspace_last_for_user); removed users whose current workspace it was move to another.
 */
export async function updateWorkspace(
  trx: TenantTransaction,
  actor: { companyId: string; role: Role },
  workspaceId: string,
  input: WorkspaceInput,
): Promise<Workspace> {
  const { companyId } = actor;
  await lockCompanyAndFindWorkspace(trx, companyId, workspaceId);

  const { name } = await readInput(trx, input, workspaceId);

  const current = await trx
    .selectFrom('memberships')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .execute();
  const before = new Set(current.map((row) => row.user_id));
  const after = new Set(input.memberIds);
  const removed = [...before].filter((id) => !after.has(id));
  const added = [...after].filter((id) => !before.has(id));

  await requireManageableMembers(trx, actor.role, [...removed, ...added]);
  const stranded = await usersLeftWithout(trx, workspaceId, removed);
  if (stranded.length) throw lastWorkspaceProblem(stranded);

  await trx.updateTable('workspaces').set({ name }).where('id', '=', workspaceId).execute();
  if (removed.length) {
    await trx
      .deleteFrom('memberships')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', 'in', removed)
      .execute();
    await moveCurrentWorkspaceAway(trx, workspaceId, removed);
  }
  await insertMemberships(trx, companyId, workspaceId, added);
  await giveCurrentWorkspaceToMembersWithout(trx, workspaceId, added);
  return (await loadWorkspace(trx, workspaceId)) as Workspace;
}
