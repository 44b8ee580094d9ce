// WhatsApp sends at scale (issue 20's target: 100,000 WhatsApp sends through the simulator paced at exactly the
// configured rate, ±2 %, with every webhook status recorded). In one process, as `npm start` runs them: the app
// (buildApp, listening on a port), the dev stack's Cloud API simulator (tools/dev-stack/src/whatsapp-sim.mjs) posting
// its signed status webhooks back to the app's /api/webhooks/whatsapp, and the job runner (startJobRunner, as main.ts
// starts it) sending through the simulator.
// - The demo company's number is the simulator's, at --rate messages per second (80 by default, Meta's default) with
//   an unlimited messaging limit (PUT /api/companies/{id}/whatsapp-sender).
// - A WhatsApp-only legal notice (a WhatsApp template) to --recipients people (100,000 by default) of distinct phones,
//   uploaded as a CSV through PUT /api/communications/{id}/recipients (--upload sql: written straight into
//   communication_recipients instead), sent with POST /api/communications/{id}/send; the runner runs until the send's
//   job is done. The simulator's outcome is the phone's last digit (0 fails, 1 delivered, 2 read at once, others
//   delivered then read): 2 or 3 statuses a message.
// Printed: the sends' wall time (the simulator's receivedAt of the first and last message), the achieved rate
// (N-1)/(last-first) and its deviation from the configured rate, the gaps between consecutive sends (p50/p99/max, as
// received by the simulator and as issued by the runner, hrtime), the most messages in any one second, the peak RSS
// (sampled every second), and once the simulator's webhooks are done: delivery_events rows and deliveries with a
// receipt against the statuses the simulator posted, its failed webhook posts, and each receipt against the
// simulator's last status of the message. PASS/FAIL: rate within ±2 %, every status recorded.
//
//   pnpm --filter @backoffice/api bench:whatsapp-send [-- --recipients 100000 --rate 80 --status-delay 5
//                                                         --simulator-rate 1000 --upload http|sql --keep]
//   (or BENCH_RECIPIENTS=2000 BENCH_RATE=200 pnpm --filter @backoffice/api bench:whatsapp-send)
//
// PostgreSQL: a database of its own beside DATABASE_URL (else the server the API tests use), dropped at the end
// (scratch-database.ts).
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp, DEMO_COMPANY, memoryMailer, type AppDatabase } from '../src/index.ts';
import { withWorkspace } from '../src/db/tenant.ts';
import { startJobRunner } from '../src/jobs/index.ts';
import { memoryStorage } from '../src/storage/file-storage.ts';
import { whatsappSenders, type WhatsappSenders } from '../src/whatsapp/cloud-api-sender.ts';
import { fakeIdentityGateway } from '../test/support/fake-identity-gateway.ts';
import { createTestKeys } from '../test/support/tokens.ts';
import {
  simulatorAccount as account,
  startWhatsappSimulator,
  type Simulator,
} from '../test/support/whatsapp-simulator.ts';
import { onScratchPostgres } from './scratch-database.ts';

process.env.VOTER_LINK_SECRET ??= 'whatsapp-send-benchmark-secret-0123456789';

// pnpm passes the `--` of `pnpm bench:x -- --flag` on: drop it.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    recipients: { type: 'string', default: process.env.BENCH_RECIPIENTS ?? '100000' },
    rate: { type: 'string', default: process.env.BENCH_RATE ?? '80' },
    /** The simulator's wait before each status of a message (ms). */
    'status-delay': { type: 'string', default: '5' },
    /**
     * The simulator's own throughput limit (its 130429 answers over it); default well above the number's rate (twice
     * it, at least 1,000/s), so only the API's pacing paces. At the configured rate it shows what Meta would refuse.
     */
    'simulator-rate': { type: 'string' },
    /** http: the CSV through the API's upload; sql: rows written straight into communication_recipients. */
    upload: { type: 'string', default: 'http' },
    keep: { type: 'boolean', default: false },
  },
});
const RECIPIENTS = Number(values.recipients);
const RATE = Number(values.rate);
const STATUS_DELAY_MS = Number(values['status-delay']);
if (!Number.isInteger(RECIPIENTS) || RECIPIENTS < 2) throw new Error('--recipients: an integer ≥ 2');
if (!Number.isInteger(RATE) || RATE < 1 || RATE > 1000) throw new Error('--rate: 1 … 1000 messages/s');
if (values.upload !== 'http' && values.upload !== 'sql') throw new Error('--upload http|sql');
const SIMULATOR_RATE = Number(values['simulator-rate'] ?? Math.max(1000, 2 * RATE));
const TOLERANCE_PERCENT = 2;

const company = DEMO_COMPANY.id;
const saoPaulo = DEMO_COMPANY.workspaces[0]!.id;
const OPERATOR = 'operator@demo.local';
const ADMIN = 'admin@demo.local';
const WEBHOOK = '/api/webhooks/whatsapp';

/** Person n's mobile (E.164, distinct for n < 10^8): +55 11 9 and 8 digits; its last digit picks the outcome. */
const phoneOf = (n: number) => `+55119${String(n).padStart(8, '0')}`;

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

/** Consecutive differences of ascending times, sorted. */
function gapsOf(times: readonly number[]): number[] {
  const gaps: number[] = [];
  for (let index = 1; index < times.length; index++) gaps.push(times[index]! - times[index - 1]!);
  return gaps.sort((a, b) => a - b);
}

/** The most times in any window of `windowMs` (ascending times). */
function mostInWindow(times: readonly number[], windowMs: number): number {
  let most = 0;
  for (let start = 0, end = 0; end < times.length; end++) {
    while (times[end]! - times[start]! >= windowMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

async function bench(database: AppDatabase): Promise<void> {
  const { db } = database;
  const keys = await createTestKeys();
  const tokens = new Map([
    [OPERATOR, await keys.sign(OPERATOR)],
    [ADMIN, await keys.sign(ADMIN)],
  ]);
  const mailer = memoryMailer();
  const app = await buildApp({
    database,
    tokenVerifier: keys.verifier(),
    identityGateway: fakeIdentityGateway(),
    fileStorage: memoryStorage(),
    mailer,
    whatsapp: { appSecret: account.appSecret, verifyToken: account.verifyToken },
  });
  let simulator: Simulator | undefined;
  const rss = { peak: 0, samples: 0 };
  const sampleRss = () => {
    rss.peak = Math.max(rss.peak, process.memoryUsage().rss);
    rss.samples++;
  };
  const sampler = setInterval(sampleRss, 1000);
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    simulator = await startWhatsappSimulator({
      port: 0,
      webhookUrl: `${address}${WEBHOOK}`,
      messagesPerSecond: SIMULATOR_RATE,
      statusDelayMs: STATUS_DELAY_MS,
    });
    const sim = simulator;
    const call = async (
      method: 'POST' | 'PUT',
      url: string,
      body: unknown,
      as = OPERATOR,
      headers: Record<string, string> = {},
    ) => {
      const response = await app.inject({
        method,
        url,
        headers: { ...headers, authorization: `Bearer ${tokens.get(as)!}` },
        payload: body as string | object,
      });
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 500)}`);
      return response.json<Record<string, unknown>>();
    };

    await call(
      'PUT',
      `/api/companies/${company}/whatsapp-sender`,
      { phoneNumberId: account.phoneNumberId, messagesPerSecond: RATE, messagingLimit: 'unlimited' },
      ADMIN,
    );
    const { template } = (await call('POST', '/api/templates', {
      name: 'Aviso aos cotistas (benchmark)',
      kind: 'message',
      channel: 'whatsapp',
      subject: null,
      body: 'Olá, {{nome}}! A {{empresa}} informa: o rendimento de dezembro foi creditado.',
    })) as { template: { id: string } };
    const { communication } = (await call('POST', '/api/communications', {
      name: 'Aviso por WhatsApp (benchmark)',
      purpose: 'legal_notice',
      channel: 'whatsapp',
      templateId: template.id,
      parameterizable: false,
    })) as { communication: { id: string } };

    const uploadStarted = performance.now();
    let uploadLine: string;
    if (values.upload === 'http') {
      const csv = ['nome;celular'];
      for (let n = 1; n <= RECIPIENTS; n++) csv.push(`Cotista ${n};${phoneOf(n)}`);
      const body = csv.join('\n');
      const { recipientUpload: uploaded } = (await call(
        'PUT',
        `/api/communications/${communication.id}/recipients?fileName=destinatarios.csv`,
        body,
        OPERATOR,
        { 'content-type': 'text/csv' },
      )) as { recipientUpload: { accepted: number; refused: number } };
      if (uploaded.accepted !== RECIPIENTS || uploaded.refused !== 0)
        throw new Error(`upload: ${uploaded.accepted} accepted, ${uploaded.refused} refused`);
      uploadLine = `HTTP upload (PUT …/recipients, ${mb(Buffer.byteLength(body))} CSV)`;
    } else {
      await withWorkspace(db, company, saoPaulo, async (trx) => {
        await sql`
          insert into communication_recipients (company_id, workspace_id, communication_id, line, name, phone)
          select ${company}, ${saoPaulo}, ${communication.id}, g + 1, 'Cotista ' || g,
            '+55119' || lpad(g::text, 8, '0')
          from generate_series(1, ${RECIPIENTS}) g`.execute(trx);
        await trx
          .updateTable('communications')
          .set({ recipient_count: RECIPIENTS })
          .where('id', '=', communication.id)
          .execute();
      });
      uploadLine = 'rows written straight into communication_recipients (SQL)';
    }
    const uploadMs = performance.now() - uploadStarted;

    // The runner's sends, as it issues them (hrtime): the pacing on the sender's side of the wire.
    const issued: number[] = [];
    const senders = whatsappSenders({
      apiUrl: sim.url,
      apiVersion: account.apiVersion,
      accessToken: account.accessToken,
      appSecret: account.appSecret,
    });
    const timedSenders: WhatsappSenders = (phoneNumberId) => {
      const sender = senders(phoneNumberId);
      return {
        sendTemplate(message) {
          issued.push(performance.timeOrigin + performance.now());
          return sender.sendTemplate(message);
        },
      };
    };

    console.log(
      `whatsapp-send: ${RECIPIENTS.toLocaleString('en')} recipients at ${RATE} messages/s ` +
        `(≈ ${seconds((RECIPIENTS / RATE) * 1000)}); recipients by ${uploadLine} in ${seconds(uploadMs)}; ` +
        `simulator at ${SIMULATOR_RATE}/s, statuses ${STATUS_DELAY_MS} ms apart; ${os.cpus().length} cores, ` +
        `node ${process.version}`,
    );

    // The one event loop the app, the simulator and the runner share: how late its timers ran, and its CPU time.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const cpuBefore = process.cpuUsage();
    const sendStarted = Date.now();
    await call('POST', `/api/communications/${communication.id}/send`, undefined);
    const queuedMs = Date.now() - sendStarted;
    const { job_id: jobId } = await db
      .selectFrom('communication_sends')
      .select('job_id')
      .where('communication_id', '=', communication.id)
      .executeTakeFirstOrThrow();
    const runner = startJobRunner({
      database,
      mailer,
      whatsapp: timedSenders,
      publicBaseUrl: 'https://votacao.example.com',
    });
    let jobStatus = 'running';
    let jobMs = NaN;
    try {
      let lastReport = Date.now();
      let lastCount = 0;
      for (;;) {
        const job = await db
          .selectFrom('jobs')
          .select(['status'])
          .where('id', '=', jobId)
          .executeTakeFirstOrThrow();
        if (job.status !== 'queued' && job.status !== 'running') {
          jobStatus = job.status;
          jobMs = Date.now() - sendStarted;
          break;
        }
        if (Date.now() - lastReport >= 30_000) {
          const count = sim.messages().length;
          console.log(
            `  … ${count.toLocaleString('en')} sent, ${((count - lastCount) / ((Date.now() - lastReport) / 1000)).toFixed(1)}/s ` +
              `over the last ${seconds(Date.now() - lastReport)}, rss ${mb(process.memoryUsage().rss)}`,
          );
          lastReport = Date.now();
          lastCount = count;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await runner.stop();
    }
    const idleStarted = Date.now();
    await sim.idle();
    const webhooksTailMs = Date.now() - idleStarted;
    loopDelay.disable();
    const cpu = process.cpuUsage(cpuBefore);
    const busyMs = Date.now() - sendStarted;
    sampleRss();

    // The sends, as the simulator received them (oldest first) and as the runner issued them.
    const messages = sim.messages();
    const received = messages.map((message) => Date.parse(message.receivedAt)).sort((a, b) => a - b);
    const first = received[0]!;
    const last = received.at(-1)!;
    const achieved = ((received.length - 1) * 1000) / (last - first);
    const deviation = ((achieved - RATE) / RATE) * 100;
    const receivedGaps = gapsOf(received);
    issued.sort((a, b) => a - b);
    const issuedGaps = gapsOf(issued);
    // Stalls: gaps of more than 10 ideal intervals (at least 50 ms) between sends as the runner issued them, by when.
    const stallMs = Math.max(50, 10_000 / RATE);
    const stalls: { at: number; gap: number; index: number }[] = [];
    for (let index = 1; index < issued.length; index++) {
      const gap = issued[index]! - issued[index - 1]!;
      if (gap > stallMs) stalls.push({ at: issued[index - 1]! - issued[0]!, gap, index });
    }
    const issuedRate = ((issued.length - 1) * 1000) / (issued.at(-1)! - issued[0]!);
    const distinctPeople = new Set(messages.map((message) => message.to)).size;
    const statusesPosted = messages.reduce((sum, message) => sum + message.statuses.length, 0);
    const webhooks = sim.webhooks();
    // Each message's receipt as the simulator last reported it ('sent' when it has reported nothing more).
    const expectedReceipts = new Map<string, number>();
    for (const message of messages) {
      const final = message.statuses.at(-1)?.status ?? 'none';
      expectedReceipts.set(final, (expectedReceipts.get(final) ?? 0) + 1);
    }

    // What the webhooks wrote: one delivery_events row per status, the receipt on the delivery.
    const { rows: recorded } = await sql<{ events: string; with_receipt: string; deliveries: string }>`
      select (select count(*) from delivery_events e
               where e.company_id = ${company}
                 and e.delivery_id in (select id from deliveries where job_id = ${jobId})) as events,
             count(*) filter (where d.receipt is not null) as with_receipt,
             count(*) as deliveries
      from deliveries d where d.job_id = ${jobId}`.execute(db);
    const events = Number(recorded[0]!.events);
    const withReceipt = Number(recorded[0]!.with_receipt);
    const { rows: byReceipt } = await sql<{ receipt: string | null; count: string }>`
      select receipt, count(*) as count from deliveries where job_id = ${jobId}
      group by receipt order by receipt`.execute(db);
    const { rows: byStatus } = await sql<{ status: string; count: string; retried: string }>`
      select status, count(*) as count, count(*) filter (where attempts > 1) as retried
      from deliveries where job_id = ${jobId} group by status order by status`.execute(db);
    const receiptsMatch =
      byReceipt.length === expectedReceipts.size &&
      byReceipt.every((row) => expectedReceipts.get(row.receipt ?? 'none') === Number(row.count));

    const rateOk = Math.abs(deviation) <= TOLERANCE_PERCENT;
    const everyMessageOnce = messages.length === RECIPIENTS && distinctPeople === RECIPIENTS;
    const everyStatusRecorded =
      events === statusesPosted &&
      webhooks.failed === 0 &&
      webhooks.delivered === statusesPosted &&
      withReceipt === RECIPIENTS &&
      receiptsMatch;

    const rows: [string, string][] = [
      ['job', `${jobStatus} ${seconds(jobMs)} after the send (queued in ${queuedMs} ms)`],
      ['first message received', `${seconds(first - sendStarted)} after the send`],
      ['messages received', `${messages.length} (${distinctPeople} distinct people)`],
      [
        'sends wall time',
        `${seconds(last - first)} (first to last receivedAt; ideal ${seconds(((RECIPIENTS - 1) * 1000) / RATE)})`,
      ],
      [
        'achieved rate',
        `${achieved.toFixed(2)}/s vs ${RATE}/s configured: ${deviation >= 0 ? '+' : ''}${deviation.toFixed(2)} %`,
      ],
      [
        'gap, simulator (ms)',
        `p50 ${percentile(receivedGaps, 50)}, p99 ${percentile(receivedGaps, 99)}, ` +
          `max ${receivedGaps.at(-1)} (ideal ${(1000 / RATE).toFixed(2)})`,
      ],
      [
        'gap, runner (ms, hrtime)',
        `p50 ${percentile(issuedGaps, 50).toFixed(2)}, p99 ${percentile(issuedGaps, 99).toFixed(2)}, ` +
          `max ${issuedGaps.at(-1)!.toFixed(1)}; rate ${issuedRate.toFixed(2)}/s`,
      ],
      [
        `stalls > ${stallMs.toFixed(0)} ms`,
        `${stalls.length}, ${seconds(stalls.reduce((sum, stall) => sum + stall.gap, 0))} in all ` +
          `(beyond their slots: ${seconds(stalls.reduce((sum, stall) => sum + stall.gap - 1000 / RATE, 0))})` +
          (stalls.length
            ? `; longest: ${[...stalls]
                .sort((a, b) => b.gap - a.gap)
                .slice(0, 5)
                .map((stall) => `${stall.gap.toFixed(0)} ms after send ${stall.index} (${seconds(stall.at)})`)
                .join(', ')}`
            : ''),
      ],
      ['most in any 1 s', `${mostInWindow(received, 1000)} received, ${mostInWindow(issued, 1000)} issued`],
      [
        'event loop delay (ms)',
        `p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)}, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)}, ` +
          `max ${(loopDelay.max / 1e6).toFixed(1)}; node CPU ${seconds((cpu.user + cpu.system) / 1000)} ` +
          `in ${seconds(busyMs)} (${(((cpu.user + cpu.system) / 1000 / busyMs) * 100).toFixed(0)} % of a core)`,
      ],
      ['peak RSS', `${mb(rss.peak)} (${rss.samples} samples, 1 s apart)`],
      [
        'statuses posted',
        `${statusesPosted} (webhook posts ${webhooks.delivered} answered, ${webhooks.failed} failed; ` +
          `last ${seconds(webhooksTailMs)} after the job)`,
      ],
      ['delivery_events rows', String(events)],
      ['deliveries with receipt', `${withReceipt} of ${recorded[0]!.deliveries}`],
      ['receipts (recorded)', byReceipt.map((row) => `${row.receipt ?? 'none'} ${row.count}`).join(', ')],
      [
        'receipts (simulator)',
        [...expectedReceipts]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([status, count]) => `${status} ${count}`)
          .join(', '),
      ],
      [
        'deliveries by status',
        byStatus
          .map((row) => `${row.status} ${row.count}${Number(row.retried) ? ` (${row.retried} retried)` : ''}`)
          .join(', '),
      ],
      [
        'load average',
        os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(' '),
      ],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
    console.log(
      `${rateOk ? 'PASS' : 'FAIL'} rate within ±${TOLERANCE_PERCENT} % (${deviation.toFixed(2)} %)  ` +
        `${everyStatusRecorded ? 'PASS' : 'FAIL'} every status recorded (${events}/${statusesPosted})  ` +
        `${everyMessageOnce ? 'PASS' : 'FAIL'} one message per person`,
    );
    if (!rateOk || !everyStatusRecorded || !everyMessageOnce) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    await simulator?.stop();
    await app.close();
  }
}

await onScratchPostgres('whatsapp-send', bench, { keep: values.keep });
