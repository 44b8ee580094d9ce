import type { SessionUser } from '@backoffice/api-client';
import type { TenantTransaction } from '../db/tenant.ts';

/**
 * The session user's shape (contract: SessionUser), read inside the tenant. The workspace's logo falls back to the
 * company's, so the shell shows the company logo in every workspace that has none of its own.
 */
export async function loadSessionUser(
  trx: TenantTransaction,
  userId: string,
): Promise<SessionUser | undefined> {
  const row = await trx
    .selectFrom('users as u')
    .leftJoin('workspaces as w', (join) =>
      join.onRef('w.company_id', '=', 'u.company_id').onRef('w.id', '=', 'u.current_workspace_id'),
    )
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.photo_url',
      'u.role',
      'u.current_workspace_id',
      'w.name as workspace_name',
      'w.logo_ref as workspace_logo_ref',
      'w.company_id as workspace_company_id',
      'c.logo_ref as company_logo_ref',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    photoURL: row.photo_url,
    role: row.role,
    currentWorkspaceId: row.current_workspace_id,
    workspace:
      row.workspace_name !== null && row.workspace_company_id !== null
        ? {
            name: row.workspace_name,
            logoRef: row.workspace_logo_ref ?? row.company_logo_ref ?? null,
            companyId: row.workspace_company_id,
          }
        : null,
  };
}

export async function loadUserRole(trx: TenantTransaction, userId: string) {
  const row = await trx.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role;
}
