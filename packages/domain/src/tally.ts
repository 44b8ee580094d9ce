// The arithmetic of one item's result: what the overview's live totals and the minutes report both show.
//
// The rule:
// - Eligible: every subject that may vote on the item — a voter voting for themself or a party represented by an
//   attorney — that has not been voided; each counts once (by head) and with its weight (quotas).
// - "Conflict of interest" is a declaration that the subject is impeded on this item: it is shown apart and taken
//   out of the base, so   quorum base = eligible − conflict   (by head and by weight).
// - Approve, reject and abstain are present (they took part):   participation = (approve + reject + abstain) ÷ base.
// - Each option's share is option ÷ base in the voting's weighting (per_head: heads; by_weight: weights). The
//   subjects that have not answered ("pending") complete the base, so approve + reject + abstain + pending = base
//   and the shares add up to 100% (each share is rounded half up to 0.01, so the printed sum can be off by a few
//   hundredths).
// - Whether an item passed depends on the quorum the fund's regulation or bylaws require (a majority of those
//   present, of all quotas, …): the report gives the figures; the minutes state the decision.
// Weights are decimal strings computed exactly (decimal.ts); counts are integers.
import { decimalToString, parseDecimal, percentOf, shareOf } from './decimal.ts';

/** The contract's VotingWeighting: each subject counts once (per_head), or with its weight (by_weight). */
export type Weighting = 'per_head' | 'by_weight';

/** A number of subjects and the sum of their weights (a decimal string, up to 6 places). */
export interface Amount {
  count: number;
  weight: string;
}

/** What the database counts for one item: the counted votes per choice, and the eligible subjects. */
export interface ItemVoteTotals {
  approve: Amount;
  reject: Amount;
  abstain: Amount;
  conflict: Amount;
  eligible: Amount;
}

export type TallyOption = 'approve' | 'reject' | 'abstain' | 'pending';
export const TALLY_OPTIONS: readonly TallyOption[] = ['approve', 'reject', 'abstain', 'pending'];

export interface OptionResult extends Amount {
  /** Percentage of the quorum base in the voting's weighting ('33.33'), null when the base is empty. */
  share: string | null;
}

export interface ItemTally {
  weighting: Weighting;
  eligible: Amount;
  /** Apart: not in the base, not in the participation. */
  conflict: Amount;
  /** eligible − conflict. */
  quorumBase: Amount;
  /** approve + reject + abstain. */
  present: Amount;
  options: Record<TallyOption, OptionResult>;
  /** present ÷ quorum base as percentages ('75.00'), null when the base is empty. */
  participation: { byHead: string | null; byWeight: string | null };
}

interface Exact {
  count: bigint;
  weight: bigint;
}

function exact(amount: Amount, name: string): Exact {
  if (!Number.isSafeInteger(amount.count) || amount.count < 0) {
    throw new RangeError(`tallyItem: ${name}.count is not a non-negative integer`);
  }
  return { count: BigInt(amount.count), weight: parseDecimal(amount.weight) };
}

const add = (a: Exact, b: Exact): Exact => ({ count: a.count + b.count, weight: a.weight + b.weight });
const subtract = (a: Exact, b: Exact): Exact => ({ count: a.count - b.count, weight: a.weight - b.weight });
const toAmount = (value: Exact): Amount => ({
  count: Number(value.count),
  weight: decimalToString(value.weight),
});

export function tallyItem(totals: ItemVoteTotals, weighting: Weighting): ItemTally {
  const approve = exact(totals.approve, 'approve');
  const reject = exact(totals.reject, 'reject');
  const abstain = exact(totals.abstain, 'abstain');
  const conflict = exact(totals.conflict, 'conflict');
  const eligible = exact(totals.eligible, 'eligible');

  const present = add(add(approve, reject), abstain);
  const quorumBase = subtract(eligible, conflict);
  const pending = subtract(quorumBase, present);
  if (pending.count < 0n || pending.weight < 0n) {
    throw new RangeError('tallyItem: more votes than eligible subjects (by head or by weight)');
  }

  const share = (part: Exact) =>
    weighting === 'per_head'
      ? percentOf(part.count, quorumBase.count)
      : percentOf(part.weight, quorumBase.weight);
  const option = (part: Exact): OptionResult => ({ ...toAmount(part), share: share(part) });

  return {
    weighting,
    eligible: toAmount(eligible),
    conflict: toAmount(conflict),
    quorumBase: toAmount(quorumBase),
    present: toAmount(present),
    options: {
      approve: option(approve),
      reject: option(reject),
      abstain: option(abstain),
      pending: option(pending),
    },
    participation: {
      byHead: percentOf(present.count, quorumBase.count),
      byWeight: percentOf(present.weight, quorumBase.weight),
    },
  };
}

/** present ÷ quorum base as shares from 0 to 1 with 6 places ('0.75'), '0' when the base is empty: the contract's
 * ItemTally.participation (the report prints percentages, the live overview takes these). */
export function participationShare(tally: ItemTally): { count: string; weight: string } {
  return {
    count: shareOf(BigInt(tally.present.count), BigInt(tally.quorumBase.count)),
    weight: shareOf(parseDecimal(tally.present.weight), parseDecimal(tally.quorumBase.weight)),
  };
}
