import type { JobContext, JobKind, JobOutcome } from '../../jobs/registry.ts';
import { loadVotingForUpdate } from './audit-log.ts';
import { settleVoting } from './settle-voting.ts';
import { systemActor } from './voting-actor.ts';
import type { TimerPayload } from './voting-schedule.ts';

// The clock's moves as durable jobs (jobs/): 'voting-open' at a scheduled voting's opening and 'voting-close' at an
// open voting's deadline. A job settles the voting (settle-voting.ts: whatever is due by now, audited as the
// system); one that wakes before its voting is due — the opening was moved later, the deadline extended — queues
// itself again for the voting's current time. Reads settle a voting too, so a late runner never shows a wrong
// status; the jobs make the moves (and the invitations) happen when nobody is looking.

/** Settles the job's voting now; the outcome says whether the job is done or must wait for the voting's time. */
async function runTimer(context: JobContext, waitFor: 'opening' | 'deadline'): Promise<JobOutcome> {
  const { votingId } = context.job.payload as TimerPayload;
  return context.inJob(async (trx) => {
    const locked = await loadVotingForUpdate(trx, votingId);
    if (!locked) return { status: 'succeeded' }; // a deleted draft: nothing left to do
    const now = new Date();
    const voting = await settleVoting(trx, systemActor(context.job), locked, now);
    const pending =
      waitFor === 'opening'
        ? voting.status === 'scheduled'
        : voting.status === 'scheduled' || voting.status === 'open';
    if (!pending) return { status: 'succeeded' };
    // Not due yet: the opening moved later or the deadline was extended (or this runner's clock is early).
    const at = waitFor === 'opening' ? voting.opens_at : voting.deadline;
    if (waitFor === 'opening' && at === null) return { status: 'succeeded' };
    return { status: 'retry', runAfter: new Date(at ?? voting.deadline) };
  });
}

/** The 'voting-open' and 'voting-close' jobs (registered in job-kinds.ts, where the app is assembled). */
export const votingOpenJobKind: JobKind = { run: (context) => runTimer(context, 'opening') };
export const votingCloseJobKind: JobKind = { run: (context) => runTimer(context, 'deadline') };
