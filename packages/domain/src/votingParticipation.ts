// Who may vote in a voting and who has: the one definition every figure of a voting is read from (the votings list,
// the voting's page, the vote map CSV and the minutes PDF). docs/decisions.md, "One count of a voting".
//
// Quorum is counted over the holders (CVM: unitholders, parties), once each, by CPF/CNPJ — a "subject":
// - eligible ("aptos a votar"): the CPF/CNPJ of every active voter, plus every CPF/CNPJ an active voter represents
//   as attorney that is not itself an active voter's ("represented"). A voided voter is not eligible, and neither is a
//   party only a voided attorney represents.
// - voted ("votaram"): the eligible subjects with a counted vote — its ballot counted (not under the third-party
//   approver's review, not returned) and cast by an active voter (themself or their attorney).
// - under review ("em análise"): the eligible subjects whose vote waits for the approver; it counts once approved,
//   never if the voting ends first.
// - pending ("não votaram"): the other eligible subjects.
// - voided: the voided voters, listed apart and out of every other figure.
// In a cancelled voting no vote counts (they are kept for the record only): voted and under review are zero.
// Each figure is split into voters and represented parties, so a screen can say "36 votantes + 1 representado".

/** A number of subjects: `voters` + `represented` = `total`. */
export interface SubjectCount {
  total: number;
  /** Active voters (their own CPF/CNPJ). */
  voters: number;
  /** CPF/CNPJs represented by an active attorney that are no active voter's. */
  represented: number;
}

/** What the database counts for one voting (apps/api's voting-counts.ts), before the rule's arithmetic. */
export interface ParticipationCounts {
  activeVoters: number;
  voidedVoters: number;
  /** CPF/CNPJs represented by an active attorney that are no active voter's. */
  representedOnly: number;
  /** Subjects with a counted vote, split as SubjectCount splits (total = voters + represented). */
  voted: { voters: number; represented: number };
  /** Subjects whose vote is in a ballot under review (none of them has a counted one). */
  underReview: { voters: number; represented: number };
}

export interface VotingParticipation {
  eligible: SubjectCount;
  voted: SubjectCount;
  underReview: SubjectCount;
  /** Eligible subjects that have not voted (eligible − voted − under review). */
  pending: SubjectCount;
  /** Voided voters. */
  voided: number;
}

/** The list's figures: they come from counters kept with the votings' rows (no under-review split there). */
export interface ListParticipation {
  eligible: SubjectCount;
  voted: number;
}

/** Only what matters to the rule: whether the voting was cancelled. */
export type ParticipationVotingStatus = 'draft' | 'scheduled' | 'open' | 'closed' | 'cancelled';

const subjects = (voters: number, represented: number): SubjectCount => ({
  total: voters + represented,
  voters,
  represented,
});

const NONE = { voters: 0, represented: 0 };

/** The eligible subjects from the active voters and the CPF/CNPJs only represented. */
export function eligibleSubjects(activeVoters: number, representedOnly: number): SubjectCount {
  return subjects(activeVoters, representedOnly);
}

/** Every figure of a voting from its counts. */
export function votingParticipation(
  counts: ParticipationCounts,
  status: ParticipationVotingStatus,
): VotingParticipation {
  const cancelled = status === 'cancelled';
  const voted = cancelled ? NONE : counts.voted;
  const underReview = cancelled ? NONE : counts.underReview;
  const pending = (key: 'voters' | 'represented', eligible: number) =>
    Math.max(0, eligible - voted[key] - underReview[key]);
  return {
    eligible: eligibleSubjects(counts.activeVoters, counts.representedOnly),
    voted: subjects(voted.voters, voted.represented),
    underReview: subjects(underReview.voters, underReview.represented),
    pending: subjects(pending('voters', counts.activeVoters), pending('represented', counts.representedOnly)),
    voided: counts.voidedVoters,
  };
}

/** The list's figures from its counters (`voted`: subjects with a counted vote). */
export function listParticipation(
  counters: { activeVoters: number; representedOnly: number; voted: number },
  status: ParticipationVotingStatus,
): ListParticipation {
  return {
    eligible: eligibleSubjects(counters.activeVoters, counters.representedOnly),
    voted: status === 'cancelled' ? 0 : counters.voted,
  };
}

/** One voting's rows as the rule sees them (the server's tables, a test fake's records). */
export interface ParticipationRecords {
  voters: readonly { taxId: string; status: 'active' | 'voided' }[];
  /** Represented parties: the CPF/CNPJ and whether the voter representing it (its attorney) is active. */
  represented: readonly { taxId: string; attorneyActive: boolean }[];
  /** Votes: whose CPF/CNPJ, the status of its ballot, and whether the voter who cast it is active. */
  votes: readonly {
    subjectTaxId: string;
    ballot: 'counted' | 'under_review' | 'returned';
    casterActive: boolean;
  }[];
}

/** The rule over records: what the server's SQL counts, written once in plain code (fakes and tests use it). */
export function countParticipation(records: ParticipationRecords): ParticipationCounts {
  const active = new Set(records.voters.filter((v) => v.status === 'active').map((v) => v.taxId));
  const representedOnly = new Set(
    records.represented.filter((p) => p.attorneyActive && !active.has(p.taxId)).map((p) => p.taxId),
  );
  const eligible = (taxId: string) => active.has(taxId) || representedOnly.has(taxId);
  const counted = new Set<string>();
  const reviewed = new Set<string>();
  for (const vote of records.votes) {
    if (!vote.casterActive || !eligible(vote.subjectTaxId)) continue;
    if (vote.ballot === 'counted') counted.add(vote.subjectTaxId);
    else if (vote.ballot === 'under_review') reviewed.add(vote.subjectTaxId);
  }
  for (const taxId of counted) reviewed.delete(taxId);
  const split = (taxIds: Set<string>) => {
    const voters = [...taxIds].filter((taxId) => active.has(taxId)).length;
    return { voters, represented: taxIds.size - voters };
  };
  return {
    activeVoters: active.size,
    voidedVoters: records.voters.length - active.size,
    representedOnly: representedOnly.size,
    voted: split(counted),
    underReview: split(reviewed),
  };
}
