import type { FieldError } from '@backoffice/api-client';
import { hasBlockingIssue } from '@backoffice/domain';
import type { AppDatabase } from '../../db/open-database.ts';
import { withWorkspace } from '../../db/tenant.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import { publishVoting } from '../votings/lifecycle.ts';
import { loadSettledVoting } from '../votings/settle-voting.ts';
import { systemActor, type VotingActor } from '../votings/voting-actor.ts';
import { effectiveStatus } from '../votings/voting-status.ts';
import { calendarIssuesOf, loadBatch } from './batch-view.ts';

// Bulk publish: each selected child is published exactly as a single voting is (lifecycle.ts publishVoting: its
// checks, its audit entry in the child's own chain, its opening and invitations), each in a transaction of its own so
// that 300 funds never hold one long transaction. A financial-statement batch is first checked against its calendar
// (packages/domain financialStatementCalendar): a blocking issue refuses the whole request before anything is
// published.

/** A child's refusal, its fields under `children/<votingId>/`. */
function childRefusal(votingId: string, refusal: Refusal): Refusal {
  if (!refusal.errors) return refusal;
  const errors = refusal.errors.map((error) => ({
    ...error,
    field: `children/${votingId}${error.field ? `/${error.field}` : ''}`,
  }));
  return new Refusal(refusal.code, refusal.detail, { errors, params: refusal.params });
}

export async function publishBatch(
  database: AppDatabase,
  actor: VotingActor,
  batchId: string,
  votingIds: readonly string[] | undefined,
  now: Date,
): Promise<string[]> {
  const { batch, children } = await withWorkspace(
    database.db,
    actor.companyId,
    actor.workspaceId,
    async (trx) => {
      const batch = await loadBatch(trx, batchId);
      if (!batch) throw new Refusal('not_found');
      const children = await trx
        .selectFrom('votings')
        .select(['id', 'status', 'opens_at', 'deadline'])
        .where('batch_id', '=', batchId)
        .orderBy('fund_name')
        .orderBy('id')
        .execute();
      return { batch, children };
    },
  );

  const issues = calendarIssuesOf(batch, now);
  if (hasBlockingIssue(issues)) {
    const errors: FieldError[] = issues.map((issue) => ({
      field: 'calendar',
      code: issue.code,
      ...(issue.params ? { params: issue.params } : {}),
    }));
    throw fieldRefusal('calendar_blocked', errors, 'The financial-statement calendar blocks publishing');
  }

  let targets: string[];
  if (votingIds) {
    const ids = new Set(children.map((child) => child.id));
    const unknown: FieldError[] = votingIds.flatMap((id, index) =>
      ids.has(id) ? [] : [{ field: `votingIds/${index}`, code: 'not_found' }],
    );
    if (unknown.length) throw fieldRefusal('unprocessable', unknown, 'Not children of the batch');
    targets = [...votingIds];
  } else {
    targets = children.filter((child) => effectiveStatus(child, now) === 'draft').map((child) => child.id);
  }

  // The batch's opening when it is still ahead; else the children open now.
  const opensAt = batch.opens_at && new Date(batch.opens_at) > now ? new Date(batch.opens_at) : null;
  const published: string[] = [];
  for (const votingId of targets) {
    try {
      await withWorkspace(database.db, actor.companyId, actor.workspaceId, async (trx) => {
        const voting = await loadSettledVoting(trx, systemActor(actor), votingId, now, { lock: true });
        if (!voting) throw new Refusal('not_found');
        await publishVoting(trx, actor, voting, opensAt, now);
      });
    } catch (error) {
      if (error instanceof Refusal) throw childRefusal(votingId, error);
      throw error;
    }
    published.push(votingId);
  }
  return published;
}
