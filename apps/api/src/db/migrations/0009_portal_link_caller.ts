import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The voter portal finds a link's voter with voter_link() (0004) in the same statement that makes the transaction
 * app_user (services/voter-portal/portal-session.ts): the function runs before the select list takes the role, so
 * the role the server connects as (the one that runs these migrations) may execute it too. It is a security-definer
 * lookup that answers only the link's own keys; this role owns the tables anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['grant execute on function voter_link(text) to current_user']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['revoke execute on function voter_link(text) from current_user']);
}
