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
import { effectiveStatus } from '../votings/voting-status.ts';

// What a batch's children are, read once for every place that shows or records them: the batch detail (batch-view),
// the consolidated report (the domain's consolidatedReport.ts) and the outcome recorded in a child's audit chain when it closes
// (record-outcome.ts). Per child: its effective status, its participants (any ballot — one installs the meeting),
// each item's counted votes (kept by migration 0022's triggers) and its decision by its approval rule (decideItem),
// and its outcome (childOutcome, tacit approval and its blockers included). Draft children have no votes: their
// figures are read from nothing.

const ZERO: Amount = { count: 0, weight: '0' };
const NO_VOTES: ItemVoteTotals = {
  approve: ZERO,
  reject: ZERO,
  abstain: ZERO,
  conflict: ZERO,
  eligible: ZERO,
};

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
 * Every child's counted votes per item and choice, as kept by migration 0022's triggers (what COUNTED counts:
 * voting-counts.ts) — one indexed read whatever the number of funds and votes. An item's decision needs only these
 * (approve, reject, abstain, conflict): its eligible subjects, which only the shares need, are not read; the tally
 * is given the present and conflicted ones as its eligible, the least it accepts.
 */
async function countedTotals(trx: TenantTransaction, votingIds: readonly string[]) {
  const rows = await trx
    .selectFrom('voting_item_totals')
    .select(['item_id', 'choice', 'counted', sql<string>`weight::text`.as('weight')])
    .where('voting_id', 'in', votingIds)
    .where('counted', '<>', 0)
    .execute();
  const totals = new Map<string, ItemVoteTotals>();
  for (const row of rows) {
    const item = totals.get(row.item_id) ?? { ...NO_VOTES };
    item[row.choice] = { count: row.counted, weight: canonicalDecimal(row.weight) };
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

/**
 * The subjects who recorded any ballot, per voting of `votingIds` (one installs the meeting, which rules tacit
 * approval out).
 */
async function participantsOf(trx: TenantTransaction, votingIds: readonly string[]) {
  if (votingIds.length === 0) return new Map<string, number>();
  const rows = await trx
    .selectFrom('votes')
    .select(['voting_id', sql<number>`count(distinct subject_tax_id)::int`.as('participants')])
    .where('voting_id', 'in', votingIds)
    .groupBy('voting_id')
    .execute();
  return new Map(rows.map((row) => [row.voting_id, row.participants]));
}

/** A child as the batch detail reads it: `participants` only for the closed ones (null for the others). */
export type ChildProgress = Omit<ChildReading, 'participants'> & { participants: number | null };

/**
 * The children of batch `batchId` (in fund-name order), or the one child `votingId`, read at `now`. With
 * `{ participants: 'closed' }` (the detail, read while ballots arrive) the subjects who took part are counted only
 * for the closed children, the only ones whose outcome depends on them: a running child's would be a count of all
 * its votes per request.
 */
export function loadChildReadings(
  trx: TenantTransaction,
  which: { batchId: string } | { votingId: string },
  now: Date,
): Promise<ChildReading[]>;
export function loadChildReadings(
  trx: TenantTransaction,
  which: { batchId: string } | { votingId: string },
  now: Date,
  options: { participants: 'closed' },
): Promise<ChildProgress[]>;
export async function loadChildReadings(
  trx: TenantTransaction,
  which: { batchId: string } | { votingId: string },
  now: Date,
  options: { participants: 'every' | 'closed' } = { participants: 'every' },
): Promise<ChildProgress[]> {
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
  const counted =
    options.participants === 'every'
      ? ids
      : children.filter((child) => effectiveStatus(child, now) === 'closed').map((child) => child.id);
  const participation = await participantsOf(trx, counted);
  // Nothing counts in a draft (no votes) or a cancelled voting (its votes are kept, never counted).
  const published = children
    .filter((child) => child.status !== 'draft' && child.status !== 'cancelled')
    .map((child) => child.id);
  const totals = published.length ? await countedTotals(trx, published) : new Map<string, ItemVoteTotals>();
  const countedSet = new Set(counted);

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
    const participants = countedSet.has(child.id) ? (participation.get(child.id) ?? 0) : null;
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
        // Read only where the outcome depends on it (a closed child); any number does for the others.
        participants: participants ?? 0,
        auditorOpinion: child.auditor_opinion,
        regulationAllowsTacitApproval: child.tacit_approval_allowed,
        items: childItems.map(({ decision }) => decision.outcome),
      }),
    };
  });
}
