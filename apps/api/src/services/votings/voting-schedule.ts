import type { TenantTransaction } from '../../db/tenant.ts';
import { createJob } from '../../jobs/job-store.ts';

// Queuing the clock's moves of a voting as durable jobs; voting-timers.ts runs them.

export const VOTING_OPEN_JOB = 'voting-open';
export const VOTING_CLOSE_JOB = 'voting-close';

export interface TimerPayload {
  votingId: string;
}

export interface TimerTarget {
  companyId: string;
  workspaceId: string;
  votingId: string;
}

/**
 * Queues the opening at `opensAt`. One job per voting and opening time (dedupe key): moving the opening earlier
 * queues another job for the new time; moving it later needs none (the first job, waking early, waits again).
 */
export async function scheduleOpening(
  trx: TenantTransaction,
  target: TimerTarget,
  opensAt: Date,
): Promise<void> {
  await createJob(trx, {
    companyId: target.companyId,
    workspaceId: target.workspaceId,
    kind: VOTING_OPEN_JOB,
    payload: { votingId: target.votingId } satisfies TimerPayload,
    dedupeKey: `${target.votingId}@${opensAt.toISOString()}`,
    runAfter: opensAt,
  });
}

/** Queues the closing at `deadline`: one job per voting, which follows extensions by waiting again. */
export async function scheduleClosing(
  trx: TenantTransaction,
  target: TimerTarget,
  deadline: Date,
): Promise<void> {
  await createJob(trx, {
    companyId: target.companyId,
    workspaceId: target.workspaceId,
    kind: VOTING_CLOSE_JOB,
    payload: { votingId: target.votingId } satisfies TimerPayload,
    dedupeKey: target.votingId,
    runAfter: deadline,
  });
}
