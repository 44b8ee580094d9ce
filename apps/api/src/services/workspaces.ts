import type { WorkspaceListEntry } from '@backoffice/api-client';
import type { TenantTransaction } from '../db/tenant.ts';
import { toIsoOrNull } from '../db/timestamps.ts';

/** The workspaces a user is a member of, by name. */
export async function listMemberWorkspaces(
  trx: TenantTransaction,
  userId: string,
): Promise<WorkspaceListEntry[]> {
  const rows = await trx
    .selectFrom('memberships as m')
    .innerJoin('workspaces as w', (join) =>
      join.onRef('w.company_id', '=', 'm.company_id').onRef('w.id', '=', 'm.workspace_id'),
    )
    .select(['w.id', 'w.name', 'w.created_at'])
    .where('m.user_id', '=', userId)
    .orderBy('w.name')
    .orderBy('w.id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: toIsoOrNull(row.created_at) }));
}

export async function isMember(
  trx: TenantTransaction,
  userId: string,
  workspaceId: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('memberships')
    .select('workspace_id')
    .where('user_id', '=', userId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setCurrentWorkspace(
  trx: TenantTransaction,
  userId: string,
  workspaceId: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ current_workspace_id: workspaceId })
    .where('id', '=', userId)
    .execute();
}
