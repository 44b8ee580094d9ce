import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 15 §4: the counters of the public endpoints' rate limits (http/rate-limits.ts), shared by every API process
 * (they are stateless behind a load balancer, so a per-process memory would multiply every limit by their number).
 * One row per limit and client (or e-mail address) with a fixed window: `hits` since the window began, `reset_at`
 * when it ends. The key is the SHA-256 of the limit's name and the client's address or e-mail, never the address
 * itself. Not tenant data (a forgot-password or a voter's first try has no company yet): no company_id, no row-level
 * security; only the server's own role reads it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table rate_limit_counters (
      key text primary key check (key ~ '^[0-9a-f]{64}$'),
      hits integer not null check (hits > 0),
      reset_at timestamptz not null
    )`,
    'create index rate_limit_counters_reset_at on rate_limit_counters (reset_at)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop table rate_limit_counters']);
}
