import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, verifyChain } from '../src/audit/index.ts';
import type { DatabaseSchema } from '../src/db/schema.ts';
import { withWorkspace } from '../src/db/tenant.ts';
import type { AppDatabase } from '../src/index.ts';
import { appendAudit, loadAuditChain } from '../src/services/votings/audit-log.ts';
import { recordBallot } from '../src/services/votings/record-ballot.ts';
import { verifyAuditChains } from '../src/services/votings/verify-chains.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS, createTestDatabase } from './support/test-database.ts';
import { demo } from './support/demo.ts';
import { insertVoterRow, insertVotingRow } from './support/voting-fixtures.ts';

const run = promisify(execFile);
const API_DIR = path.resolve(import.meta.dirname, '..');
const HOUR = 3_600_000;

const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };

describe.each(SUITE_BACKENDS)('voting audit trail (%s)', (backend) => {
  const api = useApi(backend);

  const inWorkspace = <T>(work: Parameters<typeof withWorkspace<T>>[3]) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, work);

  it('appends entries numbered from 1, each chained to the previous, and the stored chain verifies', async () => {
    const { votingId } = await insertVotingRow(api.database, scope, { status: 'open' });
    const target = { ...scope, votingId };
    const first = await inWorkspace((trx) =>
      appendAudit(trx, target, { kind: 'user', id: demo.operator.id }, 'voting.published', {
        title: 'Assembleia — São João',
        deadline: '2027-01-31T21:00:00.000Z',
      }),
    );
    const second = await inWorkspace((trx) =>
      appendAudit(trx, target, { kind: 'system', id: null }, 'voting.opened', { weight: '1520.25' }),
    );
    if (!first || !second) throw new Error('an open voting is audited');
    expect(first).toMatchObject({ seq: 1, prevHash: GENESIS_HASH });
    expect(second).toMatchObject({ seq: 2, prevHash: first.hash });

    const chain = await inWorkspace((trx) => loadAuditChain(trx, votingId));
    expect(chain).toEqual([first, second]);
    expect(verifyChain(chain)).toEqual({ ok: true, head: second.hash, count: 2 });
  });

  it('serializes concurrent appends to one voting: no seq is taken twice, the chain stays whole', async () => {
    const { votingId } = await insertVotingRow(api.database, scope, { status: 'open' });
    const target = { ...scope, votingId };
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        inWorkspace((trx) =>
          appendAudit(trx, target, { kind: 'voter', id: `v${index}` }, 'ballot.recorded', {}),
        ),
      ),
    );
    const chain = await inWorkspace((trx) => loadAuditChain(trx, votingId));
    expect(chain.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(verifyChain(chain).ok).toBe(true);
  });

  it('writes nothing for a draft (the trail starts at publication, so a draft can still be deleted)', async () => {
    const { votingId } = await insertVotingRow(api.database, scope, { status: 'draft' });
    const entry = await inWorkspace((trx) =>
      appendAudit(trx, { ...scope, votingId }, { kind: 'user', id: demo.operator.id }, 'voter.added', {}),
    );
    expect(entry).toBeNull();
    expect(await inWorkspace((trx) => loadAuditChain(trx, votingId))).toEqual([]);
  });

  it('refuses data that would not hash the same once stored (a Date) and writes nothing', async () => {
    const { votingId } = await insertVotingRow(api.database, scope, { status: 'open' });
    await expect(
      inWorkspace((trx) =>
        appendAudit(trx, { ...scope, votingId }, { kind: 'system', id: null }, 'voting.opened', {
          at: new Date(),
        }),
      ),
    ).rejects.toThrow(TypeError);
    expect(await inWorkspace((trx) => loadAuditChain(trx, votingId))).toEqual([]);
  });

  it('the verify command finds an edited entry, a deleted tail and a deleted trail', async () => {
    const voting = await votingWithBallots(api.database);
    expect(await reportOf(api.database.db, voting)).toMatchObject({ ok: true, count: 5, problem: null });

    // Edit the second entry behind the append-only trigger's back (as the owner can).
    await asOwner(
      api.database.db,
      sql`update voting_audit_entries set data = '{"forged": true}'
      where voting_id = ${voting} and seq = 2`,
    );
    expect(await reportOf(api.database.db, voting)).toMatchObject({
      ok: false,
      firstBadSeq: 2,
      problem: 'hash_mismatch',
    });

    // A chain whose last entries were removed still links up: the ballots' receipts give it away.
    const tail = await votingWithBallots(api.database);
    await asOwner(
      api.database.db,
      sql`delete from voting_audit_entries where voting_id = ${tail} and seq >= 4`,
    );
    expect(await reportOf(api.database.db, tail)).toMatchObject({
      ok: false,
      count: 3,
      problem: 'receipt_missing',
    });

    const gone = await votingWithBallots(api.database);
    await asOwner(api.database.db, sql`delete from ballots where voting_id = ${gone}`);
    await asOwner(api.database.db, sql`delete from voting_audit_entries where voting_id = ${gone}`);
    expect(await reportOf(api.database.db, gone)).toMatchObject({ ok: false, count: 0, problem: 'missing' });
  });

  it.runIf(backend === 'postgres')(
    'npm run audit:verify exits 0 on an intact trail and 1 on a tampered one',
    async () => {
      const url = (api.testDatabase.location as { databaseUrl: string }).databaseUrl;
      const voting = await votingWithBallots(api.database);
      const intact = await verifyCommand({ DATABASE_URL: url }, voting);
      expect(intact.code).toBe(0);
      expect(intact.stdout).toMatch(new RegExp(`^OK +${voting} \\(open, 5 entries\\)`, 'm'));

      await asOwner(
        api.database.db,
        sql`update voting_audit_entries set action = 'voting.cancelled'
      where voting_id = ${voting} and seq = 3`,
      );
      const tampered = await verifyCommand({ DATABASE_URL: url }, voting);
      expect(tampered.code).toBe(1);
      expect(tampered.stdout).toContain(
        `TAMPERED ${voting} (open, 5 entries) first bad seq 3: hash_mismatch`,
      );
    },
    60_000, // two runs of the command, each a tsx start-up: ≈25 s on a loaded 2-core machine
  );
});

describe('npm run audit:verify on an embedded database (PGlite)', () => {
  it('checks every voting of a DATA_DIR and exits 1 when one was tampered with', async () => {
    const testDatabase = await createTestDatabase('pglite');
    const { dataDir } = testDatabase.location as { dataDir: string };
    try {
      const voting = await votingWithBallots(testDatabase.database);
      await asOwner(
        testDatabase.database.db,
        sql`update voting_audit_entries set at = at + interval '1 second'
        where voting_id = ${voting} and seq = 4`,
      );
      await testDatabase.database.close(); // one process per PGlite directory: the command opens it itself
      const result = await verifyCommand({ DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(`TAMPERED ${voting} (open, 5 entries) first bad seq 4: hash_mismatch`);
      expect(result.stdout).toMatch(/\d+ votings checked in .*: 1 TAMPERED/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** An open voting with two voters who voted: published, opened, invitations queued, two ballots (5 entries). */
async function votingWithBallots(database: AppDatabase): Promise<string> {
  const { votingId, itemIds } = await insertVotingRow(database, scope, {
    status: 'open',
    opensAt: new Date(Date.now() - HOUR),
    deadline: new Date(Date.now() + HOUR),
  });
  const voters = [
    await insertVoterRow(database, { ...scope, votingId }),
    await insertVoterRow(database, { ...scope, votingId }),
  ];
  await withWorkspace(database.db, scope.companyId, scope.workspaceId, async (trx) => {
    const target = { ...scope, votingId };
    await appendAudit(trx, target, { kind: 'user', id: demo.operator.id }, 'voting.published', {});
    await appendAudit(trx, target, { kind: 'user', id: demo.operator.id }, 'voting.opened', {});
    await appendAudit(trx, target, { kind: 'system', id: null }, 'invitation.queued', { recipients: 2 });
  });
  for (const { voterId } of voters) {
    await withWorkspace(database.db, scope.companyId, scope.workspaceId, (trx) =>
      recordBallot(trx, {
        voterId,
        answers: itemIds.map((itemId) => ({ itemId, choice: 'approve' })),
        idempotencyKey: voterId,
        remoteAddress: null,
        userAgent: null,
      }),
    );
  }
  return votingId;
}

/** Runs a statement as the owner with the append-only trigger off, as a tamperer with those rights could. */
async function asOwner(db: Kysely<DatabaseSchema>, statement: ReturnType<typeof sql>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`alter table voting_audit_entries disable trigger voting_audit_entries_append_only`.execute(trx);
    await statement.execute(trx);
    await sql`alter table voting_audit_entries enable trigger voting_audit_entries_append_only`.execute(trx);
  });
}

async function reportOf(db: Kysely<DatabaseSchema>, votingId: string) {
  const [report] = await verifyAuditChains(db, votingId);
  return report;
}

async function verifyCommand(env: Record<string, string>, votingId?: string) {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env;
  try {
    const { stdout } = await run('npx', ['tsx', 'src/cli/verify-audit.ts', ...(votingId ? [votingId] : [])], {
      cwd: API_DIR,
      env: { ...rest, ...env },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}
