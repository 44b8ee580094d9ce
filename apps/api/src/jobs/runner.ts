import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { AppDatabase } from '../db/open-database.ts';
import { withWorkspace, type TenantTransaction } from '../db/tenant.ts';
import type { Mailer } from '../mail/mailer.ts';
import { toJob, type Job } from './job-records.ts';
import { markInFlightUnconfirmed, recountDeliveryProgress } from './job-store.ts';
import { claimNextJob, extendLease, releaseJob, type ClaimedJob } from './lease.ts';
import { jobKind, type JobContext, type JobOutcome } from './registry.ts';

export interface JobLogger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface JobRunnerOptions {
  database: AppDatabase;
  mailer: Mailer;
  /** Default http://127.0.0.1:3000. */
  publicBaseUrl?: string;
  /** Written in jobs.locked_by; default host:pid:random. */
  workerId?: string;
  /** How long a claim lasts without renewal (default 60 s): a crashed runner's job is taken over after it. */
  leaseMs?: number;
  /** Renewal period while a job runs (default leaseMs / 3); 0: only the handler's holdLease renews it. */
  renewEveryMs?: number;
  /** Idle wait between looks for due jobs (default 1 s). */
  pollMs?: number;
  /** Failed runs (errors, crashes) after which a job is failed for good (default 5). */
  maxJobAttempts?: number;
  /** Wait before retry number `attempt` (1-based); default 2 s doubling up to 10 min. */
  backoffMs?: (attempt: number) => number;
  logger?: JobLogger;
}

export interface JobRunner {
  readonly workerId: string;
  /** Claims and runs one due job; false when none was due. */
  runOnce(): Promise<boolean>;
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

/** A runner that does nothing until asked (runOnce): tests, and the loop of startJobRunner. */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const {
    database,
    mailer,
    publicBaseUrl = 'http://127.0.0.1:3000',
    workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    leaseMs = 60_000,
    maxJobAttempts = 5,
    backoffMs = defaultBackoffMs,
    logger = silentLogger,
  } = options;
  const renewEveryMs = options.renewEveryMs ?? Math.floor(leaseMs / 3);
  let stopping = false;
  let current: Promise<boolean> | undefined;
  const inWorkspace = <T>(
    job: { companyId: string; workspaceId: string },
    work: (trx: TenantTransaction) => Promise<T>,
  ) => withWorkspace(database.db, job.companyId, job.workspaceId, work);

  /**
   * Takes the claimed job's row and clears what a dead runner left in flight; `exhausted` when its runners kept
   * stopping (the job is given up instead of run).
   */
  async function prepare(claim: ClaimedJob): Promise<{ job: Job; exhausted: string | null }> {
    return inWorkspace(claim, async (trx) => {
      const swept = await markInFlightUnconfirmed(
        trx,
        claim.id,
        'the runner sending this message stopped before it was confirmed; not sent again automatically',
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

  async function run(claim: ClaimedJob): Promise<void> {
    const { job, exhausted } = await prepare(claim);
    let holding = true;
    const context: JobContext = {
      job,
      workerId,
      mailer,
      publicBaseUrl,
      inJob: (work) => inWorkspace(job, work),
      oneConnection: database.kind === 'pglite',
      async holdLease(trx) {
        holding = holding && (await extendLease(trx, job, workerId, leaseMs));
        return holding;
      },
      shouldContinue: () => holding && !stopping,
      backoffMs,
    };
    const renewal =
      renewEveryMs > 0
        ? setInterval(() => {
            inWorkspace(job, (trx) => context.holdLease(trx)).catch((error: unknown) =>
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
    }
  }

  async function runOnce(): Promise<boolean> {
    if (stopping) return false;
    const claim = await claimNextJob(database.db, workerId, leaseMs);
    if (!claim) return false;
    logger.info({ jobId: claim.id, kind: claim.kind, resumed: claim.resumed }, 'job claimed');
    await run(claim);
    return true;
  }

  return {
    workerId,
    runOnce() {
      const next = (current ?? Promise.resolve(false)).catch(() => false).then(() => runOnce());
      current = next;
      return next;
    },
    wake() {},
    async stop() {
      stopping = true;
      await current?.catch(() => {});
    },
  };
}

/**
 * Runs due jobs in the background until stop(): claims one, runs it, looks again; sleeps pollMs when nothing is due.
 * Started by main.ts; tests use createJobRunner / runJobsUntilIdle instead.
 */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const runner = createJobRunner(options);
  const pollMs = options.pollMs ?? 1_000;
  const logger = options.logger ?? silentLogger;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    while (!stopped) {
      let ran = false;
      try {
        ran = await runner.runOnce();
      } catch (error) {
        logger.error({ err: error }, 'job runner: could not claim or run a job');
      }
      if (!ran && !stopped) await sleep();
    }
  })();

  return {
    workerId: runner.workerId,
    runOnce: () => runner.runOnce(),
    wake: () => wakeUp?.(),
    async stop() {
      stopped = true;
      wakeUp?.();
      await runner.stop();
      await loop;
    },
  };
}
