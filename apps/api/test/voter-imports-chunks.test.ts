import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { VoterImport } from '@backoffice/api-client';
import { withWorkspace } from '../src/db/tenant.ts';
import { createJobRunner, runJobsUntilIdle } from '../src/jobs/index.ts';
import { loadAuditChain } from '../src/services/votings/audit-log.ts';
import { CHUNK_ROWS } from '../src/services/voter-imports/write-voters.ts';
import { activeVotersSql, keptCountersSql } from '../src/services/votings/voting-counts.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { csvFile, generateVoters, VOTER_HEADER } from './support/voter-csv-fixtures.ts';
import { insertVoterRow, insertVotingRow } from './support/voting-fixtures.ts';

// A confirmed import is written in chunks (write-voters.ts), each in a transaction of its own, so that no
// long transaction holds the database (PGlite has one connection: bench/tenant-stall.bench.ts). What it promises
// still holds: it shows 'importing' until every row and the 'imported' mark commit; a run that fails mid-way is
// resumed after the last chunk written; an import that cannot finish (voting cancelled, runs that keep failing)
// takes its voters out again before it shows 'failed'; its voters get no e-mail until it finishes, and their
// invitation if the voting opened meanwhile. A chunk is made to fail by a trigger that refuses one CPF/CNPJ.

const OPERATOR = demo.operator.email;
const OBSERVER = demo.observer.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const ROWS = 2500;
/** A row past the first chunk: at least that chunk is written before the one holding it fails. */
const REFUSED_ROW = 2100;
const HOUR = 3_600_000;
const BALLOT_TEMPLATE = '7e000000-0000-4000-8000-000000000003';

describe.each(SUITE_BACKENDS)('voter import in chunks on %s', (backend) => {
  const api = useApi(backend);
  const inTenant = <T>(work: Parameters<typeof withWorkspace<T>>[3]) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, work);

  const rows = generateVoters(ROWS, 77);
  const bytes = csvFile([[...VOTER_HEADER], ...rows.map((row) => row.cells)]);
  const refusedTaxId = rows[REFUSED_ROW]!.voter.taxId;

  /** Until `allow`, inserting the voter with the refused CPF/CNPJ into `votingId` fails (a chunk's transaction). */
  async function refuseOneVoter(votingId: string) {
    await sql
      .raw(
        `create or replace function test_refuse_voter() returns trigger language plpgsql as $$
         begin
           if new.voting_id = '${votingId}' and new.tax_id = '${refusedTaxId}' then
             raise exception 'refused by the test';
           end if;
           return new;
         end $$`,
      )
      .execute(api.database.db);
    await sql
      .raw(
        'create trigger test_refuse_voter before insert on voters for each row execute function test_refuse_voter()',
      )
      .execute(api.database.db);
    return async function allow() {
      await sql.raw('drop trigger test_refuse_voter on voters').execute(api.database.db);
      await sql.raw('drop function test_refuse_voter()').execute(api.database.db);
    };
  }

  async function confirmed(votingId: string): Promise<VoterImport> {
    const uploaded = await api.call({
      method: 'POST',
      url: `/api/votings/${votingId}/voter-imports?fileName=grande.csv`,
      as: OPERATOR,
      headers: { 'content-type': 'text/csv' },
      body: bytes as unknown as string,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { voterImport } = uploaded.json<{ voterImport: VoterImport }>();
    expect(voterImport.summary.valid).toBe(ROWS);
    const response = await api.call({
      method: 'POST',
      url: `/api/votings/${votingId}/voter-imports/${voterImport.id}/confirm`,
      as: OPERATOR,
      body: {},
    });
    expect(response.statusCode, response.body).toBe(202);
    return voterImport;
  }

  async function fetched(votingId: string, importId: string): Promise<VoterImport> {
    const response = await api.call({
      url: `/api/votings/${votingId}/voter-imports/${importId}`,
      as: OBSERVER,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ voterImport: VoterImport }>().voterImport;
  }

  /** The voting's voters' CPF/CNPJs, and its kept counter next to a fresh count. */
  async function votersOf(votingId: string) {
    const taxIds = await inTenant((trx) =>
      trx.selectFrom('voters').select('tax_id').where('voting_id', '=', votingId).execute(),
    );
    const counts = await inTenant((trx) =>
      trx
        .selectFrom('votings as v')
        .select([keptCountersSql('v').activeVoters.as('kept'), activeVotersSql('v').as('fresh')])
        .where('v.id', '=', votingId)
        .executeTakeFirstOrThrow(),
    );
    expect(counts.kept).toBe(counts.fresh);
    return taxIds.map((row) => row.tax_id);
  }

  // A failed run is due again at once.
  const runOnce = () =>
    createJobRunner({ database: api.database, mailer: api.mailer, backoffMs: () => 0 }).runOnce();
  const runJobs = () => runJobsUntilIdle(api, { backoffMs: () => 0 });

  it(
    'a run that fails mid-way leaves its chunks written and the import importing; the next run goes on from there, each row once',
    { timeout: 120_000 },
    async () => {
      const { votingId } = await insertVotingRow(api.database, scope, {
        status: 'open',
        ballotTemplateId: BALLOT_TEMPLATE,
        opensAt: new Date(Date.now() - HOUR),
      });
      const allow = await refuseOneVoter(votingId);
      let voterImport: VoterImport;
      try {
        voterImport = await confirmed(votingId);
        expect(await runOnce()).toBe(true); // the run fails at the chunk holding the refused row
        // The chunks before it are written: the first rows of the file, up to a line, each once.
        const written = await votersOf(votingId);
        expect(written.length).toBeGreaterThanOrEqual(CHUNK_ROWS.first);
        expect(written.length).toBeLessThan(REFUSED_ROW + 1);
        expect(new Set(written)).toEqual(
          new Set(rows.slice(0, written.length).map((row) => row.voter.taxId)),
        );
        expect(await fetched(votingId, voterImport.id)).toMatchObject({
          status: 'importing',
          progress: { done: written.length, total: ROWS },
        });
        const stored = await inTenant((trx) =>
          trx
            .selectFrom('voter_imports')
            .select(['written_through_line', 'imported_count'])
            .where('id', '=', voterImport.id)
            .executeTakeFirstOrThrow(),
        );
        // Line 1 is the header: row n of the file is on line n + 2.
        expect(stored).toEqual({ written_through_line: written.length + 1, imported_count: written.length });
        // No e-mail goes to a voter of an import still being written.
        const reminder = await api.call({
          method: 'POST',
          url: `/api/votings/${votingId}/reminders`,
          as: OPERATOR,
          body: {},
        });
        expect(reminder.statusCode, reminder.body).toBe(202);
        expect(reminder.json<{ dispatch: { total: number } }>().dispatch.total).toBe(0);
      } finally {
        await allow();
      }

      await runJobs();
      const done = await fetched(votingId, voterImport.id);
      expect(done).toMatchObject({ status: 'imported', progress: { done: ROWS, total: ROWS } });
      expect(done.summary).toMatchObject({ rows: ROWS, valid: ROWS, alreadyRegistered: 0 });
      const taxIds = await votersOf(votingId);
      expect(taxIds).toHaveLength(ROWS);
      expect(new Set(taxIds)).toEqual(new Set(rows.map((row) => row.voter.taxId)));
      const chain = await inTenant((trx) => loadAuditChain(trx, votingId));
      expect(chain.filter((entry) => entry.action === 'voters.imported').map((entry) => entry.data)).toEqual([
        expect.objectContaining({ importId: voterImport.id, rows: ROWS, imported: ROWS, refused: 0 }),
      ]);
    },
  );

  it(
    'runs that keep failing: the runner gives up and the import takes its voters out before it shows failed',
    { timeout: 120_000 },
    async () => {
      const { votingId } = await insertVotingRow(api.database, scope);
      const own = await insertVoterRow(api.database, { ...scope, votingId }, { name: 'Já estava' });
      const allow = await refuseOneVoter(votingId);
      try {
        const voterImport = await confirmed(votingId);
        await runJobs();
        const failed = await fetched(votingId, voterImport.id);
        expect(failed.status).toBe('failed');
        expect(await votersOf(votingId)).toEqual([own.taxId]);
        const job = await inTenant((trx) =>
          trx
            .selectFrom('jobs')
            .select(['status', 'attempts'])
            .where('dedupe_key', '=', voterImport.id)
            .executeTakeFirstOrThrow(),
        );
        expect(job).toEqual({ status: 'failed', attempts: 5 });
        // A failed import can be discarded, and wrote nothing that stays.
        const discarded = await api.call({
          method: 'DELETE',
          url: `/api/votings/${votingId}/voter-imports/${voterImport.id}`,
          as: OPERATOR,
        });
        expect(discarded.statusCode, discarded.body).toBe(204);
      } finally {
        await allow();
      }
    },
  );

  it(
    'a voting cancelled mid-way: the next chunk finds it, the written voters are taken out, the import fails',
    { timeout: 120_000 },
    async () => {
      const { votingId } = await insertVotingRow(api.database, scope, { status: 'scheduled' });
      const allow = await refuseOneVoter(votingId);
      let voterImport: VoterImport;
      try {
        voterImport = await confirmed(votingId);
        await runOnce();
        expect((await votersOf(votingId)).length).toBeGreaterThanOrEqual(CHUNK_ROWS.first);
      } finally {
        await allow();
      }
      const cancelled = await api.call({
        method: 'POST',
        url: `/api/votings/${votingId}/cancel`,
        as: OPERATOR,
        body: { reason: 'Convocação refeita' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await runJobs();
      expect((await fetched(votingId, voterImport.id)).status).toBe('failed');
      expect(await votersOf(votingId)).toEqual([]);
      const chain = await inTenant((trx) => loadAuditChain(trx, votingId));
      expect(chain.some((entry) => entry.action === 'voters.imported')).toBe(false);
    },
  );

  it(
    'a voting that opens mid-way invites the others at once and the import’s voters when it finishes',
    { timeout: 120_000 },
    async () => {
      const { votingId } = await insertVotingRow(api.database, scope, {
        status: 'scheduled',
        ballotTemplateId: BALLOT_TEMPLATE,
        opensAt: new Date(Date.now() + HOUR),
      });
      await insertVoterRow(api.database, { ...scope, votingId }, { name: 'Já estava' });
      const allow = await refuseOneVoter(votingId);
      let voterImport: VoterImport;
      try {
        voterImport = await confirmed(votingId);
        await runOnce();
      } finally {
        await allow();
      }
      // The opening time passes: the next chunk's transaction settles the voting (opens it, invites its voters).
      await inTenant((trx) =>
        trx
          .updateTable('votings')
          .set({ opens_at: new Date(Date.now() - 60_000) })
          .where('id', '=', votingId)
          .execute(),
      );
      // The import's run only (the invitations are queued, not sent, here: the jobs tests cover the sending).
      expect(await runOnce()).toBe(true);
      expect((await fetched(votingId, voterImport.id)).status).toBe('imported');
      const rounds = await inTenant((trx) =>
        trx
          .selectFrom('voting_dispatches')
          .select(['kind', 'recipients'])
          .where('voting_id', '=', votingId)
          .orderBy('created_at')
          .execute(),
      );
      expect(rounds).toEqual([
        { kind: 'invitation', recipients: 1 },
        { kind: 'invitation', recipients: ROWS },
      ]);
    },
  );
});
