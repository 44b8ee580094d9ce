// Voter import end to end through the service functions, on PGlite and on PostgreSQL: a generated voter CSV of
// 100,000 rows (or --rows N) as Excel in Brazil saves it is uploaded (read, validated, stored with its error report,
// described in voter_imports; nothing written to voters) and confirmed (the 'voter-import' job reads the stored file
// again and writes every valid row as it reads, in one transaction). Prints rows/s of both phases, with this
// process's CPU time and the machine's load: on a shared machine the wall time also counts waiting for a core.
//
//   pnpm --filter @backoffice/api bench:voter-import [-- --rows 100000 --backend both]
//
// PostgreSQL: a database of its own is created on the server at DATABASE_URL (else DATABASE_URL_TEST_ADMIN, else
// postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { DEMO_COMPANY, type AppDatabase } from '../src/index.ts';
import { onScratchPglite, onScratchPostgres } from './scratch-database.ts';
import { withWorkspace } from '../src/db/tenant.ts';
import { registerJobKinds } from '../src/job-kinds.ts';
import { runJobsUntilIdle } from '../src/jobs/index.ts';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import { confirmVoterImport } from '../src/services/voter-imports/confirm-import.ts';
import { provideImportFileStorage } from '../src/services/voter-imports/import-file-storage.ts';
import { uploadVoterImport, type ImportOwner } from '../src/services/voter-imports/upload-import.ts';
import { memoryStorage } from '../src/storage/file-storage.ts';
import { csvText, encodeText, generateVoters, VOTER_HEADER } from '../test/support/voter-csv-fixtures.ts';

// pnpm passes the `--` of `pnpm bench:x -- --flag` on: drop it.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    rows: { type: 'string', default: '100000' },
    backend: { type: 'string', default: 'both' },
  },
});
const ROWS = Number(values.rows);
// The links' key: a fixed one for the benchmark, so it writes nothing into the data dir.
process.env.VOTER_LINK_SECRET ??= 'voter-import-benchmark-secret-0123456789';

// The 'voter-import' job's handler: buildApp registers the kinds; this runs the services without the app (without
// it the runner found no handler and the confirmed import wrote 0 voters).
registerJobKinds();

const company = DEMO_COMPANY.id;
const workspace = DEMO_COMPANY.workspaces.find((w) => w.name === 'São Paulo Fundos Imobiliários')!.id;
const operator = DEMO_COMPANY.users.find((u) => u.email === 'operator@demo.local')!.id;

function voterFile(): Buffer {
  const rows = generateVoters(ROWS, 2026).map((voter) => voter.cells);
  return encodeText(csvText([[...VOTER_HEADER], ...rows]), 'utf-8-bom');
}

const perSecond = (rows: number, ms: number) =>
  `${Math.round((rows / ms) * 1000).toLocaleString('en')} rows/s`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function measure(database: AppDatabase, label: string, bytes: Buffer): Promise<void> {
  const storage = memoryStorage();
  provideImportFileStorage(storage);
  const voting = await withWorkspace(database.db, company, workspace, (trx) =>
    trx
      .insertInto('votings')
      .values({
        company_id: company,
        workspace_id: workspace,
        title: 'Benchmark da importação',
        deadline: new Date(Date.now() + 30 * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const owner: ImportOwner = {
    companyId: company,
    workspaceId: workspace,
    votingId: voting.id,
    userId: operator,
  };

  const cpu = process.cpuUsage();
  let started = performance.now();
  const voterImport = await uploadVoterImport(database, storage, owner, { name: 'votantes.csv', bytes });
  const uploadMs = performance.now() - started;
  const uploadCpu = process.cpuUsage(cpu);

  started = performance.now();
  await withWorkspace(database.db, company, workspace, (trx) =>
    confirmVoterImport(trx, owner, voterImport.id),
  );
  await runJobsUntilIdle({ database, mailer: memoryMailer() });
  const confirmMs = performance.now() - started;
  const confirmCpu = process.cpuUsage(cpu);

  const written = await withWorkspace(database.db, company, workspace, async (trx) => {
    const row = await trx
      .selectFrom('voters')
      .select((eb) => eb.fn.countAll<string>().as('voters'))
      .where('voting_id', '=', voting.id)
      .executeTakeFirstOrThrow();
    return Number(row.voters);
  });
  const { valid, invalid } = voterImport.summary;
  if (written !== valid) throw new Error(`${label}: ${written} voters written, ${valid} valid rows`);
  const cpuSeconds = (usage: NodeJS.CpuUsage) => seconds((usage.user + usage.system) / 1000);
  console.log(
    `${label}: ${valid.toLocaleString('en')} valid rows (${invalid} refused); load average ${os.loadavg()[0]!.toFixed(1)}\n` +
      `  parse: upload (read, validate, store)           ${seconds(uploadMs)}  ${perSecond(ROWS, uploadMs)}` +
      `  (node CPU ${cpuSeconds(uploadCpu)})\n` +
      `  write: confirm (job: read again, write in chunks)  ${seconds(confirmMs)}  ${perSecond(valid, confirmMs)}` +
      `  (node CPU ${cpuSeconds({ user: confirmCpu.user - uploadCpu.user, system: confirmCpu.system - uploadCpu.system })})`,
  );
}

const bytes = voterFile();
console.log(
  `voter import benchmark: ${ROWS.toLocaleString('en')} rows, ${(bytes.length / 1024 / 1024).toFixed(1)} MB ` +
    `(UTF-8 with BOM, ';', node ${process.version})`,
);
if (values.backend !== 'postgres')
  await onScratchPglite('voter-import', (database) => measure(database, 'PGlite', bytes));
if (values.backend !== 'pglite')
  await onScratchPostgres('voter-import', (database) => measure(database, 'PostgreSQL', bytes));
