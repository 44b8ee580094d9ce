// What the votings server loads for a closed voting's reports. Everything is plain data: instants as ISO strings,
// weights as decimal strings (up to 6 places, as PostgreSQL's numeric(24, 6) gives them), no float.
import type { VoteChoice, VotingKind, VotingStatus } from '@backoffice/api-client';
import type {
  ChildOutcome,
  ItemVoteTotals,
  TacitApprovalBlocker,
  TaxIdType,
  VotingParticipation,
  Weighting,
} from '@backoffice/domain';

export type { VoteChoice, VotingKind, VotingStatus };

export interface ReportVoting {
  id: string;
  title: string;
  description: string;
  kind: VotingKind;
  status: VotingStatus;
  weighting: Weighting;
  opensAt: string | null;
  deadline: string;
  closedAt: string | null;
  createdAt: string;
}

export interface ReportItem {
  id: string;
  position: number;
  title: string;
  /** Counted votes only: voided voters' votes and represented votes still under review are left out. */
  totals: ItemVoteTotals;
}

export interface ReportDocument {
  name: string;
  /** Lowercase hex of the file's SHA-256. */
  sha256: string;
  /** Bytes. */
  size: number;
}

/** A batch child's fund and outcome, as its audit chain records it ('voting.outcome_recorded'). */
export interface ReportBatchOutcome {
  fundName: string;
  /** Digits only. */
  fundTaxId: string;
  outcome: ChildOutcome;
  participants: number;
  auditorOpinion: 'unqualified' | 'qualified' | null;
  regulationAllowsTacitApproval: boolean;
  /** Why a silent child was not approved tacitly (empty otherwise). */
  tacitApprovalBlockers: readonly TacitApprovalBlocker[];
  /** The chain entry that records it; null when read from the facts (a child closed before it was recorded). */
  auditSeq: number | null;
}

export interface VotingReportData {
  voting: ReportVoting;
  companyName: string;
  /** Who could vote and who did (packages/domain votingParticipation): the same figures as the list and the page. */
  participation: VotingParticipation;
  /** In agenda order (by position). */
  items: readonly ReportItem[];
  documents: readonly ReportDocument[];
  /** A batch child's fund and outcome; absent for a voting outside any batch. */
  batchOutcome?: ReportBatchOutcome;
  /** Head and count of the audit chain, after verifyChain said it is intact. */
  audit: { head: string | null; count: number };
  generatedAt: string;
  /** IANA zone the instants are shown in: packages/domain's TIME_ZONE. */
  timeZone: string;
}

/** A subject's counted vote on one item. */
export interface SubjectVote {
  itemId: string;
  choice: VoteChoice;
  votedAt: string;
}

/**
 * One line group of the vote map: a subject (CPF/CNPJ) as packages/domain's votingParticipation counts it — a voter,
 * or a CPF/CNPJ only represented by attorneys — once each; the subjects not voided are the voting's eligible ones.
 * The server streams these (sorted as the map should read, e.g. by name) while the map is written.
 */
export interface VoteMapSubject {
  name: string;
  taxIdType: TaxIdType;
  /** Unmasked, with or without punctuation: the map masks it. */
  taxId: string;
  weight: string;
  /** The attorney who voted for the subject (or, before a vote, who represents a represented one), else null. */
  attorneyName: string | null;
  /** A voided voter (or a party only voided attorneys represent): listed, not eligible, its votes not counted. */
  voided: boolean;
  /** Its vote waits for the third-party approver (it is not counted; at the close, it never will be). */
  underReview?: boolean;
  /** Counted votes; an item without one is pending. */
  votes: readonly SubjectVote[];
}

export type VoteMapSubjects = Iterable<VoteMapSubject> | AsyncIterable<VoteMapSubject>;
