import type { TenantTransaction } from '../db/tenant.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { WhatsappSenders } from '../whatsapp/cloud-api-sender.ts';
import type { Job } from './job-records.ts';

/** What a handler has while it runs a job. */
export interface JobContext {
  job: Job;
  /** The runner's id, as written in jobs.locked_by. */
  workerId: string;
  mailer: Mailer;
  /** The WhatsApp Cloud API, per company number; undefined when the server has none (a WhatsApp send then fails). */
  whatsapp?: WhatsappSenders;
  /** Where people outside the app reach it (links in messages), without a trailing slash. */
  publicBaseUrl: string;
  /** A transaction as app_user in the job's company and workspace: row-level security as for a request. */
  inJob<T>(work: (trx: TenantTransaction) => Promise<T>): Promise<T>;
  /**
   * True when every request shares one connection with the job (PGlite, in this process): each transaction of the
   * job makes every other request wait, so long work goes in short transactions.
   */
  oneConnection: boolean;
  /**
   * Extends the lease inside `trx` (a transaction of inJob); false when the job is no longer this runner's (its
   * lease was taken over after expiring, or the job was cancelled). Call it in the transaction that commits to an
   * irreversible step, so the step is never taken by a runner that has lost the job.
   */
  holdLease(trx: TenantTransaction): Promise<boolean>;
  /** False once the lease is lost, the job cancelled or the runner stopping: stop at the next safe point. */
  shouldContinue(): boolean;
  /** How long to wait before attempt number `attempt` + 1 of something that failed transiently. */
  backoffMs(attempt: number): number;
  /** The runner's lease (ms): how long a claim of its (the job's, a delivery's) lasts without renewal. */
  leaseMs: number;
  /**
   * True in a share of a job another runner holds (JobKind.share): holdLease then only checks that the job is still
   * running, and the run's outcome is not applied (the holder finishes the job).
   */
  sharing: boolean;
}

export type JobOutcome =
  | { status: 'succeeded' }
  /** Not finished: run again at runAfter (e.g. deliveries waiting for their retry). */
  | { status: 'retry'; runAfter: Date }
  /** Finished without success; no further run. */
  | { status: 'failed'; error: string }
  /** Gave way (shouldContinue() turned false): the runner releases the job if it still holds it. */
  | { status: 'stopped' };

export interface JobKind {
  /** Does the work; throwing counts as a failed run (retried with backoff up to the runner's limit). */
  run(context: JobContext): Promise<JobOutcome>;
  /**
   * Asked, with the job row locked, just before a job is marked succeeded: work that appeared meanwhile (e.g.
   * deliveries an operator asked to resend) keeps it queued until the returned time instead. Null: nothing left.
   */
  remainingWork?(trx: TenantTransaction, job: Job): Promise<Date | null>;
  /**
   * Called when the runner gives up on the job (its runs kept failing, or kept stopping without finishing), before
   * it is marked failed: takes out what the runs wrote, in transactions of its own (inJob), so that a failed job
   * leaves no half-done work. Throwing leaves the job queued for a later run instead (whose `run` must go on
   * undoing: record the decision before the first step).
   */
  undo?(context: JobContext, reason: string): Promise<void>;
  /**
   * Long work over many items (an invitation round, a voter import). A runner lets bulk jobs hold only some of its
   * slots (the rest stay free for short jobs: a receipt never waits behind a round), claims short jobs first, and
   * hands a bulk job's slot back after its time slice (shouldContinue turns false; the job is queued again at once)
   * so that other companies' bulk jobs take turns. Its run must stop cleanly at shouldContinue() === false.
   */
  bulk?: boolean;
  /**
   * A bulk kind whose work several runners may do at once (an e-mail round: each claims its own batches of the
   * deliveries). A runner with a free bulk slot and no queued job to take joins a job of this kind that another one
   * holds and that has work left (claimSharedJob), and runs `share` in it: the same work as `run`, without finishing
   * the job (its holder does, once the sharers' work in flight is recorded). Returns when nothing is left to take or
   * shouldContinue() turns false.
   */
  share?(context: JobContext): Promise<void>;
}

const kinds = new Map<string, JobKind>();

/** Makes `kind` runnable. Registering another handler for a kind that has one is a mistake and throws. */
export function registerJobKind(kind: string, handler: JobKind | JobKind['run']): void {
  const jobKind = typeof handler === 'function' ? { run: handler } : handler;
  const existing = kinds.get(kind);
  if (existing && existing.run !== jobKind.run) throw new Error(`Job kind ${kind} is already registered`);
  if (!/^[a-z][a-z0-9._-]{0,79}$/.test(kind)) throw new Error(`Not a job kind name: ${JSON.stringify(kind)}`);
  kinds.set(kind, jobKind);
}

export function jobKind(kind: string): JobKind | undefined {
  return kinds.get(kind);
}

/** The registered kinds that are bulk (claimed after the others, in the bulk slots only). */
export function bulkJobKinds(): string[] {
  return [...kinds].filter(([, handler]) => handler.bulk).map(([kind]) => kind);
}

/** The registered bulk kinds that several runners may work on at once (JobKind.share). */
export function sharedJobKinds(): string[] {
  return [...kinds].filter(([, handler]) => handler.bulk && handler.share).map(([kind]) => kind);
}

/** Tests: forget a kind registered for one case. */
export function unregisterJobKind(kind: string): void {
  kinds.delete(kind);
}
