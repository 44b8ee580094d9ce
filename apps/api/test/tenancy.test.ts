import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DataDirectoryLockedError, migrate, openDatabase, seed, type AppDatabase } from '../src/index.ts';
import { findSessionIdentity, withTenant } from '../src/db/tenant.ts';
import { withPortalLink } from '../src/services/voter-portal/portal-session.ts';
import { insertPortalVoter } from './support/portal-ballot.ts';
import { insertVotingRow } from './support/voting-fixtures.ts';
import { createTestDatabase, BACKENDS, type TestDatabase } from './support/test-database.ts';
import { demo } from './support/demo.ts';
import { TEST_ISSUER } from './support/tokens.ts';
import { afterAll, beforeAll } from 'vitest';

function useDatabase(backend: (typeof BACKENDS)[number]) {
  const holder = {} as { test: TestDatabase; database: AppDatabase };
  beforeAll(async () => {
    holder.test = await createTestDatabase(backend);
    holder.database = holder.test.database;
  });
  afterAll(async () => {
    await holder.test?.dispose();
  });
  return holder;
}

async function rawCount(database: AppDatabase, companyId: string, table: string) {
  return withTenant(database.db, companyId, async (trx) => {
    // Deliberately no company filter: row-level security must do it.
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(trx);
    return rows;
  });
}

describe.each(BACKENDS)('row-level security on %s', (backend) => {
  const ctx = useDatabase(backend);

  it.each([
    ['users', 6, 1],
    ['workspaces', 4, 1],
    ['memberships', 20, 1],
    ['companies', 1, 1],
  ])(
    'select * from %s without a company filter sees only the tenant’s rows',
    async (table, demoRows, otherRows) => {
      const demoSide = await rawCount(ctx.database, demo.company.id, table);
      const otherSide = await rawCount(ctx.database, demo.other.id, table);
      expect(demoSide).toHaveLength(demoRows);
      expect(otherSide).toHaveLength(otherRows);
      expect(demoSide.every((row) => row.company_id === demo.company.id)).toBe(true);
      expect(otherSide.every((row) => row.company_id === demo.other.id)).toBe(true);
    },
  );

  it('a query by id of another company’s row finds nothing', async () => {
    const found = await withTenant(ctx.database.db, demo.company.id, (trx) =>
      trx.selectFrom('users').selectAll().where('id', '=', demo.otherAdmin.id).execute(),
    );
    expect(found).toEqual([]);
  });

  it("a portal link's transaction is app_user in the link's company and workspace; an unknown link sets nothing", async () => {
    const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
    const { votingId } = await insertVotingRow(ctx.database, scope, { status: 'open' });
    const voter = await insertPortalVoter(ctx.database, { ...scope, votingId });
    // Voters the link must not see: another workspace's and another company's.
    for (const elsewhere of [
      { companyId: demo.company.id, workspaceId: demo.rio.id },
      { companyId: demo.other.id, workspaceId: demo.outraMesa.id },
    ]) {
      const other = await insertVotingRow(ctx.database, elsewhere, { status: 'open' });
      await insertPortalVoter(ctx.database, { ...elsewhere, votingId: other.votingId });
    }
    const inside = (options?: { asyncCommit?: boolean }) =>
      withPortalLink(
        ctx.database,
        voter.token,
        async (trx) =>
          (
            await sql<{ role: string; company: string; workspace: string; sync: string; foreign: number }>`
              select current_user as role, current_setting('app.company_id') as company,
                current_setting('app.workspace_id') as workspace, current_setting('synchronous_commit') as sync,
                (select count(*)::int from voters
                  where company_id <> ${scope.companyId} or workspace_id <> ${scope.workspaceId}) as foreign`.execute(
              trx,
            )
          ).rows[0],
        options,
      );
    const plain = await inside();
    expect(plain).toMatchObject({
      role: 'app_user',
      company: scope.companyId,
      workspace: scope.workspaceId,
      foreign: 0,
    });
    expect(plain!.sync).not.toBe('off');
    expect((await inside({ asyncCommit: true }))!.sync).toBe('off');
    await expect(withPortalLink(ctx.database, 'A'.repeat(43), async () => 'reached')).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('as app_user without a tenant set, no row is visible', async () => {
    const rows = await ctx.database.db.transaction().execute(async (trx) => {
      await sql`set local role app_user`.execute(trx);
      return (await sql`select * from users`.execute(trx)).rows;
    });
    expect(rows).toEqual([]);
  });

  it('inserting a row with another company_id is refused', async () => {
    const attempt = withTenant(ctx.database.db, demo.company.id, (trx) =>
      trx
        .insertInto('workspaces')
        .values({ company_id: demo.other.id, name: 'Intrusa', logo_ref: null, created_at: null })
        .execute(),
    );
    await expect(attempt).rejects.toThrow(/row-level security/);
    const otherWorkspaces = await rawCount(ctx.database, demo.other.id, 'workspaces');
    expect(otherWorkspaces).toHaveLength(1);
  });

  it('inserting a user into another company is refused', async () => {
    const attempt = withTenant(ctx.database.db, demo.company.id, (trx) =>
      trx
        .insertInto('users')
        .values({
          company_id: demo.other.id,
          email: 'intruso@demo.local',
          name: 'Intruso',
          role: 'ADMIN',
          photo_url: null,
          current_workspace_id: null,
          identity_issuer: null,
          identity_subject: null,
        })
        .execute(),
    );
    await expect(attempt).rejects.toThrow(/row-level security/);
  });

  it('moving an own row to another company is refused', async () => {
    const attempt = withTenant(ctx.database.db, demo.company.id, (trx) =>
      trx
        .updateTable('workspaces')
        .set({ company_id: demo.other.id })
        .where('id', '=', demo.curitiba.id)
        .execute(),
    );
    await expect(attempt).rejects.toThrow(/row-level security/);
  });

  it('updates and deletes without a filter never touch another company', async () => {
    await withTenant(ctx.database.db, demo.company.id, async (trx) => {
      await sql`update users set photo_url = 'x'`.execute(trx);
      await sql`delete from memberships where workspace_id = ${demo.outraMesa.id}`.execute(trx);
      throw new Error('rollback'); // keep the demo data as it was
    }).catch((error: Error) => expect(error.message).toBe('rollback'));
    const other = await rawCount(ctx.database, demo.other.id, 'users');
    expect(other[0]?.photo_url).toBeNull();
    expect(await rawCount(ctx.database, demo.other.id, 'memberships')).toHaveLength(1);
  });

  it('the identity lookup maps a pool subject (issuer + sub) to its user and company only', async () => {
    const other = { issuer: TEST_ISSUER, subject: demo.otherAdmin.subject };
    expect(await findSessionIdentity(ctx.database.db, other)).toEqual({
      userId: demo.otherAdmin.id,
      companyId: demo.other.id,
    });
    // The same subject of another pool, an unknown subject, and an e-mail in place of a subject: nobody.
    expect(
      await findSessionIdentity(ctx.database.db, { ...other, issuer: 'http://127.0.0.1:9229/other_pool' }),
    ).toBeUndefined();
    expect(await findSessionIdentity(ctx.database.db, { ...other, subject: 'sub-ninguem' })).toBeUndefined();
    expect(
      await findSessionIdentity(ctx.database.db, { ...other, subject: 'outra-admin@demo.local' }),
    ).toBeUndefined();
  });

  it('app_user cannot read the migration bookkeeping', async () => {
    const attempt = ctx.database.db.transaction().execute(async (trx) => {
      await sql`set local role app_user`.execute(trx);
      return sql`select * from kysely_migration`.execute(trx);
    });
    await expect(attempt).rejects.toThrow(/permission denied/);
  });

  it('migrations and seed are idempotent', async () => {
    expect(await migrate(ctx.database)).toEqual([]);
    expect(await seed(ctx.database)).toEqual({ created: [] });
    expect(await rawCount(ctx.database, demo.company.id, 'users')).toHaveLength(6);
  });

  it('the seed leaves an existing company as it is (changes survive a restart)', async () => {
    await withTenant(ctx.database.db, demo.company.id, (trx) =>
      trx
        .updateTable('users')
        .set({ current_workspace_id: demo.rio.id })
        .where('id', '=', demo.master.id)
        .execute(),
    );
    await seed(ctx.database);
    const master = await withTenant(ctx.database.db, demo.company.id, (trx) =>
      trx
        .selectFrom('users')
        .select('current_workspace_id')
        .where('id', '=', demo.master.id)
        .executeTakeFirstOrThrow(),
    );
    expect(master.current_workspace_id).toBe(demo.rio.id);
  });

  if (backend === 'pglite') {
    it('a second open of the same data directory is refused while the first holds it', async () => {
      const location = ctx.test.location as { dataDir: string };
      await expect(openDatabase({ dataDir: location.dataDir })).rejects.toBeInstanceOf(
        DataDirectoryLockedError,
      );
      await expect(openDatabase({ dataDir: location.dataDir })).rejects.toThrow(
        /already in use by process \d+/,
      );
    });
  }
});
