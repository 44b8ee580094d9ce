import { sql } from 'kysely';
import type {
  FieldError,
  UserSummary,
  Workspace,
  WorkspaceDeletion,
  WorkspaceInput,
  WorkspaceListEntry,
  WorkspaceSummary,
  operations,
} from '@backoffice/api-client';
import { canManageRole, normalizeForSearch, workspaceDeletionBlock, type Role } from '@backoffice/domain';
import { appendCompanyAudit } from '../audit/company-audit.ts';
import { countRows, orderByName, whereEveryWord, type SortDirection } from '../db/search.ts';
import type { TenantTransaction } from '../db/tenant.ts';
import { fieldRefusal, paramsRefusal, Refusal } from './refusal.ts';
import { votingFileKeys } from './votings/discard-draft.ts';
import { effectiveStatusSql } from './votings/voting-status.ts';
import { toIsoOrNull } from '../db/timestamps.ts';

// Workspace administration (issue 4): list, read, create, rename / set members, delete. Every function runs inside
// the caller's withTenant transaction, so a refusal (thrown Refusal) rolls back everything written before it.

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
async function lockCompanyAndFindWorkspace(
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

/** The field errors of the input (blank or taken name, member ids that are not users of the company). */
async function inputErrors(
  trx: TenantTransaction,
  name: string,
  memberIds: readonly string[],
  exceptWorkspaceId?: string,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (name === '') {
    errors.push({ field: 'name', code: 'blank' });
  } else {
    const key = normalizeForSearch(name);
    let others = trx.selectFrom('workspaces').select(['id', 'name']);
    if (exceptWorkspaceId) others = others.where('id', '!=', exceptWorkspaceId);
    const taken = (await others.execute()).some((other) => normalizeForSearch(other.name) === key);
    if (taken) errors.push({ field: 'name', code: 'duplicate' });
  }
  if (memberIds.length > 0) {
    const found = await trx.selectFrom('users').select('id').where('id', 'in', memberIds).execute();
    const known = new Set(found.map((row) => row.id));
    memberIds.forEach((id, index) => {
      if (!known.has(id)) errors.push({ field: `memberIds/${index}`, code: 'not_found' });
    });
  }
  return errors;
}

/** Trimmed, and in NFC so that the same visible name is the same text. */
function cleanName(name: string): string {
  return name.normalize('NFC').trim();
}

/**
 * The users among `userIds` who are members of no workspace other than `workspaceId`: removing them from it (or
 * deleting it) would leave them without any workspace. By name.
 */
async function usersLeftWithout(
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

function lastWorkspaceProblem(users: readonly { id: string; name: string }[]): Refusal {
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
async function nextWorkspaceFor(
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
async function moveCurrentWorkspaceAway(
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
async function requireManageableMembers(
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
  const name = cleanName(input.name);
  const errors = await inputErrors(trx, name, input.memberIds);
  if (errors.length) throw fieldRefusal('unprocessable', errors);
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

  const name = cleanName(input.name);
  const errors = await inputErrors(trx, name, input.memberIds, workspaceId);
  if (errors.length) throw fieldRefusal('unprocessable', errors);

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

/** A workspace's votings by what they mean for its deletion, its templates, members and the voters of its votings. */
async function workspaceCounts(trx: TenantTransaction, workspaceId: string, now: Date) {
  const status = effectiveStatusSql('v', now);
  const { rows } = await sql<{
    votings: number;
    drafts: number;
    open: number;
    closed: number;
    voters: number;
  }>`select count(*)::int as votings,
      count(*) filter (where ${status} = 'draft')::int as drafts,
      count(*) filter (where ${status} in ('scheduled', 'open'))::int as open,
      count(*) filter (where ${status} in ('closed', 'cancelled'))::int as closed,
      coalesce(sum(v.voter_count), 0)::int as voters
    from votings v where v.workspace_id = ${workspaceId}`.execute(trx);
  const count = async (table: 'message_templates' | 'memberships') => {
    const { rows: counted } = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(table)} where workspace_id = ${workspaceId}`.execute(
      trx,
    );
    return Number(counted[0]?.count ?? 0);
  };
  const row = rows[0]!;
  return {
    votings: Number(row.votings),
    draftVotings: Number(row.drafts),
    openVotings: Number(row.open),
    closedVotings: Number(row.closed),
    voters: Number(row.voters),
    templates: await count('message_templates'),
    members: await count('memberships'),
  };
}

/**
 * What deleting the workspace would take with it and what refuses it (getWorkspaceDeletion), as the caller would
 * live it: whether it is their current workspace and where they would go. undefined when there is no such workspace.
 */
export async function workspaceDeletion(
  trx: TenantTransaction,
  caller: { userId: string },
  workspaceId: string,
  now: Date,
): Promise<WorkspaceDeletion | undefined> {
  const workspace = await trx
    .selectFrom('workspaces')
    .select('id')
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  if (!workspace) return undefined;
  const counts = await workspaceCounts(trx, workspaceId, now);
  const current = await trx
    .selectFrom('users')
    .select('id')
    .where('current_workspace_id', '=', workspaceId)
    .execute();
  const isCallersCurrent = current.some((user) => user.id === caller.userId);
  return {
    ...counts,
    blockedBy: workspaceDeletionBlock(counts),
    isCallersCurrent,
    callerMovesTo: isCallersCurrent
      ? ((await nextWorkspaceFor(trx, caller.userId, workspaceId)) ?? null)
      : null,
    otherMembersMoving: current.filter((user) => user.id !== caller.userId).length,
  };
}

/**
 * Deletes a workspace with its message templates and draft votings (their items, voters, documents and imports go
 * with them), recorded in the company's audit log. Refused while it holds a scheduled or open voting (409
 * workspace_has_open_votings) or a closed or cancelled one (409 workspace_has_voting_records: a published voting's
 * record and audit trail are permanent), while one of its members outranks the actor (403 role_not_allowed: deleting
 * it would take their membership) or while it is the only workspace of one of its members (409
 * workspace_last_for_user). Members whose current workspace it was move to another of theirs; memberships go with it
 * (cascade). Returns the storage keys of the drafts' files, for the caller to remove once the transaction commits.
 */
export async function deleteWorkspace(
  trx: TenantTransaction,
  actor: { companyId: string; userId: string; role: Role },
  workspaceId: string,
  now: Date,
): Promise<string[]> {
  const { companyId } = actor;
  await lockCompanyAndFindWorkspace(trx, companyId, workspaceId);

  const counts = await workspaceCounts(trx, workspaceId, now);
  const block = workspaceDeletionBlock(counts);
  if (block === 'open_votings') {
    throw paramsRefusal('workspace_has_open_votings', { openVotings: counts.openVotings });
  }
  if (block === 'voting_records') {
    throw paramsRefusal('workspace_has_voting_records', { closedVotings: counts.closedVotings });
  }

  const members = (
    await trx.selectFrom('memberships').select('user_id').where('workspace_id', '=', workspaceId).execute()
  ).map((row) => row.user_id);
  await requireManageableMembers(trx, actor.role, members);
  const stranded = await usersLeftWithout(trx, workspaceId, members);
  if (stranded.length) throw lastWorkspaceProblem(stranded);

  const { name } = await trx
    .selectFrom('workspaces')
    .select('name')
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  // Only drafts are left (the block above): they go first, then the templates their ballots named.
  const drafts = (
    await trx.selectFrom('votings').select('id').where('workspace_id', '=', workspaceId).execute()
  ).map((row) => row.id);
  const keys = await votingFileKeys(trx, drafts);
  if (drafts.length) await trx.deleteFrom('votings').where('id', 'in', drafts).execute();
  await trx.deleteFrom('message_templates').where('workspace_id', '=', workspaceId).execute();

  await moveCurrentWorkspaceAway(trx, workspaceId, members);
  await trx.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
  await appendCompanyAudit(trx, {
    companyId,
    workspaceId,
    actor: { kind: 'user', id: actor.userId },
    action: 'workspace.deleted',
    subjectId: workspaceId,
    data: {
      name,
      draftVotings: counts.draftVotings,
      voters: counts.voters,
      templates: counts.templates,
      members: counts.members,
    },
  });
  return keys;
}
