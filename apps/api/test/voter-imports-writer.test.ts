import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withWorkspace } from '../src/db/tenant.ts';
import { voterWriter } from '../src/services/voter-imports/write-voters.ts';
import { voterTokenHash } from '../src/services/voting-dispatch/link-token.ts';
import { readVoterCsvFully } from '../src/voter-import/index.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { BACKENDS } from './support/test-database.ts';
import { csvFile, generateVoters, VOTER_HEADER } from './support/voter-csv-fixtures.ts';
import { insertVoterRow, insertVotingRow } from './support/voting-fixtures.ts';

const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const SECRET = 'a-test-secret-that-is-long-enough!';

describe.each(BACKENDS)('the import writer on %s', (backend) => {
  const api = useApi(backend);

  async function validRows(count: number, seed: number) {
    const { valid } = await readVoterCsvFully(
      csvFile([[...VOTER_HEADER], ...generateVoters(count, seed).map((row) => row.cells)]),
    );
    return valid;
  }

  it('writes in batches, reports each one, skips a CPF/CNPJ already there and stores each voter its token hash', async () => {
    const { votingId } = await insertVotingRow(api.database, scope);
    const rows = await validRows(11, 21);
    await insertVoterRow(api.database, { ...scope, votingId }, { taxId: rows[3]!.taxId });
    const target = { ...scope, votingId, importId: randomUUID() };
    const reports: number[] = [];
    const written = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, async (trx) => {
      const writer = voterWriter(trx, target, {
        secret: SECRET,
        newId: randomUUID,
        batchRows: 4,
        onWritten: (handed) => reports.push(handed),
      });
      const waits = rows.map((row) => writer.add(row) !== undefined);
      expect(waits.filter(Boolean)).toHaveLength(2); // the 4th and 8th rows send a batch
      return writer.finish();
    });
    expect(written).toBe(10);
    expect(reports).toEqual([4, 8, 11]);
    const stored = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
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

  it('a failed batch fails the whole writing: the transaction leaves nothing behind', async () => {
    const { votingId } = await insertVotingRow(api.database, scope);
    const rows = await validRows(9, 22);
    const broken = { ...rows[6]!, weight: '-1' }; // refused by the weight > 0 check
    const target = { ...scope, votingId, importId: randomUUID() };
    await expect(
      withWorkspace(api.database.db, scope.companyId, scope.workspaceId, async (trx) => {
        const writer = voterWriter(trx, target, { secret: SECRET, newId: randomUUID, batchRows: 3 });
        for (const row of [...rows.slice(0, 6), broken, ...rows.slice(7)]) await writer.add(row);
        return writer.finish();
      }),
    ).rejects.toThrow(/check/);
    const left = await withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx.selectFrom('voters').select('id').where('voting_id', '=', votingId).execute(),
    );
    expect(left).toEqual([]);
  });
});
