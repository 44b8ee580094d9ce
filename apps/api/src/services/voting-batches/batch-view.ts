import { sql } from 'kysely';
import type {
  CalendarIssue as ContractCalendarIssue,
  VotingBatch,
  VotingBatchChild,
} from '@backoffice/api-client';
import {
  APPROVAL_PRESETS,
  CALL_LEAD_DAYS,
  batchStatus,
  calendarDateOf,
  canonicalDecimal,
  childOutcome,
  decimalToString,
  parseDecimal,
  decideItem,
  financialStatementCalendarIssues,
  tallyItem,
  type ApprovalRule,
  type Amount,
  type CalendarIssue,
  type ItemVoteTotals,
} from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso, toIsoOrNull } from '../../db/timestamps.ts';
import { COUNTED } from '../votings/voting-counts.ts';
import { effectiveStatus } from '../votings/voting-status.ts';
import type { BatchItemContent } from './batch-input.ts';

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

const ZERO: Amount = { count: 0, weight: '0' };
const NO_VOTES: ItemVoteTotals = {
  approve: ZERO,
  reject: ZERO,
  abstain: ZERO,
  conflict: ZERO,
  eligible: ZERO,
};

type VoteChoice = 'approve' | 'reject' | 'abstain' | 'conflict';

/**
 * Every child's counted votes per item and choice, in ONE statement whatever the number of funds (the rule of what
 * counts is the votings' own: COUNTED, nothing in a cancelled voting — results.ts). An item's decision needs only
 * these (approve, reject, abstain, conflict): its eligible subjects, which only the shares need, are not read; the
 * tally is given the present and conflicted ones as its eligible, the least it accepts.
 */
async function countedTotals(trx: TenantTransaction, votingIds: readonly string[]) {
  const { rows } = await sql<{ item_id: string; choice: VoteChoice; count: number; weight: string }>`
    select vt.item_id, vt.choice, count(*)::int as count, sum(vt.weight)::text as weight
    from votes vt
    join ballots b on b.company_id = vt.company_id and b.id = vt.ballot_id
    join voters vo on vo.company_id = vt.company_id and vo.id = vt.voter_id
    join votings v on v.company_id = vt.company_id and v.id = vt.voting_id
    where vt.voting_id in (${sql.join(votingIds)}) and ${COUNTED} and v.status <> 'cancelled'
    group by vt.item_id, vt.choice`.execute(trx);
  const totals = new Map<string, ItemVoteTotals>();
  for (const row of rows) {
    const item = totals.get(row.item_id) ?? { ...NO_VOTES };
    item[row.choice] = { count: row.count, weight: canonicalDecimal(row.weight) };
    totals.set(row.item_id, item);
  }
  for (const item of totals.values()) {
    const sum = [item.approve, item.reject, item.abstain, item.conflict];
    item.eligible = {
      count: sum.reduce((total, amount) => total + amount.count, 0),
      weight: decimalToString(sum.reduce((total, amount) => total + parseDecimal(amount.weight), 0n)),
    };
  }
  return totals;
}

/** Every child's progress, in fund-name order. */
async function childrenOf(trx: TenantTransaction, batchId: string, now: Date): Promise<VotingBatchChild[]> {
  const children = await trx
    .selectFrom('votings')
    .selectAll()
    .where('batch_id', '=', batchId)
    .orderBy('fund_name')
    .orderBy('id')
    .execute();
  if (children.length === 0) return [];
  const ids = children.map((child) => child.id);
  const items = await trx
    .selectFrom('voting_items')
    .select(['voting_id', 'id', 'position', 'approval_rule'])
    .where('voting_id', 'in', ids)
    .orderBy('voting_id')
    .orderBy('position')
    .execute();
  const itemsOf = new Map<string, typeof items>();
  for (const item of items) {
    const list = itemsOf.get(item.voting_id);
    if (list) list.push(item);
    else itemsOf.set(item.voting_id, [item]);
  }
  // Subjects who recorded any ballot (counted, under review or returned; conflicts and represented parties too):
  // one participant installs the meeting, which rules tacit approval out.
  const participation = await trx
    .selectFrom('votes')
    .select(['voting_id', sql<number>`count(distinct subject_tax_id)::int`.as('participants')])
    .where('voting_id', 'in', ids)
    .groupBy('voting_id')
    .execute();
  const participantsOf = new Map(participation.map((row) => [row.voting_id, row.participants]));
  const published = children.filter((child) => child.status !== 'draft').map((child) => child.id);
  const totals = published.length ? await countedTotals(trx, published) : new Map<string, ItemVoteTotals>();

  const views: VotingBatchChild[] = [];
  for (const child of children) {
    const status = effectiveStatus(child, now);
    const childItems = itemsOf.get(child.id) ?? [];
    const fund = {
      issuedQuotas: canonicalDecimal(child.fund_issued_quotas ?? '0'),
      holderCount: child.fund_holder_count ?? 0,
    };
    const decisions = childItems.map((item) => {
      const rule = (item.approval_rule as ApprovalRule | null) ?? APPROVAL_PRESETS.simple_majority;
      const tally = tallyItem(totals.get(item.id) ?? NO_VOTES, child.weighting);
      return { position: item.position, decision: decideItem(tally, rule, fund) };
    });
    const outcome = childOutcome({
      status,
      participants: participantsOf.get(child.id) ?? 0,
      auditorOpinion: child.auditor_opinion,
      regulationAllowsTacitApproval: child.tacit_approval_allowed,
      items: decisions.map(({ decision }) => decision.outcome),
    });
    views.push({
      votingId: child.id,
      fundName: child.fund_name ?? '',
      fundTaxId: child.fund_tax_id ?? '',
      issuedQuotas: fund.issuedQuotas,
      holderCount: fund.holderCount,
      auditorOpinion: child.auditor_opinion,
      tacitApprovalAllowed: child.tacit_approval_allowed,
      status,
      voters: child.voters_active,
      voted: child.subjects_counted,
      quorumReached:
        decisions.length > 0 && decisions.every(({ decision }) => decision.outcome !== 'quorum_not_reached'),
      items: decisions.map(({ position, decision }) => ({
        position,
        outcome: decision.outcome,
        approve: decision.approve,
        reject: decision.reject,
        required: decision.quorum ? decision.quorum.required : null,
      })),
      outcome: outcome.outcome,
    });
  }
  return views;
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
