import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { TenantTransaction } from '../../db/tenant.ts';
import { registerJobKind, type JobContext, type JobOutcome } from '../../jobs/index.ts';
import { VoterImportFileError } from '../../voter-import/index.ts';
import { appendAudit } from '../votings/audit-log.ts';
import { loadSettledVoting } from '../votings/settle-voting.ts';
import { systemActor } from '../votings/voting-actor.ts';
import { VOTER_LIST_OPEN } from '../voters/voting-gate.ts';
import { voterLinkSecret } from '../voting-dispatch/link-secret.ts';
import { importFileStorage } from './import-file-storage.ts';
import { selectImport, storedSummary } from './import-view.ts';
import { scanVoterFile } from './scan-voter-file.ts';
import { registeredTaxIds } from './upload-import.ts';
import { voterWriter, type ImportTarget } from './write-voters.ts';

// The writing of a confirmed import, as a durable job ('voter-import', one per import). The stored file is read
// again (the rows are not kept anywhere else), checked against the voters the voting has now, and its valid rows
// are written as they are read, in ONE transaction: all of them or none. Progress (rows written so far) goes to the job's row from
// other transactions as the batches go in — visible at once on PostgreSQL; on PGlite, which runs one transaction
// at a time, it lands when the writing commits. A crash mid-way rolls the writing back; the job runs again.

export const VOTER_IMPORT_JOB = 'voter-import';

export interface VoterImportPayload {
  votingId: string;
  importId: string;
}

function isPayload(value: unknown): value is VoterImportPayload {
  const payload = value as Partial<VoterImportPayload> | null;
  return typeof payload?.votingId === 'string' && typeof payload.importId === 'string';
}

/** Thrown inside the writing transaction to roll it back when this runner no longer holds the job. */
class LeaseLost extends Error {}

/** Thrown inside the writing transaction to roll it back when the stored file no longer reads. */
class FileUnreadable extends Error {}

async function failImport(
  trx: TenantTransaction,
  payload: VoterImportPayload,
  reason: string,
): Promise<JobOutcome> {
  await trx
    .updateTable('voter_imports')
    .set({ status: 'failed' })
    .where('voting_id', '=', payload.votingId)
    .where('id', '=', payload.importId)
    .where('status', '=', 'importing')
    .execute();
  return { status: 'failed', error: reason };
}

/** Writes the job's progress from outside the writing transaction; never moves it backwards. */
function progressWriter(context: JobContext) {
  const pending: Promise<unknown>[] = [];
  return {
    report(done: number, total: number) {
      pending.push(
        context
          .inJob((trx) =>
            trx
              .updateTable('jobs')
              .set({
                progress_done: sql<number>`greatest(progress_done, ${done})`,
                progress_total: total,
                updated_at: sql<Date>`now()`,
              })
              .where('id', '=', context.job.id)
              .execute(),
          )
          .catch(() => undefined),
      );
    },
    settled: () => Promise.all(pending),
  };
}

async function runImport(context: JobContext): Promise<JobOutcome> {
  const { job } = context;
  if (!isPayload(job.payload)) return { status: 'failed', error: 'not a voter import payload' };
  const payload = job.payload;
  const target: ImportTarget = {
    companyId: job.companyId,
    workspaceId: job.workspaceId,
    votingId: payload.votingId,
    importId: payload.importId,
  };
  const found = await context.inJob((trx) => selectImport(trx, payload.votingId, payload.importId));
  if (!found || found.status !== 'importing') return { status: 'succeeded' };
  const bytes = await importFileStorage().get(found.file_key);
  if (!bytes) return context.inJob((trx) => failImport(trx, payload, 'the uploaded file is gone'));
  const secret = await voterLinkSecret();
  const total = job.progress.total || storedSummary(found).valid;

  const progress = progressWriter(context);
  try {
    return await context.inJob(async (trx) => {
      const voting = await loadSettledVoting(trx, systemActor(target), payload.votingId, new Date(), {
        lock: true,
      });
      if (!voting || !VOTER_LIST_OPEN.includes(voting.status)) {
        return failImport(trx, payload, `the voting is ${voting?.status ?? 'gone'}`);
      }
      const current = await selectImport(trx, payload.votingId, payload.importId, true);
      if (current?.status !== 'importing') return { status: 'succeeded' };

      // Read again and written as it is read: the database writes a batch while the next one is read.
      const writer = voterWriter(trx, target, {
        secret,
        newId: randomUUID,
        onWritten: (rows) => progress.report(rows, Math.max(total, rows)),
      });
      let scan;
      try {
        scan = await scanVoterFile(bytes, {
          registered: await registeredTaxIds(trx, payload.votingId),
          onValid: (row) => writer.add(row),
        });
      } catch (error) {
        if (error instanceof VoterImportFileError) throw new FileUnreadable(error.message);
        throw error;
      }
      const written = await writer.finish();
      if (!(await context.holdLease(trx))) throw new LeaseLost();

      await trx
        .updateTable('voter_imports')
        .set({
          status: 'imported',
          imported_count: written,
          summary: JSON.stringify(scan.summary),
          errors: JSON.stringify(scan.errors),
        })
        .where('voting_id', '=', payload.votingId)
        .where('id', '=', payload.importId)
        .execute();
      await appendAudit(
        trx,
        target,
        job.createdBy ? { kind: 'user', id: job.createdBy } : { kind: 'system', id: null },
        'voters.imported',
        {
          importId: payload.importId,
          fileName: current.file_name,
          sha256: storedSummary(current).sha256,
          rows: scan.summary.rows,
          imported: written,
          refused: scan.summary.invalid,
          alreadyRegistered: scan.summary.alreadyRegistered,
        },
      );
      return { status: 'succeeded' };
    });
  } catch (error) {
    if (error instanceof LeaseLost) return { status: 'stopped' };
    // Rows written before the reading failed were rolled back with the transaction.
    if (error instanceof FileUnreadable)
      return context.inJob((trx) => failImport(trx, payload, error.message));
    throw error;
  } finally {
    await progress.settled();
  }
}

registerJobKind(VOTER_IMPORT_JOB, runImport);
