import { sql } from 'kysely';
import type {
  CalendarIssue as ContractCalendarIssue,
  VotingBatch,
  VotingBatchChild,
} from '@backoffice/api-client';
import {
  CALL_LEAD_DAYS,
  batchStatus,
  calendarDateOf,
  financialStatementCalendarIssues,
  type CalendarIssue,
} from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso, toIsoOrNull } from '../../db/timestamps.ts';
import type { BatchItemContent } from './batch-input.ts';
import { loadChildReadings } from './child-readings.ts';

// A batch as the detail shows it: what its children share, its status from theirs (packages/domain batchStatus) and,
// per fund, the progress — voters, counted votes, each item decided by its approval rule on the votes so far
// (decideItem), whether any item is still short of quorum, and once closed the child's outcome (childOutcome, tacit
// approval included). Draft children have no votes: their figures are read from nothing.

/** The batch's row, its dates as 'YYYY-MM-DD' text; undefined when the workspace has no such batch. */
export async function loadBatch(trx: TenantTransaction, batchId: string, options: { lock?: boolean } = {}) {
  let query = trx
    .selectFrom('voting_batches')
    .select([
      'id',
      'workspace_id',
      'kind',
      'title',
      'description',
      'weighting',
      'items',
      'ballot_template_id',
      'opens_at',
      'deadline',
      sql<string | null>`fiscal_year_end::text`.as('fiscal_year_end'),
      sql<string | null>`statements_available_on::text`.as('statements_available_on'),
      'statements_lead_days',
      'fund_kind',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', batchId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export type BatchRow = NonNullable<Awaited<ReturnType<typeof loadBatch>>>;

export const batchItems = (row: BatchRow) => row.items as BatchItemContent[];

/**
 * The financial-statement calendar of the batch (none for a standard one): the meeting is the deadline's date, the
 * call the opening's (now when it opens on publishing), with the batch's lead days and its funds' call notice.
 */
export function calendarIssuesOf(row: BatchRow, now: Date): CalendarIssue[] {
  if (row.kind !== 'financial_statement' || row.fiscal_year_end === null) return [];
  const opensAt = row.opens_at && new Date(row.opens_at) > now ? new Date(row.opens_at) : now;
  return financialStatementCalendarIssues(
    {
      fiscalYearEnd: row.fiscal_year_end,
      meetingDate: calendarDateOf(new Date(row.deadline)),
      callDate: calendarDateOf(opensAt),
      statementsAvailableOn: row.statements_available_on,
    },
    { statementsLeadDays: row.statements_lead_days, callLeadDays: CALL_LEAD_DAYS[row.fund_kind].ordinary },
  );
}

const contractIssue = (issue: CalendarIssue): ContractCalendarIssue =>
  issue.params ? { code: issue.code, severity: issue.severity, params: issue.params } : issue;

/** Every child's progress, in fund-name order (child-readings.ts: the same reading the report and the audit use). */
async function childrenOf(trx: TenantTransaction, batchId: string, now: Date): Promise<VotingBatchChild[]> {
  const readings = await loadChildReadings(trx, { batchId }, now, { participants: 'closed' });
  return readings.map((child) => ({
    votingId: child.votingId,
    fundName: child.fundName,
    fundTaxId: child.fundTaxId,
    issuedQuotas: child.issuedQuotas,
    holderCount: child.holderCount,
    auditorOpinion: child.auditorOpinion,
    tacitApprovalAllowed: child.tacitApprovalAllowed,
    status: child.status,
    voters: child.voters,
    voted: child.voted,
    quorumReached:
      child.items.length > 0 &&
      child.items.every(({ decision }) => decision.outcome !== 'quorum_not_reached'),
    items: child.items.map(({ position, decision }) => ({
      position,
      outcome: decision.outcome,
      approve: decision.approve,
      reject: decision.reject,
      required: decision.quorum ? decision.quorum.required : null,
    })),
    outcome: child.outcome.outcome,
  }));
}

export async function batchView(trx: TenantTransaction, row: BatchRow, now: Date): Promise<VotingBatch> {
  const children = await childrenOf(trx, row.id, now);
  const { status, counts } = batchStatus(children.map((child) => child.status));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    weighting: row.weighting,
    status,
    statusCounts: counts,
    ballotTemplateId: row.ballot_template_id,
    opensAt: toIsoOrNull(row.opens_at),
    deadline: toIso(row.deadline),
    items: batchItems(row),
    fiscalYearEnd: row.fiscal_year_end,
    statementsAvailableOn: row.statements_available_on,
    statementsLeadDays: row.statements_lead_days,
    fundKind: row.fund_kind,
    calendarIssues: calendarIssuesOf(row, now).map(contractIssue),
    children,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
