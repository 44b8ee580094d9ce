import { sql } from 'kysely';
import { isActionAllowed } from '@backoffice/domain';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TenantTransaction } from '../../db/tenant.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import type { JobContext, JobKind, JobOutcome } from '../../jobs/index.ts';
import { VoterImportFileError, type ValidVoterRow } from '../../voter-import/index.ts';
import { appendAudit } from '../votings/audit-log.ts';
import { loadSettledVoting } from '../votings/settle-voting.ts';
import { systemActor } from '../votings/voting-actor.ts';
import { queueDispatch } from '../voting-dispatch/queue-dispatch.ts';
import { voterLinkSecret } from '../voting-dispatch/link-secret.ts';
import { importFileStorage } from './import-file-storage.ts';
import { selectImport, storedSummary, type ImportRow } from './import-view.ts';
import { scanVoterFile } from './scan-voter-file.ts';
import {
  CHUNK_ROWS,
  CHUNK_TARGET_MS,
  insertVoterChunk,
  SLICE_ROWS,
  voterWriter,
  type ImportTarget,
} from './write-voters.ts';

// The writing of a confirmed import, as a durable job ('voter-import', one per import). The stored file is read
// again (the rows are not kept anywhere else), checked against the voters the voting has now, and its valid rows
// are written as they are read, in chunks (write-voters.ts: ~40 ms of writing each), each in a transaction of its own — never
// one long transaction: PGlite has ONE connection, and a 200,000-row import in one transaction stopped every other
// company's requests for seconds. What the import promises still holds:
// - all or nothing, as final states: the import shows 'importing' (with its progress) until the last chunk and the
//   'imported' mark (summary, count, audit entry) commit together; voters written so far are in the voting's list
//   meanwhile, but no invitation or reminder goes to them (queue-dispatch.ts) until then. An import that cannot
//   finish (the voting closed or was cancelled, the file no longer reads, or its runs kept failing: the runner's
//   undo) takes its voters out again, chunk by chunk, before it shows as 'failed';
// - resumable: each chunk's transaction also records the file line it reached (voter_imports.written_through_line),
//   its count (imported_count) and the job's progress; a run after a crash reads the file again and writes from
//   the next line on;
// - idempotent: every chunk holds the voting's lock and checks the import is still 'importing' and that this
//   runner still holds the job (a runner that lost it writes nothing more), and a CPF/CNPJ already a voter of the
//   voting is skipped by the unique key.
// If the voting opened while the import ran (its opening invited everyone else), the import's voters get their
// invitation round when it finishes.

export const VOTER_IMPORT_JOB = 'voter-import';

export interface VoterImportPayload {
  votingId: string;
  importId: string;
}

function isPayload(value: unknown): value is VoterImportPayload {
  const payload = value as Partial<VoterImportPayload> | null;
  return typeof payload?.votingId === 'string' && typeof payload.importId === 'string';
}

/** Thrown to stop between chunks when this runner no longer holds the job, or is stopping (resumed later). */
class LeaseLost extends Error {}

/** Thrown inside a chunk's transaction when the import cannot go on; the import is rolled back for `reason`. */
class ImportCannotFinish extends Error {}

/** Thrown inside a chunk's transaction when the import is no longer this job's to write (not importing). */
class NoLongerImporting extends Error {}

const targetOf = (context: JobContext, payload: VoterImportPayload): ImportTarget => ({
  companyId: context.job.companyId,
  workspaceId: context.job.workspaceId,
  votingId: payload.votingId,
  importId: payload.importId,
});

/**
 * The start of every transaction that writes for the import: the voting settled and locked (status open to voter
 * changes), the import locked and still importing, and the job still this runner's.
 */
async function lockForWriting(
  trx: TenantTransaction,
  context: JobContext,
  target: ImportTarget,
  options: { rollingBack: boolean },
) {
  const voting = await loadSettledVoting(trx, systemActor(target), target.votingId, new Date(), {
    lock: true,
  });
  // Locked; only the columns every chunk needs (the errors and preview can be large).
  const current = await trx
    .selectFrom('voter_imports')
    .select(['status', 'rollback_reason', 'imported_count', 'written_through_line'])
    .where('voting_id', '=', target.votingId)
    .where('id', '=', target.importId)
    .forUpdate()
    .executeTakeFirst();
  if (current?.status !== 'importing') throw new NoLongerImporting();
  if (!(await context.holdLease(trx))) throw new LeaseLost();
  if (!options.rollingBack) {
    if (current.rollback_reason) throw new ImportCannotFinish(current.rollback_reason);
    if (!voting || !isActionAllowed(voting.status, 'changeVoters')) {
      throw new ImportCannotFinish(`the voting is ${voting?.status ?? 'gone'}`);
    }
  }
  return { voting, current };
}

/** CPF/CNPJs of the voting's voters other than this import's own (written by a run before a crash). */
async function registeredOutsideImport(trx: TenantTransaction, target: ImportTarget): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('voters')
    .select('tax_id')
    .where('voting_id', '=', target.votingId)
    .where((eb) => eb.or([eb('import_id', 'is', null), eb('import_id', '!=', target.importId)]))
    .execute();
  return new Set(rows.map((row) => row.tax_id));
}

async function writeProgress(trx: TenantTransaction, context: JobContext, done: number, total: number) {
  await trx
    .updateTable('jobs')
    .set({
      progress_done: sql<number>`greatest(progress_done, ${done})`,
      progress_total: total,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', context.job.id)
    .execute();
}

/**
 * Takes the import's voters out again, CHUNK_ROWS.first at a time (each in its own transaction, in CPF/CNPJ order
 * from where the last chunk stopped), then marks it failed. The reason is recorded first, so a run after a crash
 * goes on undoing instead of writing. A voter who already has votes stays (none can: no invitation goes to an
 * importing voter).
 */
async function rollBack(context: JobContext, target: ImportTarget, reason: string): Promise<JobOutcome> {
  try {
    return await undoWrites(context, target, reason);
  } catch (error) {
    return settledOutcome(error);
  }
}

async function undoWrites(context: JobContext, target: ImportTarget, reason: string): Promise<JobOutcome> {
  await context.inJob(async (trx) => {
    const { current } = await lockForWriting(trx, context, target, { rollingBack: true });
    if (current.rollback_reason) return;
    await trx
      .updateTable('voter_imports')
      .set({ rollback_reason: reason.slice(0, 2000) })
      .where('voting_id', '=', target.votingId)
      .where('id', '=', target.importId)
      .execute();
  });
  let after = '';
  for (;;) {
    await nextTurn();
    const removed = await context.inJob(async (trx) => {
      await lockForWriting(trx, context, target, { rollingBack: true });
      const { rows } = await sql<{ tax_id: string }>`
        delete from voters d
        using (
          select v.company_id, v.id, v.tax_id from voters v
          where v.company_id = ${target.companyId} and v.voting_id = ${target.votingId} and v.tax_id > ${after}
            and v.import_id = ${target.importId}
            and not exists (select 1 from votes t
              where t.company_id = v.company_id and t.voting_id = v.voting_id and t.voter_id = v.id)
          order by v.tax_id
          limit ${CHUNK_ROWS.first}
        ) chosen
        where d.company_id = chosen.company_id and d.id = chosen.id
        returning d.tax_id`.execute(trx);
      return rows.map((row) => row.tax_id);
    });
    if (removed.length === 0) break;
    after = removed.reduce((max, taxId) => (taxId > max ? taxId : max), after);
  }
  await context.inJob(async (trx) => {
    await lockForWriting(trx, context, target, { rollingBack: true });
    await trx
      .updateTable('voter_imports')
      .set({ status: 'failed', imported_count: 0 })
      .where('voting_id', '=', target.votingId)
      .where('id', '=', target.importId)
      .execute();
  });
  return { status: 'failed', error: reason };
}

/** Marks the import failed at once: nothing of it was written (it never started writing). */
async function failUnwritten(context: JobContext, target: ImportTarget, reason: string): Promise<JobOutcome> {
  await context.inJob((trx) =>
    trx
      .updateTable('voter_imports')
      .set({ status: 'failed' })
      .where('voting_id', '=', target.votingId)
      .where('id', '=', target.importId)
      .where('status', '=', 'importing')
      .where('written_through_line', '=', 0)
      .execute(),
  );
  return { status: 'failed', error: reason };
}

/** The last transaction: the import imported, audited, and invited if the voting opened while it ran. */
async function finishImport(
  context: JobContext,
  target: ImportTarget,
  scan: Awaited<ReturnType<typeof scanVoterFile>>,
  written: { lastLine: number },
): Promise<void> {
  const { job } = context;
  await context.inJob(async (trx) => {
    const { voting } = await lockForWriting(trx, context, target, { rollingBack: false });
    const current = (await selectImport(trx, target.votingId, target.importId))!;
    await trx
      .updateTable('voter_imports')
      .set({
        status: 'imported',
        summary: JSON.stringify(scan.summary),
        errors: JSON.stringify(scan.errors),
        written_through_line: Math.max(current.written_through_line, written.lastLine),
      })
      .where('voting_id', '=', target.votingId)
      .where('id', '=', target.importId)
      .execute();
    await writeProgress(trx, context, current.imported_count, current.imported_count);
    await appendAudit(
      trx,
      target,
      job.createdBy ? { kind: 'user', id: job.createdBy } : { kind: 'system', id: null },
      'voters.imported',
      {
        importId: target.importId,
        fileName: current.file_name,
        sha256: storedSummary(current).sha256,
        rows: scan.summary.rows,
        imported: current.imported_count,
        refused: scan.summary.invalid,
        alreadyRegistered: scan.summary.alreadyRegistered,
      },
    );
    if (
      voting?.status === 'open' &&
      current.imported_count > 0 &&
      (await invitedSince(trx, target, current))
    ) {
      await queueDispatch(trx, {
        ...target,
        kind: 'invitation',
        importId: target.importId,
        createdBy: job.createdBy,
      });
    }
  });
}

/** Whether an invitation round of the voting was queued after the import was confirmed (the voting opened). */
async function invitedSince(trx: TenantTransaction, target: ImportTarget, row: ImportRow): Promise<boolean> {
  const found = await trx
    .selectFrom('voting_dispatches')
    .select('id')
    .where('voting_id', '=', target.votingId)
    .where('kind', '=', 'invitation')
    .where('created_at', '>=', row.confirmed_at ?? row.created_at)
    .executeTakeFirst();
  return found !== undefined;
}

/** What a run answers when a transaction found the job no longer its own or the import no longer importing. */
function settledOutcome(error: unknown): JobOutcome {
  if (error instanceof LeaseLost) return { status: 'stopped' };
  if (error instanceof NoLongerImporting) return { status: 'succeeded' };
  throw error;
}

async function runImport(context: JobContext): Promise<JobOutcome> {
  const { job } = context;
  if (!isPayload(job.payload)) return { status: 'failed', error: 'not a voter import payload' };
  const target = targetOf(context, job.payload);
  const found = await context.inJob((trx) => selectImport(trx, target.votingId, target.importId));
  if (!found || found.status !== 'importing') return { status: 'succeeded' };
  if (found.rollback_reason) return rollBack(context, target, found.rollback_reason);
  const bytes = await importFileStorage().get(found.file_key);
  if (!bytes) {
    return found.written_through_line > 0
      ? rollBack(context, target, 'the uploaded file is gone')
      : failUnwritten(context, target, 'the uploaded file is gone');
  }
  const secret = await voterLinkSecret();
  const total = job.progress.total || storedSummary(found).valid;
  const resumeAfter = found.written_through_line;
  const registered = await context.inJob((trx) => registeredOutsideImport(trx, target));

  /** Valid rows at or before the resume line: written by an earlier run (or skipped by it as already there). */
  let skipped = 0;
  /** Valid rows handed to the database by this run. */
  let handed = 0;
  let lastLine = resumeAfter;
  const writer = voterWriter(target, {
    secret,
    newId: timeOrderedId,
    targetMs: context.oneConnection ? CHUNK_TARGET_MS.oneConnection : CHUNK_TARGET_MS.pooled,
    // Chunks are written one after another: each in a transaction of its own.
    write: async (chunk) => {
      // PGlite runs in this thread, and a chunk's statements resolve without ever leaving the microtask queue:
      // without this turn of the event loop, the other requests' I/O would wait for the whole import.
      await nextTurn();
      return context.inJob(async (trx) => {
        const started = performance.now();
        if (!context.shouldContinue()) throw new LeaseLost();
        await lockForWriting(trx, context, target, { rollingBack: false });
        const inserted = await insertVoterChunk(trx, target, chunk);
        await trx
          .updateTable('voter_imports')
          .set({
            written_through_line: chunk.lastLine,
            imported_count: sql<number>`imported_count + ${inserted}`,
          })
          .where('voting_id', '=', target.votingId)
          .where('id', '=', target.importId)
          .execute();
        handed += chunk.rows;
        await writeProgress(trx, context, skipped + handed, Math.max(total, skipped + handed));
        lastLine = chunk.lastLine;
        return { inserted, busyMs: performance.now() - started };
      });
    },
  });

  try {
    let scan;
    try {
      scan = await scanVoterFile(bytes, {
        registered,
        onValid: (row: ValidVoterRow) => {
          if (row.line <= resumeAfter) {
            skipped += 1;
            // Read again after a crash, not written: still a turn of the event loop now and then.
            return skipped % SLICE_ROWS === 0 ? nextTurn().then(() => undefined) : undefined;
          }
          return writer.add(row);
        },
      });
    } catch (error) {
      if (error instanceof VoterImportFileError) throw new ImportCannotFinish(error.message);
      throw error;
    }
    await writer.finish();
    await finishImport(context, target, scan, { lastLine });
    return { status: 'succeeded' };
  } catch (error) {
    if (!(error instanceof ImportCannotFinish)) return settledOutcome(error);
    const wrote = await context.inJob(async (trx) => {
      const row = await selectImport(trx, target.votingId, target.importId);
      return (row?.written_through_line ?? 0) > 0 || (row?.imported_count ?? 0) > 0;
    });
    // Nothing written yet (the first chunk was refused): no voter to take out.
    return wrote ? rollBack(context, target, error.message) : failUnwritten(context, target, error.message);
  }
}

/** The 'voter-import' job (registered with the others in job-kinds.ts, where the app is assembled). */
export const voterImportJobKind: JobKind = {
  run: runImport,
  // The runner gives up on the job (its runs kept failing or stopping): what the runs wrote is taken out again.
  async undo(context, reason) {
    if (!isPayload(context.job.payload)) return;
    const target = targetOf(context, context.job.payload);
    const found = await context.inJob((trx) => selectImport(trx, target.votingId, target.importId));
    if (!found || found.status !== 'importing') return;
    if (found.written_through_line === 0 && found.imported_count === 0 && !found.rollback_reason) {
      await failUnwritten(context, target, reason);
      return;
    }
    try {
      await undoWrites(context, target, reason);
    } catch (error) {
      if (!(error instanceof NoLongerImporting)) throw error;
    }
  },
};
