import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

export type TenantTransaction = Transaction<DatabaseSchema>;

export interface SessionIdentity {
  userId: string;
  companyId: string;
}

async function becomeAppUser(trx: TenantTransaction): Promise<void> {
  await sql`set local role app_user`.execute(trx);
}

/** app_user and the tenant's settings for the rest of the transaction, in one statement (set_config('role') is SET
 * LOCAL ROLE). */
async function enterTenant(trx: TenantTransaction, companyId: string, workspaceId?: string): Promise<void> {
  const workspace =
    workspaceId === undefined ? sql`` : sql`, set_config('app.workspace_id', ${workspaceId}, true)`;
  const settings = sql`select set_config('role', 'app_user', true),
    set_config('app.company_id', ${companyId}, true)${workspace}`;
  await settings.execute(trx);
}

/**
 * Runs `work` in a transaction as app_user with app.company_id = companyId, so row-level security hides
 * every row of another company even where a query forgets to filter. Both settings end with the transaction.
 */
export function withTenant<T>(
  db: Kysely<DatabaseSchema>,
  companyId: string,
  work: (trx: TenantTransaction) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await enterTenant(trx, companyId);
    return work(trx);
  });
}

/**
 * As withTenant, and also app.workspace_id = workspaceId: rows of workspace-scoped tables (templates, and the
 * votings, communications and forms to come) of any other workspace are hidden by row-level security too.
 */
export function withWorkspace<T>(
  db: Kysely<DatabaseSchema>,
  companyId: string,
  workspaceId: string,
  work: (trx: TenantTransaction) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await enterTenant(trx, companyId, workspaceId);
    return work(trx);
  });
}

/** Who a caller is in the user pool: the ID token's issuer (`iss`) and subject (`sub`). */
export interface PoolIdentity {
  issuer: string;
  subject: string;
}

/**
 * The only read outside a tenant: which user and company a pool identity belongs to (before the company is known).
 * Goes through the session_identity() function, which exposes nothing else. Only the subject names the user: an
 * e-mail never does (a pool user can change their own e-mail), so no e-mail is asked for here.
 */
export async function findSessionIdentity(
  db: Kysely<DatabaseSchema>,
  { issuer, subject }: PoolIdentity,
): Promise<SessionIdentity | undefined> {
  return db.transaction().execute(async (trx) => {
    await becomeAppUser(trx);
    const { rows } = await sql<{ user_id: string; company_id: string }>`
      select user_id, company_id from session_identity(${issuer}, ${subject})`.execute(trx);
    const row = rows[0];
    return row ? { userId: row.user_id, companyId: row.company_id } : undefined;
  });
}
