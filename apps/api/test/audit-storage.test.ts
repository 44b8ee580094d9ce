import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntryFromRow,
  auditRowValues,
  auditTimestamp,
  chainEntry,
  verifyChain,
  type AuditEntry,
} from '../src/audit/index.ts';
import type { AppDatabase } from '../src/index.ts';
import { demo } from './support/demo.ts';
import { BACKENDS, createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The chain through the real voting_audit_entries table (timestamptz, jsonb) on both backends: what is read back
// verifies, and a row changed or removed behind the append-only trigger's back (a superuser disabling it) is found.

const VOTING_ID = 'a0d17000-0000-4000-8000-000000000001';
/** A second voting with the same chain, for the tail deletion. */
const TAIL_VOTING_ID = 'a0d17000-0000-4000-8000-000000000002';

function chain(length: number): AuditEntry[] {
  const entries: AuditEntry[] = [];
  for (let index = 0; index < length; index++) {
    entries.push(
      chainEntry(entries.at(-1) ?? null, {
        // Microsecond-free instants, one per 1.234 s, across a daylight-saving-free zone and midnight.
        at: auditTimestamp(new Date(Date.UTC(2026, 2, 20, 23, 59, 0, 7) + index * 1234)),
        actor: index % 3 === 0 ? { kind: 'system', id: null } : { kind: 'voter', id: `voter-${index}` },
        action: index === 0 ? 'voting.created' : 'vote.recorded',
        data: {
          // jsonb reorders keys and rewrites numbers; text stays as given (here decomposed).
          zeta: index,
          alpha: {
            weight: '1520.250000',
            ratio: 0.1,
            big: 1e21,
            list: [true, null, 'Conceic\u0327a\u0303o'],
          },
          name: 'Jose\u0301 "Zé" d\'Ávila',
        },
      }),
    );
  }
  return entries;
}

async function readChain(database: AppDatabase, votingId = VOTING_ID): Promise<AuditEntry[]> {
  const rows = await database.db
    .selectFrom('voting_audit_entries')
    .select(['seq', 'at', 'actor_kind', 'actor_id', 'action', 'data', 'prev_hash', 'hash'])
    .where('voting_id', '=', votingId)
    .orderBy('seq')
    .execute();
  return rows.map(auditEntryFromRow);
}

/** The trigger refuses updates and deletes even to the owner; a superuser can switch it off. */
async function asTamperer(database: AppDatabase, statement: ReturnType<typeof sql>): Promise<void> {
  await sql`alter table voting_audit_entries disable trigger voting_audit_entries_append_only`.execute(
    database.db,
  );
  try {
    await statement.execute(database.db);
  } finally {
    await sql`alter table voting_audit_entries enable trigger voting_audit_entries_append_only`.execute(
      database.db,
    );
  }
}

describe.each(BACKENDS)('the audit chain stored on %s', (backend) => {
  let test: TestDatabase;
  const written = chain(40);

  beforeAll(async () => {
    test = await createTestDatabase(backend);
    const { db } = test.database;
    for (const votingId of [VOTING_ID, TAIL_VOTING_ID]) {
      const scope = { company_id: demo.company.id, workspace_id: demo.saoPaulo.id };
      const deadline = new Date('2026-04-01T00:00:00Z');
      await db
        .insertInto('votings')
        .values({ ...scope, id: votingId, title: 'AGE', deadline })
        .execute();
      await db
        .insertInto('voting_audit_entries')
        .values(written.map((entry) => ({ ...scope, voting_id: votingId, ...auditRowValues(entry) })))
        .execute();
    }
  });

  afterAll(async () => {
    await test?.dispose();
  });

  it('reads back what was written and verifies against the recorded head', async () => {
    const read = await readChain(test.database);
    expect(read.map((entry) => entry.at)).toEqual(written.map((entry) => entry.at));
    expect(verifyChain(read, { head: written[39]?.hash as string, count: 40 })).toEqual({
      ok: true,
      head: written[39]?.hash,
      count: 40,
    });
  });

  it('is append-only for everyone while its trigger is on', async () => {
    await expect(
      sql`update voting_audit_entries set action = 'x' where voting_id = ${VOTING_ID} and seq = 1`.execute(
        test.database.db,
      ),
    ).rejects.toThrow(/append-only/);
  });

  it('finds a row whose data was edited in place', async () => {
    await asTamperer(
      test.database,
      sql`update voting_audit_entries set data = jsonb_set(data, '{zeta}', '999') where voting_id = ${VOTING_ID} and seq = 17`,
    );
    expect(verifyChain(await readChain(test.database))).toEqual({
      ok: false,
      firstBadSeq: 17,
      reason: 'hash_mismatch',
    });
  });

  it('finds a row that was deleted', async () => {
    await asTamperer(
      test.database,
      sql`delete from voting_audit_entries where voting_id = ${VOTING_ID} and seq = 9`,
    );
    expect(verifyChain(await readChain(test.database))).toEqual({ ok: false, firstBadSeq: 9, reason: 'gap' });
  });

  it('finds the last rows deleted, with the head the minutes recorded', async () => {
    await asTamperer(
      test.database,
      sql`delete from voting_audit_entries where voting_id = ${TAIL_VOTING_ID} and seq > 30`,
    );
    const read = await readChain(test.database, TAIL_VOTING_ID);
    expect(verifyChain(read)).toEqual({ ok: true, head: written[29]?.hash, count: 30 });
    expect(verifyChain(read, { head: written[39]?.hash as string, count: 40 })).toEqual({
      ok: false,
      firstBadSeq: 31,
      reason: 'head_mismatch',
    });
  });
});
