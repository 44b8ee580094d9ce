import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { withWorkspace } from '../../db/tenant.ts';
import type { PendingBallot, RecordedBallot } from './ballot-types.ts';
import { writeBallots } from './write-ballots.ts';

// Group commit for ballots. Every ballot of a voting appends to the voting's audit chain under the voting's row
// lock, held until the commit, so one ballot per transaction caps a voting at one commit (statements + WAL flush)
// per ballot. Instead, the ballots of one voting that arrive while its previous batch is being written wait and go
// together in the next transaction: one lock, one read, one write, one commit for all of them (write-ballots.ts).
// Nothing waits for a timer: a ballot arriving at a quiet voting is written at once, and a batch grows only as
// fast as ballots arrive. Each ballot is answered only after its batch commits, so a receipt is never given for a
// vote that could still be lost; a ballot refused under the lock is refused alone; if the batch's transaction
// fails, its ballots are written again one per transaction, so that one's failure is its own.
// In one process; several processes still serialize on the voting's lock, each with its own batches.

/** At most this many ballots, or votes, per transaction (a statement's parameters stay far below 65,535). */
const MAX_BALLOTS = 256;
const MAX_VOTES = 4000;

interface Waiting {
  pending: PendingBallot;
  resolve: (ballot: RecordedBallot) => void;
  reject: (error: unknown) => void;
}

export interface BallotBatcher {
  /** Writes a checked ballot (checkBallot) with the others of its voting that are waiting; answers it or throws. */
  record(pending: PendingBallot): Promise<RecordedBallot>;
  /** Transactions written and the ballots they carried, since the start (for bench:record-votes). */
  readonly written: { batches: number; ballots: number };
}

function takeBatch(queue: Waiting[]): Waiting[] {
  let votes = 0;
  let count = 0;
  while (count < queue.length && count < MAX_BALLOTS) {
    const size = queue[count]!.pending.answers.length;
    if (count > 0 && votes + size > MAX_VOTES) break;
    votes += size;
    count += 1;
  }
  return queue.splice(0, count);
}

export function createBallotBatcher(db: Kysely<DatabaseSchema>): BallotBatcher {
  /** Ballots waiting, by voting; a voting is here exactly while its writer runs. */
  const queues = new Map<string, Waiting[]>();
  const written = { batches: 0, ballots: 0 };

  async function write(batch: readonly Waiting[]): Promise<void> {
    const { companyId, workspaceId } = batch[0]!.pending;
    written.batches += 1;
    written.ballots += batch.length;
    try {
      const outcomes = await withWorkspace(db, companyId, workspaceId, (trx) =>
        writeBallots(
          trx,
          batch.map((waiting) => waiting.pending),
        ),
      );
      outcomes.forEach((outcome, index) => {
        if (outcome.ok) batch[index]!.resolve(outcome.ballot);
        else batch[index]!.reject(outcome.error);
      });
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const waiting of batch) await write([waiting]);
    }
  }

  async function drain(votingId: string, queue: Waiting[]): Promise<void> {
    try {
      while (queue.length) await write(takeBatch(queue));
    } finally {
      queues.delete(votingId);
      // write() answers every ballot it takes; anything left here (it threw) is refused, never left waiting.
      for (const waiting of queue.splice(0)) waiting.reject(new Error('ballot batch writer stopped'));
    }
  }

  return {
    written,
    record(pending) {
      return new Promise<RecordedBallot>((resolve, reject) => {
        const queue = queues.get(pending.votingId);
        if (queue) {
          queue.push({ pending, resolve, reject });
          return;
        }
        const started: Waiting[] = [{ pending, resolve, reject }];
        queues.set(pending.votingId, started);
        void drain(pending.votingId, started);
      });
    },
  };
}
