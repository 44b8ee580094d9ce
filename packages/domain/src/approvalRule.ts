// Whether an item of a fund's voting passed, by the rule its regulation sets: a preset, editable per item.
//
// - Simple majority (simple matters, the financial statements among them): more approving than rejecting votes of
//   those cast. Abstentions are present but cast no vote (Lei 6.404 art. 129: "não se computando os votos em
//   branco"); a tie does not approve.
// - Qualified quorum (FII: amending the regulation, mergers, conflicts of interest…): the majority of votes cast AND
//   approving votes of at least 25 % of the issued quotas when the fund has more than 100 holders, 50 % when it has
//   100 or fewer. Percentage, base (issued quotas or votes cast) and holder boundary are editable: a regulation may
//   ask for two thirds of the votes cast, say.
// - Conflict of interest: the impeded quotas leave the base as they leave tally.ts's quorum base, so the issued-quotas
//   base is issued − conflict. The holder count choosing the percentage is the fund's, conflicts included.
// - Outcomes: nobody present → quorum not reached (no deliberation took place); the majority not there → rejected;
//   the majority there but too few quotas for the issued-quotas quorum → quorum not reached (short of a
//   percentage of votes cast, a "two thirds", it is rejected); else approved.
// Amounts are the tally's weighting: quotas (by_weight) or heads (per_head, where "issued" means the holders).
// Exact decimals throughout (decimal.ts): 25 % of 1,000,000.000001 quotas is compared without rounding.
import { decimalToString, parseDecimal } from './decimal.ts';
import type { Amount, ItemTally } from './tally.ts';

const SCALE = parseDecimal('1');
const HUNDRED_PERCENT = parseDecimal('100');
/** A percentage as a rule writes it: '25', '66.666667'. */
const PERCENT = /^[0-9]{1,3}(\.[0-9]{1,6})?$/;

export type ApprovalPreset = 'simple_majority' | 'qualified_quorum';
export type QuorumBase = 'votes_cast' | 'issued_quotas';

export interface ApprovalQuorum {
  base: QuorumBase;
  /** Percent of the base (a Decimal, '25') approving votes must reach when the fund has more than holderBoundary
   * holders. */
  percentAboveBoundary: string;
  /** … when it has holderBoundary holders or fewer. */
  percentUpToBoundary: string;
  holderBoundary: number;
}

export interface ApprovalRule {
  /** Where the rule started from (a screen says "editado" when it no longer equals its preset). */
  preset: ApprovalPreset;
  /** A requirement on top of the majority of votes cast; null: the majority alone. */
  quorum: ApprovalQuorum | null;
}

export const APPROVAL_PRESETS: Readonly<Record<ApprovalPreset, ApprovalRule>> = {
  simple_majority: { preset: 'simple_majority', quorum: null },
  qualified_quorum: {
    preset: 'qualified_quorum',
    quorum: {
      base: 'issued_quotas',
      percentAboveBoundary: '25',
      percentUpToBoundary: '50',
      holderBoundary: 100,
    },
  },
};

/** Why an edited rule cannot be saved, as the contract's FieldError writes it. */
export interface ApprovalRuleIssue {
  field: 'percentAboveBoundary' | 'percentUpToBoundary' | 'holderBoundary';
  code: 'percent_invalid' | 'percent_out_of_range' | 'holder_boundary_invalid';
}

/** An edited rule's problems (the server refuses them, the screen shows them): percentages above 0 and up to 100
 * with at most 6 decimal places, the holder boundary a whole number. */
export function approvalRuleIssues(rule: ApprovalRule): ApprovalRuleIssue[] {
  const quorum = rule.quorum;
  if (!quorum) return [];
  const issues: ApprovalRuleIssue[] = [];
  for (const field of ['percentAboveBoundary', 'percentUpToBoundary'] as const) {
    const text = quorum[field];
    if (!PERCENT.test(text)) issues.push({ field, code: 'percent_invalid' });
    else if (parseDecimal(text) === 0n || parseDecimal(text) > HUNDRED_PERCENT)
      issues.push({ field, code: 'percent_out_of_range' });
  }
  if (!Number.isSafeInteger(quorum.holderBoundary) || quorum.holderBoundary < 0)
    issues.push({ field: 'holderBoundary', code: 'holder_boundary_invalid' });
  return issues;
}

/** The rule is still its preset as shipped (a screen marks an edited one). */
export function isPresetRule(rule: ApprovalRule): boolean {
  const preset = APPROVAL_PRESETS[rule.preset].quorum;
  const quorum = rule.quorum;
  if (preset === null || quorum === null) return preset === quorum;
  return (
    quorum.base === preset.base &&
    quorum.holderBoundary === preset.holderBoundary &&
    PERCENT.test(quorum.percentAboveBoundary) &&
    PERCENT.test(quorum.percentUpToBoundary) &&
    parseDecimal(quorum.percentAboveBoundary) === parseDecimal(preset.percentAboveBoundary) &&
    parseDecimal(quorum.percentUpToBoundary) === parseDecimal(preset.percentUpToBoundary)
  );
}

/** The child voting's inputs about its fund. */
export interface FundQuotaFacts {
  /** The fund's issued quotas (a Decimal). */
  issuedQuotas: string;
  holderCount: number;
}

export type ItemOutcome = 'approved' | 'rejected' | 'quorum_not_reached';

export interface QuorumCheck {
  base: QuorumBase;
  /** The base after conflicts left it. */
  baseAmount: string;
  /** The percentage that applied (by the holder count). */
  percent: string;
  /** baseAmount × percent ÷ 100, rounded up to 6 places: what approving votes must reach. */
  required: string;
  reached: boolean;
}

/** The decision and the figures it used (decimal strings in the tally's weighting). */
export interface ApprovalDecision {
  outcome: ItemOutcome;
  approve: string;
  reject: string;
  /** approve + reject. */
  votesCast: string;
  /** approve > reject. */
  majority: boolean;
  quorum: QuorumCheck | null;
}

function percentOfRule(quorum: ApprovalQuorum, holderCount: number): bigint {
  const text = holderCount > quorum.holderBoundary ? quorum.percentAboveBoundary : quorum.percentUpToBoundary;
  const percent = parseDecimal(text);
  if (percent > HUNDRED_PERCENT) throw new RangeError(`approval rule: ${text} % is more than 100 %`);
  return percent;
}

function outcomeOf(anyonePresent: boolean, majority: boolean, quorum: QuorumCheck | null): ItemOutcome {
  if (!anyonePresent) return 'quorum_not_reached';
  if (!majority) return 'rejected';
  if (quorum && !quorum.reached) return quorum.base === 'issued_quotas' ? 'quorum_not_reached' : 'rejected';
  return 'approved';
}

/** One item's decision under `rule`, from its tally (tally.ts) and the fund's issued quotas and holder count. */
export function decideItem(tally: ItemTally, rule: ApprovalRule, fund: FundQuotaFacts): ApprovalDecision {
  if (!Number.isSafeInteger(fund.holderCount) || fund.holderCount < 0)
    throw new RangeError('decideItem: holderCount is not a non-negative integer');
  const byWeight = tally.weighting === 'by_weight';
  const amount = (value: Amount) => (byWeight ? parseDecimal(value.weight) : BigInt(value.count) * SCALE);
  const approve = amount(tally.options.approve);
  const reject = amount(tally.options.reject);
  const votesCast = approve + reject;
  const majority = approve > reject;

  let quorum: QuorumCheck | null = null;
  if (rule.quorum) {
    const issued = byWeight ? parseDecimal(fund.issuedQuotas) : BigInt(fund.holderCount) * SCALE;
    const base = rule.quorum.base === 'votes_cast' ? votesCast : issued - amount(tally.conflict);
    if (base < 0n) throw new RangeError('decideItem: more conflicted quotas than issued ones');
    const percent = percentOfRule(rule.quorum, fund.holderCount);
    const exactRequired = base * percent; // scaled twice, and a percentage
    const divisor = 100n * SCALE;
    quorum = {
      base: rule.quorum.base,
      baseAmount: decimalToString(base),
      percent: decimalToString(percent),
      required: decimalToString((exactRequired + divisor - 1n) / divisor),
      reached: approve * divisor >= exactRequired,
    };
  }

  const outcome = outcomeOf(tally.present.count > 0, majority, quorum);
  return {
    outcome,
    approve: decimalToString(approve),
    reject: decimalToString(reject),
    votesCast: decimalToString(votesCast),
    majority,
    quorum,
  };
}
