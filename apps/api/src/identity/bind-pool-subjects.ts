import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';
import type { IdentityGateway } from './identity-gateway.ts';

/** What the back-fill did with each unbound user (by e-mail). */
export interface BindResult {
  /** Bound to the one pool user with their e-mail. */
  bound: string[];
  /** The pool has no user with this e-mail: the row stays unbound and opens no session. */
  unknown: string[];
  /**
   * Not bound, and why: several pool users have the e-mail, the pool user belongs to another company
   * (`custom:companyId`), or their subject is already another row's.
   */
  refused: { email: string; reason: 'ambiguous' | 'other_company' | 'subject_taken' }[];
}

/**
 * Binds the users that have no pool identity yet (rows from before migration 0010, or seeded for a pool that cannot
 * take a fixed `sub`) to the subject the pool gives their e-mail: one ListUsers per unbound row, at start, after the
 * migrations and the seed. Idempotent: a bound row is never asked about or changed again, so a later change of
 * e-mail in the pool moves nobody. Binds only when exactly one pool user has the e-mail, of the row's company when the
 * pool says one, and whose subject no other row has. A pool that does not answer rejects (the caller logs it and
 * starts anyway: those users cannot sign in until a start that reaches the pool).
 */
export async function bindUnboundUsers(
  db: Kysely<DatabaseSchema>,
  gateway: IdentityGateway,
): Promise<BindResult> {
  const result: BindResult = { bound: [], unknown: [], refused: [] };
  // unbound_users() (migration 0010) reads across companies; the server's own role may call it, app_user may not.
  const { rows } = await sql<{ user_id: string; company_id: string; email: string }>`
    select user_id, company_id, email from unbound_users()`.execute(db);
  for (const row of rows) {
    const matches = await gateway.usersWithEmail(row.email);
    if (matches.length === 0) {
      result.unknown.push(row.email);
      continue;
    }
    if (matches.length > 1) {
      result.refused.push({ email: row.email, reason: 'ambiguous' });
      continue;
    }
    const [match] = matches as [(typeof matches)[number]];
    if (match.companyId !== undefined && match.companyId !== row.company_id) {
      result.refused.push({ email: row.email, reason: 'other_company' });
      continue;
    }
    try {
      await withTenant(db, row.company_id, (trx) =>
        trx
          .updateTable('users')
          .set({ identity_issuer: gateway.issuer, identity_subject: match.subject })
          .where('company_id', '=', row.company_id)
          .where('id', '=', row.user_id)
          // Bound meanwhile (another process): left as it is.
          .where('identity_subject', 'is', null)
          .execute(),
      );
      result.bound.push(row.email);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      result.refused.push({ email: row.email, reason: 'subject_taken' });
    }
  }
  return result;
}

/** users_identity_key (issuer + subject) refused the binding: the subject is another row's. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * The start-up step (main.ts): binds the unbound users and says what it did. A pool that cannot be reached does not
 * stop the start: those users stay unbound (no session) until a start that reaches it.
 */
export async function bindUsersToPool(
  database: { db: Kysely<DatabaseSchema> },
  gateway: IdentityGateway,
  log: Pick<Console, 'log' | 'warn'> = console,
): Promise<BindResult | undefined> {
  let result: BindResult;
  try {
    result = await bindUnboundUsers(database.db, gateway);
  } catch (error) {
    log.warn(
      `api: could not bind users to the user pool (${(error as Error).message}); ` +
        'users without a pool subject cannot sign in until the next start reaches the pool',
    );
    return undefined;
  }
  if (result.bound.length) log.log(`api: bound to their pool subject: ${result.bound.join(', ')}`);
  if (result.unknown.length)
    log.warn(`api: not in the user pool, cannot sign in: ${result.unknown.join(', ')}`);
  for (const { email, reason } of result.refused)
    log.warn(`api: not bound to the user pool (${reason.replace('_', ' ')}), cannot sign in: ${email}`);
  return result;
}
