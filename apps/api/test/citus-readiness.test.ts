import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../src/index.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The schema stays distributable over Citus by company_id (docs/scaling.md). Read from PostgreSQL's catalogs after
// every migration, on the test database:
// - src/db/citus/distribute.sql names every table once: a new table without a decision fails here;
// - the script runs in dependency order, its tenant tables co-located;
// - every table it distributes by company_id keeps company_id in its primary key, unique indexes and foreign keys
//   (what Citus needs to keep a company's rows on one node and enforce them there).

const SCRIPT = new URL('../src/db/citus/distribute.sql', import.meta.url);

/**
 * Keys that leave out company_id today, on purpose, and why. Each must still exist (a stale entry fails), and any other
 * such key fails the test. Moving to Citus means resolving these first (docs/scaling.md, "Before the move").
 */
const KNOWN_EXCEPTIONS: Record<string, string> = {
  'users.users_email_key':
    'an e-mail names one user in the whole product (the user pool is shared by every company; email_owner() checks it ' +
    'across companies). On Citus it moves to a directory table keyed by e-mail (a reference table), kept in step by ' +
    'the users service.',
  'users.users_identity_key':
    'the pool subject (iss + sub) opens the session before the company is known (session_identity()): one user in the ' +
    'whole product. On Citus it moves to the same directory table as the e-mail.',
};

type Kind = 'reference' | 'distributed' | 'local';

interface Decision {
  seq: number;
  table: string;
  kind: Kind;
  column: string | null;
  colocateWith: string | null;
}

/**
 * Runs the script against stand-ins for Citus's two functions (same names and arguments), which only record each call:
 * the statements are checked as PostgreSQL parses them, table names resolved as regclass. `-- local:` lines are read
 * from the text.
 */
async function readDecisions(database: AppDatabase, databaseUrl: string): Promise<Decision[]> {
  const script = await readFile(SCRIPT, 'utf8');
  // As psql would run it: one simple query of several statements, on a connection of its own (the app's pool
  // prepares every statement, and a prepared statement is one statement).
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      create schema citus_stub;
      create table citus_stub.calls (
        seq serial, table_name text, kind text, distribution_column text, colocate_with text);
      create function citus_stub.create_reference_table(table_name regclass) returns void language sql as $$
        insert into citus_stub.calls (table_name, kind) values ($1::text, 'reference') $$;
      create function citus_stub.create_distributed_table(
          table_name regclass, distribution_column text, colocate_with text default 'default')
        returns void language sql as $$
        insert into citus_stub.calls (table_name, kind, distribution_column, colocate_with)
        values ($1::text, 'distributed', $2, $3) $$;
      set search_path = citus_stub, public;
      ${script}`);
  } finally {
    await client.end();
  }
  const db = database.db;
  const { rows } = await sql<{
    seq: number;
    table_name: string;
    kind: Kind;
    distribution_column: string | null;
    colocate_with: string | null;
  }>`select seq, table_name, kind, distribution_column, colocate_with from citus_stub.calls order by seq`.execute(
    db,
  );
  const called: Decision[] = rows.map((row) => ({
    seq: row.seq,
    table: row.table_name,
    kind: row.kind,
    column: row.distribution_column,
    colocateWith: row.colocate_with,
  }));
  const local = [...script.matchAll(/^--\s*local:\s*([a-z_][a-z0-9_]*)\s*$/gm)].map((match, i): Decision => ({
    seq: called.length + i + 1,
    table: match[1]!,
    kind: 'local',
    column: null,
    colocateWith: null,
  }));
  return [...called, ...local];
}

async function schemaTables(database: AppDatabase): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by 1`.execute(database.db);
  return rows.map((row) => row.name);
}

interface UniqueIndex {
  table: string;
  name: string;
  columns: string[];
}

/** Primary keys, unique constraints and unique indexes (partial ones too) and exclusion constraints: key columns. */
async function uniqueIndexes(database: AppDatabase): Promise<UniqueIndex[]> {
  const { rows } = await sql<{ table: string; name: string; columns: (string | null)[] }>`
    select t.relname as table, i.relname as name,
      array(select a.attname::text from unnest(x.indkey[0:x.indnkeyatts - 1]) with ordinality k(attnum, n)
            left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum
            order by k.n) as columns
    from pg_index x
    join pg_class t on t.oid = x.indrelid
    join pg_class i on i.oid = x.indexrelid
    join pg_namespace ns on ns.oid = t.relnamespace
    where ns.nspname = 'public' and (x.indisunique or x.indisexclusion)
    order by 1, 2`.execute(database.db);
  // An expression in the key (attnum 0) is no column: it cannot stand for company_id.
  return rows.map((row) => ({ ...row, columns: row.columns.map((c) => c ?? '(expression)') }));
}

interface ForeignKey {
  table: string;
  name: string;
  references: string;
  /** Referencing column → referenced column, in the key's order. */
  pairs: [string, string][];
}

async function foreignKeys(database: AppDatabase): Promise<ForeignKey[]> {
  const { rows } = await sql<{ table: string; name: string; references: string; pairs: string[][] }>`
    select t.relname as table, c.conname as name, r.relname as references,
      array(select array[a.attname::text, b.attname::text]
            from unnest(c.conkey, c.confkey) with ordinality k(col, ref, n)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.col
            join pg_attribute b on b.attrelid = c.confrelid and b.attnum = k.ref
            order by k.n) as pairs
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_class r on r.oid = c.confrelid
    join pg_namespace ns on ns.oid = t.relnamespace
    where ns.nspname = 'public' and c.contype = 'f'
    order by 1, 2`.execute(database.db);
  return rows.map((row) => ({ ...row, pairs: row.pairs.map(([a, b]) => [a!, b!] as [string, string]) }));
}

/** What Citus would refuse, or could not enforce on one node, for the tables the script distributes by company_id. */
function companyKeyViolations(decisions: Decision[], indexes: UniqueIndex[], keys: ForeignKey[]): string[] {
  const byTable = new Map(decisions.map((d) => [d.table, d]));
  const byCompany = (table: string) => {
    const d = byTable.get(table);
    return d?.kind === 'distributed' && d.column === 'company_id';
  };
  const violations: string[] = [];
  for (const index of indexes) {
    if (!byCompany(index.table) || index.columns.includes('company_id')) continue;
    violations.push(
      `${index.table}.${index.name}: unique key (${index.columns.join(', ')}) leaves out company_id`,
    );
  }
  for (const key of keys) {
    const from = byTable.get(key.table);
    const to = byTable.get(key.references);
    const pairs = key.pairs.map(([a, b]) => (a === b ? a : `${a} → ${b}`)).join(', ');
    if (byCompany(key.table)) {
      if (to?.kind === 'reference') continue; // a distributed table may reference a reference table by any key
      if (!byCompany(key.references)) {
        violations.push(
          `${key.table}.${key.name}: foreign key to ${key.references}, which is not distributed by company_id`,
        );
      } else if (!key.pairs.some(([a, b]) => a === 'company_id' && b === 'company_id')) {
        violations.push(
          `${key.table}.${key.name}: foreign key (${pairs}) to ${key.references} leaves out company_id`,
        );
      }
    } else if (from?.kind === 'reference' && to?.kind !== 'reference') {
      violations.push(`${key.table}.${key.name}: a reference table may reference only reference tables`);
    }
  }
  return violations;
}

describe('Citus readiness of the schema (PostgreSQL, after every migration)', () => {
  let test: TestDatabase;
  let decisions: Decision[];
  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    if (!('databaseUrl' in test.location)) throw new Error('a PostgreSQL test database');
    decisions = await readDecisions(test.database, test.location.databaseUrl);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('distribute.sql names every table of the schema exactly once', async () => {
    const named = decisions.map((d) => d.table);
    const twice = named.filter((table, i) => named.indexOf(table) !== i);
    expect(twice, 'tables named more than once in distribute.sql').toEqual([]);
    const tables = await schemaTables(test.database);
    expect(
      tables.filter((table) => !named.includes(table)),
      'tables of the schema with no line in src/db/citus/distribute.sql (distributed, reference or local)',
    ).toEqual([]);
    expect(
      named.filter((table) => !tables.includes(table)),
      'tables in distribute.sql the schema does not have',
    ).toEqual([]);
  });

  it('distributes in dependency order, every tenant table by company_id in one co-location group', async () => {
    const keys = await foreignKeys(test.database);
    const seqOf = new Map(decisions.map((d) => [d.table, d]));
    const problems: string[] = [];
    for (const key of keys) {
      const from = seqOf.get(key.table);
      const to = seqOf.get(key.references);
      if (!from || !to || key.table === key.references) continue;
      if (to.kind === 'local')
        problems.push(`${key.table}.${key.name} references the local table ${to.table}`);
      else if (from.kind !== 'local' && to.seq > from.seq) {
        problems.push(`${key.table} comes before ${key.references}, which its ${key.name} references`);
      }
    }
    const tenant = decisions.filter((d) => d.kind === 'distributed' && d.column === 'company_id');
    const anchor = tenant[0]!;
    if (anchor.colocateWith !== 'default')
      problems.push(`${anchor.table} should start the group (no colocate_with)`);
    for (const d of tenant.slice(1)) {
      if (d.colocateWith !== anchor.table) {
        problems.push(`${d.table}: colocate_with => '${d.colocateWith}', not '${anchor.table}'`);
      }
    }
    for (const d of decisions.filter((x) => x.kind === 'distributed' && x.column !== 'company_id')) {
      if (d.colocateWith !== 'none')
        problems.push(`${d.table} is distributed by ${d.column}: colocate_with => 'none'`);
    }
    // The distribution columns exist, non-null (Citus refuses a null distribution value).
    const { rows } = await sql<{ table: string; column: string }>`
      select c.relname as table, a.attname as column from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped and a.attnotnull`.execute(
      test.database.db,
    );
    for (const d of decisions.filter((x) => x.kind === 'distributed')) {
      if (!rows.some((row) => row.table === d.table && row.column === d.column)) {
        problems.push(`${d.table} has no non-null column ${d.column}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every table distributed by company_id keeps company_id in its primary key, unique keys and foreign keys', async () => {
    const violations = companyKeyViolations(
      decisions,
      await uniqueIndexes(test.database),
      await foreignKeys(test.database),
    );
    const known = (violation: string) => violation.split(':')[0]! in KNOWN_EXCEPTIONS;
    expect(
      violations.filter((violation) => !known(violation)),
      'keys of tenant tables without company_id (src/db/citus/distribute.sql distributes these tables by company_id)',
    ).toEqual([]);
    expect(
      Object.keys(KNOWN_EXCEPTIONS).filter((name) => !violations.some((v) => v.startsWith(`${name}:`))),
      'known exceptions that no longer break the rule: take them off KNOWN_EXCEPTIONS',
    ).toEqual([]);
  });
});
