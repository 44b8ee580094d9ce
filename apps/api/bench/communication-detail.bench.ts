// What a communication's screen reads cost at scale (issue 20): a communication of --recipients people (100,000 by
// default) sent, a share of them failed and then resent; timed: its counts (getCommunication: each recipient by their
// latest delivery), the list page it is on (listCommunications, 20 a page with their counts), a page of its recipients
// with their latest delivery (listCommunicationRecipients), the failed filter, and the deliveries' export (CSV) read
// to the end. Each read --runs times (default 15) after one warm-up: median and p95.
//
//   pnpm --filter @backoffice/api bench:communication-detail [-- --recipients 100000 --failed 0.02 --runs 15
//                                                                 --database postgres|pglite]
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { csvChunks } from '@backoffice/domain';
import { DEMO_COMPANY, type AppDatabase } from '../src/index.ts';
import { withWorkspace } from '../src/db/tenant.ts';
import { loadCommunication } from '../src/services/communications/communication-view.ts';
import { listCommunications } from '../src/services/communications/communication-store.ts';
import { listRecipients } from '../src/services/communications/recipient-list.ts';
import { communicationToExport, deliveryRows } from '../src/services/communications/deliveries-csv.ts';
import { resendCommunication } from '../src/services/communications/resend-communication.ts';
import { queueCommunicationRound } from '../test/support/communication-rounds.ts';
import { onScratchPglite, onScratchPostgres } from './scratch-database.ts';

const { values } = parseArgs({
  allowPositionals: true,
  options: {
    recipients: { type: 'string', default: '100000' },
    failed: { type: 'string', default: '0.02' },
    runs: { type: 'string', default: '15' },
    database: { type: 'string', default: 'postgres' },
  },
});
const RECIPIENTS = Number(values.recipients);
const FAILED_SHARE = Number(values.failed);
const RUNS = Number(values.runs);
const scope = { companyId: DEMO_COMPANY.id, workspaceId: DEMO_COMPANY.workspaces[0]!.id };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timed(label: string, read: () => Promise<unknown>) {
  await read();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await read();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} median ${percentile(times, 50).toFixed(1).padStart(8)} ms   p95 ${percentile(
      times,
      95,
    )
      .toFixed(1)
      .padStart(8)} ms`,
  );
}

async function bench(database: AppDatabase) {
  const { db } = database;
  const started = performance.now();
  const jobId = await queueCommunicationRound(db, scope, {
    name: 'bench',
    recipients: RECIPIENTS,
    prefix: 'pessoa.',
  });
  const step = (what: string) =>
    console.log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  step('queued');
  // The send as if it went: every delivery sent, a share refused by the mail server.
  const every = Math.max(1, Math.round(1 / FAILED_SHARE));
  await sql`update deliveries set status = case when (row_number % ${every}) = 0 then 'failed' else 'sent' end,
      error = case when (row_number % ${every}) = 0 then '550 5.1.1 mailbox unavailable' end,
      sent_at = case when (row_number % ${every}) = 0 then null else now() end
    from (select id as delivery_id, row_number() over (order by id) as row_number from deliveries
          where job_id = ${jobId}) numbered
    where id = numbered.delivery_id`.execute(db);
  const { communication_id: communicationId } = await db
    .selectFrom('communication_sends')
    .select('communication_id')
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  step('delivered');
  await sql`update communications set status = 'sent' where id = ${communicationId}`.execute(db);
  await sql`update jobs set status = 'succeeded', finished_at = now() where id = ${jobId}`.execute(db);
  // The failed resent: a second send whose deliveries supersede theirs.
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', scope.companyId)
    .executeTakeFirstOrThrow();
  await withWorkspace(db, scope.companyId, scope.workspaceId, (trx) =>
    resendCommunication(trx, { ...scope, userId: user.id }, communicationId, 'failed'),
  );
  step('resent');
  await sql`analyze`.execute(db);
  console.log(
    `${RECIPIENTS.toLocaleString('en')} recipients, ${(FAILED_SHARE * 100).toFixed(1)} % failed and resent ` +
      `(setup ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const inWorkspace = <T>(work: Parameters<typeof withWorkspace<T>>[3]) =>
    withWorkspace(db, scope.companyId, scope.workspaceId, work);
  await timed('getCommunication (counts)', () =>
    inWorkspace((trx) => loadCommunication(trx, scope.workspaceId, communicationId)),
  );
  await timed('listCommunications (first page)', () =>
    inWorkspace((trx) => listCommunications(trx, scope.workspaceId, {})),
  );
  await timed('listCommunicationRecipients (first page)', () =>
    inWorkspace((trx) => listRecipients(trx, communicationId, {})),
  );
  await timed('listCommunicationRecipients (failed)', () =>
    inWorkspace((trx) => listRecipients(trx, communicationId, { delivery: 'failed' })),
  );
  const exported = await communicationToExport(db, scope, communicationId);
  await timed('deliveries.csv (whole file)', async () => {
    let bytes = 0;
    for await (const chunk of csvChunks(deliveryRows(db, scope, exported!))) bytes += chunk.length;
    return bytes;
  });
}

if (values.database === 'pglite') await onScratchPglite('communication-detail', bench);
else await onScratchPostgres('communication-detail', bench);
