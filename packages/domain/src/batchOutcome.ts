// How a batch's child voting (one fund) ends, and what the batch's status is from its children's.
//
// A child ends, after its deadline:
// - 'tacitly_approved' (Aprovada tacitamente) when NO holder took part, the auditor's opinion on the statements is
//   unqualified and the fund's regulation provides for it (CVM Resolution 175: statements are deemed approved when
//   the assembly is not installed for lack of holders). One participant installs the meeting, so any ballot — a
//   conflict declaration or a vote still under a third party's review too — rules it out. A qualified opinion never
//   approves tacitly. The proof recorded in the audit chain is the zero participation and the opinion.
// - 'quorum_not_reached' when nobody took part and it is not tacitly approved;
// - otherwise from its items (approvalRule.ts): all approved, all rejected, all short of quorum, or partly approved.
import type { ItemOutcome } from './approvalRule.ts';
import type { VotingStatus } from './votingStatus.ts';

export type AuditorOpinion = 'unqualified' | 'qualified';

export interface ChildOutcomeFacts {
  /** The child's effective status (votingStatus.ts's effectiveStatus): an outcome only once 'closed'. */
  status: VotingStatus;
  /** Subjects who recorded any ballot: approve, reject, abstain or conflict, attorneys' parties included. */
  participants: number;
  /** The auditor's opinion on a financial-statement approval; null for other votings (never tacit). */
  auditorOpinion: AuditorOpinion | null;
  /** The fund's regulation provides for tacit approval of its statements. */
  regulationAllowsTacitApproval: boolean;
  /** Each item's decision, in item order. */
  items: readonly ItemOutcome[];
}

export const CHILD_OUTCOMES = [
  'pending',
  'cancelled',
  'approved',
  'partly_approved',
  'rejected',
  'tacitly_approved',
  'quorum_not_reached',
] as const;
export type ChildOutcome = (typeof CHILD_OUTCOMES)[number];

/** Why a silent child was not approved tacitly (all that apply). */
export type TacitApprovalBlocker = 'no_financial_statements' | 'qualified_opinion' | 'not_in_regulation';

export interface ChildOutcomeReading {
  outcome: ChildOutcome;
  /** Per item, once decided by votes; null when pending, cancelled or nobody took part. */
  items: readonly ItemOutcome[] | null;
  /** Set when nobody took part and the child was not approved tacitly. */
  tacitApprovalBlockers?: TacitApprovalBlocker[];
}

function fromItems(items: readonly ItemOutcome[]): ChildOutcome {
  if (items.length === 0) throw new RangeError('childOutcome: a voting has at least one item');
  if (items.every((item) => item === 'approved')) return 'approved';
  if (items.some((item) => item === 'approved')) return 'partly_approved';
  return items.some((item) => item === 'rejected') ? 'rejected' : 'quorum_not_reached';
}

export function childOutcome(facts: ChildOutcomeFacts): ChildOutcomeReading {
  if (facts.status === 'cancelled') return { outcome: 'cancelled', items: null };
  if (facts.status !== 'closed') return { outcome: 'pending', items: null };
  if (!Number.isSafeInteger(facts.participants) || facts.participants < 0)
    throw new RangeError('childOutcome: participants is not a non-negative integer');
  if (facts.participants > 0) return { outcome: fromItems(facts.items), items: facts.items };
  const blockers: TacitApprovalBlocker[] = [];
  if (facts.auditorOpinion === null) blockers.push('no_financial_statements');
  if (facts.auditorOpinion === 'qualified') blockers.push('qualified_opinion');
  if (!facts.regulationAllowsTacitApproval) blockers.push('not_in_regulation');
  if (blockers.length === 0) return { outcome: 'tacitly_approved', items: null };
  return { outcome: 'quorum_not_reached', items: null, tacitApprovalBlockers: blockers };
}

/** In the lifecycle's order. */
export const BATCH_STATUSES = [
  'draft',
  'partly_published',
  'scheduled',
  'open',
  'closed',
  'cancelled',
] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export interface BatchStatusReading {
  status: BatchStatus;
  /** Children per (effective) status: the detail's filters. */
  counts: Record<VotingStatus, number>;
}

/**
 * The batch's status from its children's effective statuses. Cancelled children are left out unless all are:
 * every child a draft (or none yet) → draft; some drafts beside published ones → partly_published; else any open →
 * open; else any scheduled → scheduled (a child reopened by an extension among closed ones); else closed.
 */
export function batchStatus(children: readonly VotingStatus[]): BatchStatusReading {
  const counts: Record<VotingStatus, number> = { draft: 0, scheduled: 0, open: 0, closed: 0, cancelled: 0 };
  for (const status of children) counts[status]++;
  const live = children.length - counts.cancelled;
  const status: BatchStatus =
    children.length > 0 && live === 0
      ? 'cancelled'
      : counts.draft === live
        ? 'draft'
        : counts.draft > 0
          ? 'partly_published'
          : counts.open > 0
            ? 'open'
            : counts.scheduled > 0
              ? 'scheduled'
              : 'closed';
  return { status, counts };
}
