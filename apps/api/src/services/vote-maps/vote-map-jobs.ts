import {
  isVoteMapKind,
  VOTE_MAP_KINDS,
  voteMapDueTimes,
  voteMapStep,
  type VoteMapKind,
} from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { createJob } from '../../jobs/job-store.ts';
import type { JobContext, JobKind, JobOutcome } from '../../jobs/registry.ts';
import { loadVotingForUpdate } from '../votings/audit-log.ts';
import { settleVoting } from '../votings/settle-voting.ts';
import { systemActor } from '../votings/voting-actor.ts';
import type { TimerTarget } from '../votings/voting-schedule.ts';
import { writeVoteMap } from './write-vote-map.ts';

// A batch fund's three vote maps as durable jobs, queued when the voting is published (lifecycle.ts publishVoting)
// at the times packages/domain's voteMapDueTimes gives. One job per voting and kind (dedupe key), claimed by one
// runner; like the timers (votings/voting-timers.ts), a job that wakes before its map is due — the deadline was
// extended — queues itself again for the new time, and one that finds its voting cancelled ends without a map.

export const VOTE_MAP_JOB = 'vote-map';

export interface VoteMapPayload {
  votingId: string;
  kind: VoteMapKind;
}

/** Queues the voting's three map jobs for its current deadline (again: nothing new, the dedupe key holds). */
export async function scheduleVoteMaps(
  trx: TenantTransaction,
  target: TimerTarget,
  deadline: Date,
): Promise<void> {
  const due = voteMapDueTimes(deadline);
  for (const kind of VOTE_MAP_KINDS) {
    await createJob(trx, {
      companyId: target.companyId,
      workspaceId: target.workspaceId,
      kind: VOTE_MAP_JOB,
      payload: { votingId: target.votingId, kind } satisfies VoteMapPayload,
      dedupeKey: `${target.votingId}:${kind}`,
      runAfter: due[kind],
    });
  }
}

async function runVoteMap(context: JobContext): Promise<JobOutcome> {
  const { votingId, kind } = context.job.payload as VoteMapPayload;
  if (!isVoteMapKind(kind)) return { status: 'failed', error: `Not a vote map kind: ${String(kind)}` };
  return context.inJob(async (trx) => {
    const locked = await loadVotingForUpdate(trx, votingId);
    if (!locked) return { status: 'succeeded' }; // deleted with its workspace: no map
    const now = new Date();
    const voting = await settleVoting(trx, systemActor(context.job), locked, now);
    const step = voteMapStep(kind, voting, now);
    if (step.action === 'wait') return { status: 'retry', runAfter: step.until };
    if (step.action === 'write' && !(await context.holdLease(trx))) return { status: 'stopped' };
    if (step.action === 'write') await writeVoteMap(trx, voting, kind, now);
    return { status: 'succeeded' };
  });
}

/** The 'vote-map' job (registered in job-kinds.ts). */
export const voteMapJobKind: JobKind = { run: runVoteMap };
