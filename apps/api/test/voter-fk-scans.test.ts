import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withWorkspace, type TenantTransaction } from '../src/db/tenant.ts';
import { insertVoterChunk, prepareChunk } from '../src/services/voter-imports/write-voters.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { BACKENDS } from './support/test-database.ts';
import { generateVoters } from './support/voter-csv-fixtures.ts';

const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };

// Migration 0024's votings_key_lookup: a voter's foreign-key check (`company_id = $1 and id = $2` on votings) finds
// its voting by the key's two columns even when its plan was made on a table without statistics (a database just
// made; PGlite, which never analyzes), where every index of votings that starts with company_id costs the planner
// the same and the tie goes to the newest. The plan is kept for the connection: made while the company had a few
// votings, it took votings_workspace_title_idx, which has the id only at its end, and read the company's votings for
// each voter of a 300-fund batch (bench:batch-votings: 7 of the import's 18 s). The check's plan cannot be read from
// here, its index scans can (pg_stat_get_xact_numscans: this transaction's). A newer index of votings that starts
// with company_id would take the tie again: this test says so.

describe.each(BACKENDS)('the voters’ foreign-key checks on %s', (backend) => {
  const api = useApi(backend);

  /** Index scans of each index of votings in this transaction (pg_stat_get_xact_numscans), by index name. */
  async function votingsIndexScans(trx: TenantTransaction): Promise<Record<string, number>> {
    const { rows } = await sql<{ name: string; scans: string }>`
      select c.relname as name, pg_stat_get_xact_numscans(c.oid) as scans
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = 'votings'::regclass`.execute(trx);
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.scans)]));
  }

  it('look each voter’s voting up by its key, after a batch’s 300 children were made in the same transaction', async () => {
    const scans = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, async (trx) => {
      // First a few voters while the company has its few demo votings: the check's plan is made then and kept for
      // the connection (PostgreSQL plans a cached statement for its values five times, then keeps a generic plan).
      const { rows: early } = await sql<{ id: string }>`
        insert into votings (company_id, workspace_id, title, status, weighting, deadline)
        values (${scope.companyId}::uuid, ${scope.workspaceId}::uuid, 'Primeira', 'draft', 'by_weight', now() + interval '7 days')
        returning id`.execute(trx);
      const first = { ...scope, votingId: early[0]!.id, importId: randomUUID() };
      for (const [index, { voter }] of generateVoters(8, 3).entries())
        await insertVoterChunk(
          trx,
          first,
          prepareChunk(
            first,
            [{ valid: true, line: index + 2, ...voter }],
            'a-test-secret-long-enough!',
            randomUUID,
          ),
        );
      const { rows: children } = await sql<{ id: string }>`
        insert into votings (company_id, workspace_id, title, description, status, weighting, deadline)
        select ${scope.companyId}::uuid, ${scope.workspaceId}::uuid, 'Aprovação de contas 2029 — FIIs',
          repeat('Deliberar sobre as demonstrações financeiras. ', 8), 'draft', 'by_weight',
          now() + interval '7 days'
        from generate_series(1, 300) g returning id`.execute(trx);
      const before = await votingsIndexScans(trx);
      const holders = generateVoters(1000, 7).map(({ voter }, index) => ({
        valid: true as const,
        line: index + 2,
        ...voter,
      }));
      for (let fund = 0; fund < 10; fund++) {
        const target = { ...scope, votingId: children[fund * 30]!.id, importId: randomUUID() };
        const rows = holders.slice(fund * 100, fund * 100 + 100);
        await insertVoterChunk(
          trx,
          target,
          prepareChunk(target, rows, 'a-test-secret-long-enough!', randomUUID),
        );
      }
      const after = await votingsIndexScans(trx);
      return Object.fromEntries(Object.entries(after).map(([name, n]) => [name, n - (before[name] ?? 0)]));
    });
    const { votings_key_lookup: byKey = 0, ...others } = scans;
    expect(byKey).toBeGreaterThanOrEqual(1000);
    // The few other lookups of votings the statements make (none today), not one per voter.
    expect(others).toEqual(Object.fromEntries(Object.keys(others).map((name) => [name, 0])));
  });
});
