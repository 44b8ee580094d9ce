import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppDatabase } from '../db/open-database.ts';

// A store of @fastify/rate-limit in the database (rate_limit_counters, migration 0013), so that every API process
// counts the same hits: a fixed window per key, one upsert per counted request. Keys are hashed: the table never holds
// a client's address or an e-mail.

/** Expired rows go at most this often per process (a delete by the reset_at index). */
const SWEEP_EVERY_MS = 10 * 60_000;
const MAX_HITS = 2_147_483_647; // integer column: a flood saturates instead of failing

export const rateLimitKeyHash = (key: string): string =>
  createHash('sha256').update(key, 'utf8').digest('hex');

export interface Counted {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Counts one hit of `key` in a window of `windowMs` (a new window once the last one ended). */
export async function countHit(database: AppDatabase, key: string, windowMs: number): Promise<Counted> {
  const { rows } = await sql<{ hits: number; ttl_ms: number }>`
    insert into rate_limit_counters as c (key, hits, reset_at)
    values (${rateLimitKeyHash(key)}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when c.reset_at <= now() then 1 else least(c.hits + 1, ${MAX_HITS}) end,
      reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
    returning hits, (extract(epoch from (reset_at - now())) * 1000)::float8 as ttl_ms`.execute(database.db);
  const row = rows[0]!;
  return { current: Number(row.hits), ttl: Math.max(0, Math.ceil(Number(row.ttl_ms))) };
}

/** Deletes the counters whose window has ended. */
export async function sweepCounters(database: AppDatabase): Promise<number> {
  const result = await sql`delete from rate_limit_counters where reset_at <= now()`.execute(database.db);
  return Number(result.numAffectedRows ?? 0);
}

/** The store class @fastify/rate-limit instantiates (`store` option), bound to the app's database. */
export function databaseRateLimitStore(
  database: AppDatabase,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  let lastSweep = Date.now();
  const sweepNow = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    sweepCounters(database).catch((error: unknown) =>
      log.warn({ err: error }, 'rate limits: expired counters could not be deleted'),
    );
  };
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      countHit(database, key, timeWindow).then(
        (counted) => {
          sweepNow();
          callback(null, counted);
        },
        (error: Error) => {
          log.error(
            { err: error },
            'rate limits: the counter could not be updated; the request is let through',
          );
          callback(error);
        },
      );
    }

    child(): FastifyRateLimitStore {
      return this; // the window comes with each incr; nothing per route
    }
  }
  return DatabaseRateLimitStore;
}
