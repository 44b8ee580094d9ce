import type { Role, User } from '@backoffice/api-client';
import { ROLES } from '@backoffice/domain';
import { sql, type Expression } from 'kysely';
import { countRows, orderByName, whereEveryWord, type SortDirection } from '../db/search.ts';
import type { PoolIdentity, TenantTransaction } from '../db/tenant.ts';
import { toIso } from '../db/timestamps.ts';

// The users of one company, read and written inside its tenant transaction (row-level security), and filtered by
// company_id as well: a query that forgot the tenant would still find nothing of another company.

export type UserSortKey = 'name' | 'email' | 'role' | 'createdAt';

export interface UserListQuery {
  search?: string | undefined;
  role?: Role | undefined;
  sortBy: UserSortKey;
  sortDirection: SortDirection;
  offset: number;
  limit: number;
}

const ROLE_RANK = sql<number>`case u.role ${sql.join(
  ROLES.map((role, rank) => sql`when ${role} then ${rank}`),
  sql` `,
)} end`;

const SORT_EXPRESSIONS = {
  email: sql.ref('u.email'),
  // By rank (OBSERVER < OPERATOR < MASTER < ADMIN), not by the role's English name.
  role: ROLE_RANK,
  createdAt: sql.ref('u.created_at'),
} as const satisfies Record<Exclude<UserSortKey, 'name'>, Expression<unknown>>;

function filteredUsers(trx: TenantTransaction, companyId: string, query: UserListQuery) {
  let users = trx.selectFrom('users as u').where('u.company_id', '=', companyId);
  if (query.role) users = users.where('u.role', '=', query.role);
  // Users are found by their e-mail as well as their name (workspaces and templates by the name only).
  return whereEveryWord(users, query.search, ['u.name', 'u.email']);
}

/** One page of the company's users and the number of users that match. */
export async function listUsers(
  trx: TenantTransaction,
  companyId: string,
  query: UserListQuery,
): Promise<{ users: User[]; total: number }> {
  const filtered = filteredUsers(trx, companyId, query);
  const total = await countRows(filtered);
  let page = filtered.selectAll('u');
  // Users' own rule: every sort breaks its ties by name in the same direction, then by id (A→Z) so a row never
  // shows on two pages.
  if (query.sortBy !== 'name') page = page.orderBy(SORT_EXPRESSIONS[query.sortBy], query.sortDirection);
  const rows = await orderByName(page, 'u.name', query.sortDirection)
    .orderBy('u.id', 'asc')
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  return { users: await withWorkspaces(trx, companyId, rows), total };
}

export async function loadUser(
  trx: TenantTransaction,
  companyId: string,
  userId: string,
): Promise<User | undefined> {
  const row = await trx
    .selectFrom('users as u')
    .selectAll('u')
    .where('u.company_id', '=', companyId)
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? (await withWorkspaces(trx, companyId, [row]))[0] : undefined;
}

/** The user's row, locked until the transaction ends (an update or delete works on what it read). */
export function lockUser(trx: TenantTransaction, companyId: string, userId: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role', 'active', 'current_workspace_id'])
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

type UserRow = {
  id: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  current_workspace_id: string | null;
  created_at: Date | string;
};

async function withWorkspaces(
  trx: TenantTransaction,
  companyId: string,
  rows: readonly UserRow[],
): Promise<User[]> {
  const ids = rows.map((row) => row.id);
  const memberships = ids.length
    ? await trx
        .selectFrom('memberships')
        .select(['user_id', 'workspace_id'])
        .where('company_id', '=', companyId)
        .where('user_id', 'in', ids)
        .orderBy('workspace_id')
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.active,
    workspaceIds: memberships.filter((m) => m.user_id === row.id).map((m) => m.workspace_id),
    currentWorkspaceId: row.current_workspace_id,
    createdAt: toIso(row.created_at),
  }));
}

/**
 * Who has this e-mail, in any company: through email_owner(), a cross-company read of the user's id only (row-level
 * security hides the other companies' users). For the unique e-mail check; it never says who a caller is.
 */
export async function emailOwner(trx: TenantTransaction, email: string): Promise<string | undefined> {
  const { rows } = await sql<{ user_id: string }>`select user_id from email_owner(${email})`.execute(trx);
  return rows[0]?.user_id;
}

/** Binds the user to their pool identity (issuer + subject): from now on tokens with this subject are this user. */
export async function bindPoolIdentity(
  trx: TenantTransaction,
  companyId: string,
  userId: string,
  identity: PoolIdentity,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ identity_issuer: identity.issuer, identity_subject: identity.subject })
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .execute();
}

/** The positions in `workspaceIds` that are not workspaces of the company. */
export async function unknownWorkspaces(
  trx: TenantTransaction,
  companyId: string,
  workspaceIds: readonly string[],
): Promise<number[]> {
  const found = await trx
    .selectFrom('workspaces')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', [...workspaceIds])
    .execute();
  const known = new Set(found.map((row) => row.id));
  return workspaceIds.flatMap((id, index) => (known.has(id) ? [] : [index]));
}

/** The first of the workspaces by name (the workspace list's name order, ties by id). */
export async function firstWorkspaceByName(
  trx: TenantTransaction,
  companyId: string,
  workspaceIds: readonly string[],
): Promise<string | undefined> {
  const workspaces = trx
    .selectFrom('workspaces')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', [...workspaceIds]);
  const row = await orderByName(workspaces, 'name', 'asc').orderBy('id').executeTakeFirst();
  return row?.id;
}

export interface UserFields {
  name: string;
  email: string;
  role: Role;
  active: boolean;
}

export async function insertUser(
  trx: TenantTransaction,
  companyId: string,
  fields: UserFields,
  currentWorkspaceId: string | null,
): Promise<string> {
  const row = await trx
    .insertInto('users')
    .values({
      company_id: companyId,
      ...fields,
      photo_url: null,
      current_workspace_id: currentWorkspaceId,
      // Bound by bindPoolIdentity once the pool has created the user and said its subject.
      identity_issuer: null,
      identity_subject: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUserRow(
  trx: TenantTransaction,
  companyId: string,
  userId: string,
  fields: UserFields & { current_workspace_id: string | null },
): Promise<void> {
  await trx
    .updateTable('users')
    .set(fields)
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .execute();
}

/** The user becomes a member of exactly these workspaces. */
export async function replaceMemberships(
  trx: TenantTransaction,
  companyId: string,
  userId: string,
  workspaceIds: readonly string[],
): Promise<void> {
  await trx
    .deleteFrom('memberships')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('workspace_id', 'not in', [...workspaceIds])
    .execute();
  await trx
    .insertInto('memberships')
    .values(
      workspaceIds.map((workspaceId) => ({
        company_id: companyId,
        user_id: userId,
        workspace_id: workspaceId,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function deleteUserRow(
  trx: TenantTransaction,
  companyId: string,
  userId: string,
): Promise<void> {
  // Memberships go with it (on delete cascade).
  await trx.deleteFrom('users').where('company_id', '=', companyId).where('id', '=', userId).execute();
}

/** PostgreSQL's unique_violation on users.email (PGlite and node-postgres both carry the SQLSTATE in `code`). */
export function isEmailUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || constraint === 'users_email_key');
}
