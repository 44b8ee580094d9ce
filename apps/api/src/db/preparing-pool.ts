import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';

// The pool Kysely gets on PostgreSQL: each statement goes as a named (server-side prepared) statement, so a
// connection parses and plans a text once and then only binds and executes it. Planning is a large share of a short
// statement's cost here — row-level security adds its policies to every table a statement reads — and the voter
// portal's hot statements (bench:record-votes) are short. Prepared statements live as long as their connection, so a
// connection prepares at most MAX_PREPARED texts (statements built with IN lists or multi-row VALUES come in many
// lengths) and runs any other text unnamed, as before. PostgreSQL invalidates cached plans on schema changes, and
// keeps choosing a custom plan per execution while the generic one looks costlier (plan_cache_mode auto).

const MAX_PREPARED = 200;

const preparedBy = new WeakMap<pg.PoolClient, Set<string>>();

function statementName(text: string): string {
  return `k${createHash('sha1').update(text).digest('hex')}`;
}

export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    // Kysely cancels a running statement (a query whose signal aborts) from a connection of its own, opened as the
    // pool's are (pg.Pool's Client and options), as it does with a plain pg.Pool.
    Client: pg.Client,
    options: pool.options,
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const names = preparedBy.get(client) ?? new Set<string>();
      preparedBy.set(client, names);
      return {
        query: ((text: string | pg.Submittable, values: unknown[]) => {
          if (typeof text !== 'string') return client.query(text); // a cursor (Kysely's stream())
          const name = statementName(text);
          if (!names.has(name) && names.size >= MAX_PREPARED) return client.query(text, values);
          names.add(name);
          return client.query({ name, text, values });
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
