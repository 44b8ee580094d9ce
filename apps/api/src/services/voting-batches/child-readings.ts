import { sql } from 'kysely';
import {
  APPROVAL_PRESETS,
  canonicalDecimal,
  childOutcome,
  decideItem,
  decimalToString,
  parseDecimal,
  tallyItem,
  type Amount,
  type ApprovalDecision,
  type ApprovalRule,
  type ChildOutcomeReading,
  type ItemVoteTotals,
  type VotingStatus,
} from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { COUNTED } from '../votings/voting-counts.ts';
import { effectiveStatus } from '../votings/voting-status.ts';

// What a batch's children are, read once for every place that shows or records them: the batch detail (batch-view),
// the consolidated report (consolidated-report.ts) and the outcome recorded in a child's audit chain when it closes
// (record-outcome.ts). Per child: its effective status, its participants (any ballot — one installs the meeting),
// each item's counted votes and its decision by its approval rule (decideItem), and its outcome (childOutcome, tacit
// approval and its blockers included). Draft children have no votes: their figures are read from nothing.

const ZERO: Amount = { count: 0, weight: '0' };
const NO_VOTES: ItemVoteTotals = {
  approve: ZERO,
  reject: ZERO,
  abstain: ZERO,
  conflict: ZERO,
  eligible: ZERO,
};

type VoteChoice = 'approve' | 'reject' | 'abstain' | 'conflict';

export interface ChildItemReading {
  id: string;
  position: number;
  title: string;
  /** Counted votes per choice (eligible: the present and conflicted ones, the least the tally accepts). */
  totals: ItemVoteTotals;
  decision: ApprovalDecision;
}

export interface ChildReading {
  votingId: string;
  fundName: string;
  fundTaxId: string;
  issuedQuotas: string;
  holderCount: number;
  auditorOpinion: 'unqualified' | 'qualified' | null;
  tacitApprovalAllowed: boolean;
  status: VotingStatus;
  /** Active voters. */
  voters: number;
  /** Subjects whose vote counts. */
  voted: number;
  /** Subjects who recorded any ballot (counted, under review or returned; conflicts and represented parties too). */
  participants: number;
  items: ChildItemReading[];
  outcome: ChildOutcomeReading;
}

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

/** The children of batch `batchId` (in fund-name order), or the one child `votingId`, read at `now`. */
export async function loadChildReadings(
  trx: TenantTransaction,
  which: { batchId: string } | { votingId: string },
  now: Date,
): Promise<ChildReading[]> {
  let query = trx.selectFrom('votings').selectAll();
  query =
    'batchId' in which
      ? query.where('batch_id', '=', which.batchId)
      : query.where('id', '=', which.votingId).where('batch_id', 'is not', null);
  const children = await query.orderBy('fund_name').orderBy('id').execute();
  if (children.length === 0) return [];
  const ids = children.map((child) => child.id);
  const items = await trx
    .selectFrom('voting_items')
    .select(['voting_id', 'id', 'position', 'title', 'approval_rule'])
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
  // One participant installs the meeting, which rules tacit approval out.
  const participation = await trx
    .selectFrom('votes')
    .select(['voting_id', sql<number>`count(distinct subject_tax_id)::int`.as('participants')])
    .where('voting_id', 'in', ids)
    .groupBy('voting_id')
    .execute();
  const participantsOf = new Map(participation.map((row) => [row.voting_id, row.participants]));
  const published = children.filter((child) => child.status !== 'draft').map((child) => child.id);
  const totals = published.length ? await countedTotals(trx, published) : new Map<string, ItemVoteTotals>();

  return children.map((child) => {
    const status = effectiveStatus(child, now);
    const fund = {
      issuedQuotas: canonicalDecimal(child.fund_issued_quotas ?? '0'),
      holderCount: child.fund_holder_count ?? 0,
    };
    const childItems = (itemsOf.get(child.id) ?? []).map((item) => {
      const rule = (item.approval_rule as ApprovalRule | null) ?? APPROVAL_PRESETS.simple_majority;
      const itemTotals = totals.get(item.id) ?? NO_VOTES;
      const decision = decideItem(tallyItem(itemTotals, child.weighting), rule, fund);
      return { id: item.id, position: item.position, title: item.title, totals: itemTotals, decision };
    });
    const participants = participantsOf.get(child.id) ?? 0;
    return {
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
      participants,
      items: childItems,
      outcome: childOutcome({
        status,
        participants,
        auditorOpinion: child.auditor_opinion,
        regulationAllowsTacitApproval: child.tacit_approval_allowed,
        items: childItems.map(({ decision }) => decision.outcome),
      }),
    };
  });
}
