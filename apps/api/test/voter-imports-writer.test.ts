import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withWorkspace } from '../src/db/tenant.ts';
import {
  CHUNK_ROWS,
  CHUNK_TARGET_MS,
  insertVoterChunk,
  voterWriter,
} from '../src/services/voter-imports/write-voters.ts';
import { voterTokenHash } from '../src/services/voting-dispatch/link-token.ts';
import { readVoterCsvFully } from '../src/voter-import/index.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { BACKENDS } from './support/test-database.ts';
import { csvFile, generateVoters, VOTER_HEADER } from './support/voter-csv-fixtures.ts';
import { insertVoterRow, insertVotingRow } from './support/voting-fixtures.ts';

const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const SECRET = 'a-test-secret-that-is-long-enough!';

describe('the import writer’s chunk size', () => {
  it('follows how long the last chunk took: shrinks when slow, grows by half at most when quick, within bounds', async () => {
    const rows = await readVoterCsvFully(
      csvFile([[...VOTER_HEADER], ...generateVoters(9000, 23).map((row) => row.cells)]),
    ).then((read) => read.valid);
    const target = { ...scope, votingId: randomUUID(), importId: randomUUID() };
    // The "database" takes 4× the target for the first chunks, then is 10× quicker than the target.
    const TARGET = CHUNK_TARGET_MS.oneConnection;
    const sizes: number[] = [];
    const writer = voterWriter(target, {
      secret: SECRET,
      newId: randomUUID,
      targetMs: TARGET,
      write: async (chunk) => {
        sizes.push(chunk.rows);
        const slow = sizes.length <= 2;
        return { inserted: chunk.rows, busyMs: slow ? 4 * TARGET : TARGET / 10 };
      },
    });
    for (const row of rows) await writer.add(row);
    expect(await writer.finish()).toBe(rows.length);
    expect(sizes[0]).toBe(CHUNK_ROWS.first);
    // Slow: down to the minimum (a chunk is already being filled when the one before reports, so one lags).
    expect(sizes.slice(1, 4)).toContain(CHUNK_ROWS.min);
    // Quick: up again, never more than half again the chunk before.
    for (let n = 1; n < sizes.length - 1; n++) {
      expect(sizes[n]).toBeLessThanOrEqual(Math.ceil(1.5 * sizes[n - 1]!));
    }
    expect(Math.max(...sizes.slice(0, -1))).toBeGreaterThan(4 * CHUNK_ROWS.min);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(CHUNK_ROWS.max);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(rows.length);
  });
});

describe.each(BACKENDS)('the import writer on %s', (backend) => {
  const api = useApi(backend);

  async function validRows(count: number, seed: number) {
    const { valid } = await readVoterCsvFully(
      csvFile([[...VOTER_HEADER], ...generateVoters(count, seed).map((row) => row.cells)]),
    );
    return valid;
  }

  const inTenant = <T>(work: Parameters<typeof withWorkspace<T>>[3]) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, work);

  it('writes in chunks, each in its own transaction, reports each one, skips a CPF/CNPJ already there and stores each voter its token hash', async () => {
    const { votingId } = await insertVotingRow(api.database, scope);
    const rows = await validRows(11, 21);
    await insertVoterRow(api.database, { ...scope, votingId }, { taxId: rows[3]!.taxId });
    const target = { ...scope, votingId, importId: randomUUID() };
    const reports: number[] = [];
    const chunks: { rows: number; lastLine: number; inserted: number }[] = [];
    const writer = voterWriter(target, {
      secret: SECRET,
      newId: randomUUID,
      chunkRows: 4,
      write: (chunk) =>
        inTenant(async (trx) => {
          const inserted = await insertVoterChunk(trx, target, chunk);
          chunks.push({ rows: chunk.rows, lastLine: chunk.lastLine, inserted });
          return { inserted, busyMs: 1 };
        }),
      onWritten: (handed) => reports.push(handed),
    });
    const waits = rows.map((row) => writer.add(row) !== undefined);
    expect(waits.filter(Boolean)).toHaveLength(2); // the 4th and 8th rows send a chunk
    const written = await writer.finish();
    expect(written).toBe(10);
    expect(reports).toEqual([4, 8, 11]);
    expect(chunks).toEqual([
      { rows: 4, lastLine: rows[3]!.line, inserted: 3 },
      { rows: 4, lastLine: rows[7]!.line, inserted: 4 },
      { rows: 3, lastLine: rows[10]!.line, inserted: 3 },
    ]);
    const stored = await inTenant((trx) =>
      trx
        .selectFrom('voters')
        .select(['id', 'tax_id', 'token_hash', 'import_id'])
        .where('voting_id', '=', votingId)
        .where('import_id', '=', target.importId)
        .execute(),
    );
    expect(stored).toHaveLength(10);
    for (const voter of stored) {
      expect(voter.token_hash).toBe(voterTokenHash(SECRET, { votingId, voterId: voter.id, tokenVersion: 1 }));
    }
  });

  it('a failed chunk stops the writing: the chunks before it stay written, nothing of it does', async () => {
    const { votingId } = await insertVotingRow(api.database, scope);
    const rows = await validRows(9, 22);
    const broken = { ...rows[6]!, weight: '-1' }; // refused by the weight > 0 check
    const target = { ...scope, votingId, importId: randomUUID() };
    const writer = voterWriter(target, {
      secret: SECRET,
      newId: randomUUID,
      chunkRows: 3,
      write: async (chunk) => ({
        inserted: await inTenant((trx) => insertVoterChunk(trx, target, chunk)),
        busyMs: 1,
      }),
    });
    await expect(
      (async () => {
        for (const row of [...rows.slice(0, 6), broken, ...rows.slice(7)]) await writer.add(row);
        return writer.finish();
      })(),
    ).rejects.toThrow(/check/);
    const left = await inTenant((trx) =>
      trx.selectFrom('voters').select('tax_id').where('voting_id', '=', votingId).execute(),
    );
    expect(left.map((row) => row.tax_id).sort()).toEqual(
      rows
        .slice(0, 6)
        .map((row) => row.taxId)
        .sort(),
    );
  });
});
