import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import type { AppDatabase } from '../db/open-database.ts';
import { withWorkspace, type TenantTransaction } from '../db/tenant.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { WhatsappSenders } from '../whatsapp/cloud-api-sender.ts';
import { toJob, type Job } from './job-records.ts';
import { JOBS_DUE_CHANNEL, recountDeliveryProgress, requeueInFlight } from './job-store.ts';
import {
  claimNextJob,
  otherBulkJobDue,
  claimSharedJob,
  extendLease,
  holdShare,
  releaseJob,
  type ClaimedJob,
  type SharedJob,
} from './lease.ts';
import { bulkJobKinds, jobKind, sharedJobKinds, type JobContext, type JobOutcome } from './registry.ts';

export interface JobLogger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface JobRunnerOptions {
  database: AppDatabase;
  mailer: Mailer;
  /** The WhatsApp Cloud API (config.ts WHATSAPP_*); without it WhatsApp deliveries fail as not configured. */
  whatsapp?: WhatsappSenders;
  /** Default http://127.0.0.1:3000. */
  publicBaseUrl?: string;
  /** Written in jobs.locked_by; default host:pid:random. */
  workerId?: string;
  /** How long a claim lasts without renewal (default 60 s): a crashed runner's job is taken over after it. */
  leaseMs?: number;
  /** Renewal period while a job runs (default leaseMs / 3); 0: only the handler's holdLease renews it. */
  renewEveryMs?: number;
  /**
   * Idle wait between looks for due jobs (default 250 ms). On PostgreSQL a job queued by any process also wakes
   * every runner at once (NOTIFY on JOBS_DUE_CHANNEL); polling remains for jobs that become due later, for
   * takeovers, and on PGlite.
   */
  pollMs?: number;
  /** Jobs run at once by startJobRunner (default 4: jobs mostly wait on SMTP and the database). */
  slots?: number;
  /** Slots that bulk jobs (JobKind.bulk) may not take, kept for short ones (default 1; less than slots). */
  reservedSlots?: number;
  /** How long a bulk job runs before giving its slot back for others to take turns (default 10 s). */
  sliceMs?: number;
  /** Failed runs (errors, crashes) after which a job is failed for good (default 5). */
  maxJobAttempts?: number;
  /** Wait before retry number `attempt` (1-based); default 2 s doubling up to 10 min. */
  backoffMs?: (attempt: number) => number;
  /**
   * Whether a free bulk slot takes a share of a round another runner holds (JobKind.share; default true). Off, a
   * round is sent by the one runner holding it, as before delivery claims (JOB_SHARE_ROUNDS=off).
   */
  shareRounds?: boolean;
  logger?: JobLogger;
}

export interface JobRunner {
  readonly workerId: string;
  /** Claims and runs one due job; false when none was due. */
  runOnce(): Promise<boolean>;
  /**
   * Claims one due job and starts it without waiting for it to finish: undefined when none was due, else the run
   * (which never rejects) and whether the job is bulk. `skipBulk`: only the short kinds. With no job due and a bulk
   * slot free, takes a share of a running round another runner holds (JobKind.share), counted as bulk.
   */
  start(skipBulk: boolean): Promise<{ bulk: boolean; done: Promise<void> } | undefined>;
  /** Looks for due jobs now instead of after the poll interval (e.g. right after creating one). */
  wake(): void;
  /** Stops looking; a running job is left at its next safe point and released for another runner. */
  stop(): Promise<void>;
}

const silentLogger: JobLogger = { info() {}, warn() {}, error() {} };

export function defaultBackoffMs(attempt: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, attempt - 1), 10 * 60_000);
}

function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/** A bulk job's deliveries from which its first run refreshes the table's statistics (freshStatistics). */
const FRESH_STATISTICS_AT = 1000;

/** A runner that does nothing until asked (runOnce): tests, and the loop of startJobRunner. */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const {
    database,
    mailer,
    whatsapp,
    publicBaseUrl = 'http://127.0.0.1:3000',
    workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    leaseMs = 60_000,
    maxJobAttempts = 5,
    backoffMs = defaultBackoffMs,
    logger = silentLogger,
    sliceMs = 10_000,
    shareRounds = true,
  } = options;
  const renewEveryMs = options.renewEveryMs ?? Math.floor(leaseMs / 3);
  let stopping = false;
  let current: Promise<boolean> | undefined;
  /** Every run in progress (start and runOnce), for stop() to wait on. */
  const active = new Set<Promise<void>>();
  const inWorkspace = <T>(
    job: { companyId: string; workspaceId: string },
    work: (trx: TenantTransaction) => Promise<T>,
  ) => withWorkspace(database.db, job.companyId, job.workspaceId, work);

  /**
   * A round's deliveries were just written, thousands at once, and until autovacuum comes by PostgreSQL's statistics
   * still say the company has a few: it then plans each claim and each record of the round's sends as a scan of all
   * the company's pending deliveries (quadratic over the round) instead of reading the batch by its keys. A fresh
   * ANALYZE before the round's first batch fixes the plans (a few tens of ms; without ownership of the table it is
   * skipped with a warning, and nothing else changes).
   */
  async function freshStatistics(): Promise<void> {
    try {
      await sql`analyze deliveries`.execute(database.db);
    } catch (error) {
      logger.warn({ err: error }, 'job: could not analyze deliveries');
    }
  }

  /**
   * Takes the claimed job's row and clears what a dead runner left in flight; `exhausted` when its runners kept
   * stopping (the job is given up instead of run).
   */
  async function prepare(claim: ClaimedJob): Promise<{ job: Job; exhausted: string | null }> {
    return inWorkspace(claim, async (trx) => {
      const swept = await requeueInFlight(
        trx,
        claim,
        'the runner sending this message stopped before recording it; sent again under the same Message-ID',
        claim.previousWorker,
      );
      if (swept) await recountDeliveryProgress(trx, claim.companyId, claim.id);
      const row = await trx
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', claim.id)
        .executeTakeFirstOrThrow();
      const exhausted =
        claim.resumed && claim.attempts >= maxJobAttempts
          ? `gave up after ${claim.attempts} failed runs (the last one stopped without finishing)`
          : null;
      return { job: toJob(row), exhausted };
    });
  }

  /**
   * Fails the job for good: first its kind's undo (if any) takes out what its runs wrote; if that throws, the job
   * goes back to the queue (a later run goes on undoing) instead of failing with its work half done.
   */
  async function giveUp(
    context: JobContext,
    lastError: string,
    attempts: number | undefined,
    message: string,
  ): Promise<void> {
    const { job } = context;
    const undo = jobKind(job.kind)?.undo;
    if (undo) {
      try {
        await undo(context, lastError);
      } catch (error) {
        logger.error({ jobId: job.id, kind: job.kind, err: error }, 'job: could not undo its work; retried');
        await inWorkspace(job, (trx) =>
          releaseJob(trx, job, workerId, {
            status: 'queued',
            lastError,
            ...(attempts === undefined ? {} : { attempts }),
            runAfter: new Date(Date.now() + backoffMs(Math.max(1, attempts ?? job.attempts))),
          }),
        );
        return;
      }
    }
    logger.error({ jobId: job.id, kind: job.kind, attempts: attempts ?? job.attempts }, message);
    await inWorkspace(job, (trx) =>
      releaseJob(trx, job, workerId, {
        status: 'failed',
        lastError,
        ...(attempts === undefined ? {} : { attempts }),
      }),
    );
  }

  async function applyOutcome(job: Job, outcome: JobOutcome): Promise<void> {
    await inWorkspace(job, async (trx) => {
      if (outcome.status === 'succeeded') {
        // Locked: a resend that lands now either is seen here or finds the job finished and queues it again.
        await trx.selectFrom('jobs').select('id').where('id', '=', job.id).forUpdate().execute();
        const more = await jobKind(job.kind)?.remainingWork?.(trx, job);
        await releaseJob(
          trx,
          job,
          workerId,
          more ? { status: 'queued', runAfter: more } : { status: 'succeeded' },
        );
      } else if (outcome.status === 'retry') {
        await releaseJob(trx, job, workerId, { status: 'queued', runAfter: outcome.runAfter });
      } else if (outcome.status === 'failed') {
        await releaseJob(trx, job, workerId, { status: 'failed', lastError: outcome.error });
      } else {
        await releaseJob(trx, job, workerId, { status: 'queued', runAfter: 'now' });
      }
    });
  }

  async function recordFailure(context: JobContext, error: unknown): Promise<void> {
    const { job } = context;
    const attempts = job.attempts + 1;
    const lastError = errorMessage(error);
    if (attempts >= maxJobAttempts) {
      logger.error({ jobId: job.id, kind: job.kind, attempts, err: error }, 'job run failed');
      await giveUp(context, lastError, attempts, 'job failed');
      return;
    }
    logger.error({ jobId: job.id, kind: job.kind, attempts, err: error }, 'job run failed');
    await inWorkspace(job, (trx) =>
      releaseJob(trx, job, workerId, {
        status: 'queued',
        attempts,
        lastError,
        runAfter: new Date(Date.now() + backoffMs(attempts)),
      }),
    );
  }

  /**
   * Extends the claims of this runner's deliveries in flight in the job (deliveries.claimed_until). It skips the rows
   * another statement holds: this runner's own record of sends, on another connection, which takes those rows out
   * of 'sending' anyway. Waiting for them deadlocked (stop 33's CI, three API processes): the record locks its rows
   * in its list's order, the renewal in the table's, and each waited for a row the other had.
   */
  async function renewClaims(trx: TenantTransaction, job: { companyId: string; id: string }): Promise<void> {
    await sql`
      update deliveries set claimed_until = now() + make_interval(secs => ${leaseMs / 1000})
      where company_id = ${job.companyId} and id in (
        select id from deliveries
        where company_id = ${job.companyId} and job_id = ${job.id} and status = 'sending'
          and claimed_by = ${workerId}
        for update skip locked)`.execute(trx);
  }

  /**
   * A share of a job another runner holds (JobKind.share): its kind's share runs with a context whose holdLease only
   * checks that the job is still running; this runner's claims are renewed meanwhile. Nothing is written to the job
   * (its holder finishes it); a failure is logged, and the deliveries it claimed are taken over once their claims
   * run out.
   */
  async function share(shared: SharedJob): Promise<void> {
    const row = await inWorkspace(shared, (trx) =>
      trx.selectFrom('jobs').selectAll().where('id', '=', shared.id).executeTakeFirst(),
    );
    const kind = jobKind(shared.kind);
    if (!row || row.status !== 'running' || !kind?.share) return;
    const job = toJob(row);
    let holding = true;
    const turnEnds = Date.now() + sliceMs;
    const context: JobContext = {
      job,
      workerId,
      mailer,
      ...(whatsapp ? { whatsapp } : {}),
      publicBaseUrl,
      inJob: (work) => inWorkspace(job, work),
      oneConnection: database.kind === 'pglite',
      async holdLease(trx) {
        holding = holding && (await holdShare(trx, job));
        return holding;
      },
      shouldContinue: () => holding && !stopping && Date.now() < turnEnds,
      backoffMs,
      leaseMs,
      sharing: true,
    };
    const renewal =
      renewEveryMs > 0
        ? setInterval(() => {
            inWorkspace(job, (trx) => renewClaims(trx, job)).catch((error: unknown) =>
              logger.warn({ jobId: job.id, err: error }, 'could not renew the claims of a shared job'),
            );
          }, renewEveryMs)
        : undefined;
    try {
      await kind.share(context);
    } catch (error) {
      logger.warn({ jobId: job.id, kind: job.kind, err: error }, 'job: a share of it failed');
    } finally {
      clearInterval(renewal);
    }
  }

  async function run(claim: ClaimedJob): Promise<void> {
    const { job, exhausted } = await prepare(claim);
    if (jobKind(job.kind)?.bulk && job.progress.done === 0 && job.progress.total >= FRESH_STATISTICS_AT) {
      await freshStatistics();
    }
    let holding = true;
    // A bulk job's turn ends after its slice: it is queued again and the fairest due job is claimed next — when
    // another bulk job is waiting. Alone, its turn goes on (each end of a turn pauses the work: a WhatsApp send lost
    // 2.6–4 % of its pace to them, bench:whatsapp-send).
    const bulk = jobKind(job.kind)?.bulk ?? false;
    let turnEnds = bulk ? Date.now() + sliceMs : Infinity;
    const turnCheck = bulk
      ? setInterval(() => {
          if (Date.now() < turnEnds - sliceMs / 4 || stopping) return;
          otherBulkJobDue(database.db, job.id, bulkJobKinds()).then(
            (waiting) => {
              if (!waiting) turnEnds = Date.now() + sliceMs;
            },
            (error: unknown) =>
              logger.warn({ jobId: job.id, err: error }, 'job: could not look for waiting jobs'),
          );
        }, sliceMs / 4)
      : undefined;
    const context: JobContext = {
      job,
      workerId,
      mailer,
      ...(whatsapp ? { whatsapp } : {}),
      publicBaseUrl,
      inJob: (work) => inWorkspace(job, work),
      oneConnection: database.kind === 'pglite',
      async holdLease(trx) {
        holding = holding && (await extendLease(trx, job, workerId, leaseMs));
        return holding;
      },
      shouldContinue: () => holding && !stopping && Date.now() < turnEnds,
      backoffMs,
      leaseMs,
      sharing: false,
    };
    const renewal =
      renewEveryMs > 0
        ? setInterval(() => {
            inWorkspace(job, async (trx) => {
              if (await context.holdLease(trx)) await renewClaims(trx, job);
            }).catch((error: unknown) =>
              logger.warn({ jobId: job.id, err: error }, 'could not renew the lease of a job'),
            );
          }, renewEveryMs)
        : undefined;
    try {
      if (exhausted) {
        await giveUp(context, exhausted, undefined, 'job failed: its runners kept stopping');
        return;
      }
      const kind = jobKind(job.kind);
      if (!kind) throw new Error(`No handler is registered for job kind ${job.kind}`);
      const outcome = await kind.run(context);
      if (outcome.status === 'stopped' && !holding) {
        logger.warn({ jobId: job.id }, 'job left: its lease was taken over or it was cancelled');
        return;
      }
      await applyOutcome(job, outcome);
    } catch (error) {
      await recordFailure(context, error);
    } finally {
      clearInterval(renewal);
      clearInterval(turnCheck);
    }
  }

  async function claim(skipBulk: boolean): Promise<ClaimedJob | undefined> {
    if (stopping) return undefined;
    const claimed = await claimNextJob(database.db, workerId, leaseMs, {
      bulkKinds: bulkJobKinds(),
      skipBulk,
      sharedKinds: sharedJobKinds(),
      announce: JOBS_DUE_CHANNEL,
    });
    if (claimed)
      logger.info({ jobId: claimed.id, kind: claimed.kind, resumed: claimed.resumed }, 'job claimed');
    return claimed;
  }

  /** The jobs this runner works on now (held or shared): it never takes a share of one of them. */
  const working = new Set<string>();

  /**
   * Runs the claimed job (or the share of one), tracked for stop(); never rejects (a run's own failures are recorded
   * on the job).
   */
  function track(claimed: ClaimedJob | SharedJob, work: Promise<void>): Promise<void> {
    working.add(claimed.id);
    const done = work
      .catch((error: unknown) =>
        logger.error({ jobId: claimed.id, kind: claimed.kind, err: error }, 'job: could not record its run'),
      )
      .finally(() => working.delete(claimed.id));
    active.add(done);
    void done.finally(() => active.delete(done));
    return done;
  }

  /** A share of a running job of a shared kind that has deliveries due (none when skipBulk or stopping). */
  async function claimShare(): Promise<SharedJob | undefined> {
    if (stopping) return undefined;
    const shared = await claimSharedJob(database.db, workerId, {
      sharedKinds: sharedJobKinds(),
      exclude: [...working],
    });
    if (shared) logger.info({ jobId: shared.id, kind: shared.kind }, 'job shared');
    return shared;
  }

  async function runOnce(): Promise<boolean> {
    const claimed = await claim(false);
    if (!claimed) return false;
    await run(claimed);
    return true;
  }

  return {
    workerId,
    runOnce() {
      const next = (current ?? Promise.resolve(false)).catch(() => false).then(() => runOnce());
      current = next;
      return next;
    },
    async start(skipBulk) {
      const claimed = await claim(skipBulk);
      if (claimed) return { bulk: jobKind(claimed.kind)?.bulk === true, done: track(claimed, run(claimed)) };
      // No job to take: a bulk slot helps with a round another runner holds.
      const shared = skipBulk || !shareRounds ? undefined : await claimShare();
      if (shared) return { bulk: true, done: track(shared, share(shared)) };
      return undefined;
    },
    wake() {},
    async stop() {
      stopping = true;
      await current?.catch(() => {});
      await Promise.all(active);
    },
  };
}

/**
 * Runs due jobs in the background until stop(): up to `slots` at once, of which bulk jobs take at most
 * slots - reservedSlots. Claims while a slot is free and a job is due; sleeps pollMs when nothing is (a finished
 * run or wake() looks again at once). Started by main.ts; tests use createJobRunner / runJobsUntilIdle instead.
 */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const runner = createJobRunner(options);
  const pollMs = options.pollMs ?? 250;
  const slots = Math.max(1, options.slots ?? 4);
  const reservedSlots = Math.min(slots - 1, Math.max(0, options.reservedSlots ?? 1));
  const logger = options.logger ?? silentLogger;
  let stopped = false;
  let running = 0;
  let runningBulk = 0;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });
  const wake = () => {
    if (wakeUp) wakeUp();
    else woken = true;
  };
  // Best effort: without it (PGlite, or LISTEN failing) the runner polls as before.
  // A job queued while the LISTEN was being set up is found by the look that follows it (the wake once subscribed).
  const unlisten = options.database
    .listen?.(JOBS_DUE_CHANNEL, wake)
    .then((unsubscribe) => {
      wake();
      return unsubscribe;
    })
    .catch((error: unknown) => {
      logger.warn({ err: error }, 'job runner: no wake-up on queued jobs (LISTEN failed); polling');
      return undefined;
    });

  const loop = (async () => {
    while (!stopped) {
      try {
        while (!stopped && running < slots) {
          const started = await runner.start(runningBulk >= slots - reservedSlots);
          if (!started) break;
          running += 1;
          if (started.bulk) runningBulk += 1;
          const { bulk } = started;
          void started.done.finally(() => {
            running -= 1;
            if (bulk) runningBulk -= 1;
            wake(); // a slot is free: look for due jobs now
          });
        }
      } catch (error) {
        logger.error({ err: error }, 'job runner: could not claim a job');
      }
      if (!stopped) await sleep();
    }
  })();

  return {
    workerId: runner.workerId,
    runOnce: () => runner.runOnce(),
    start: (skipBulk) => runner.start(skipBulk),
    wake,
    async stop() {
      stopped = true;
      wake();
      await loop;
      await runner.stop();
      await (
        await unlisten
      )?.();
    },
  };
}

/** A positive integer setting from the environment, or undefined when unset. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got ${text}`);
  return value;
}

/** An on/off setting from the environment, or undefined when unset. */
function onOff(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const text = env[name]?.trim().toLowerCase();
  if (!text) return undefined;
  if (['on', 'true', '1'].includes(text)) return true;
  if (['off', 'false', '0'].includes(text)) return false;
  throw new Error(`${name} must be on or off, got ${text}`);
}

/**
 * The runner's settings from the environment (main.ts): JOB_SLOTS (jobs at once), JOB_POLL_MS, JOB_LEASE_MS (how
 * soon another process takes over the jobs and delivery claims of one that died), JOB_SLICE_MS (a bulk job's turn)
 * and JOB_SHARE_ROUNDS (off: a round is sent by the process holding it only).
 */
export function readJobRunnerSettings(
  env: NodeJS.ProcessEnv = process.env,
): Pick<JobRunnerOptions, 'slots' | 'pollMs' | 'leaseMs' | 'sliceMs' | 'shareRounds'> {
  const settings = {
    slots: positiveInteger(env, 'JOB_SLOTS'),
    pollMs: positiveInteger(env, 'JOB_POLL_MS'),
    leaseMs: positiveInteger(env, 'JOB_LEASE_MS'),
    sliceMs: positiveInteger(env, 'JOB_SLICE_MS'),
    shareRounds: onOff(env, 'JOB_SHARE_ROUNDS'),
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}
