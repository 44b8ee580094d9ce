import type { IdentificationType, VoteChoice } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';

// The shapes a ballot takes on its way in: what the caller submits (RecordBallotInput), what the checks made of it
// (PendingBallot: everything to write but the audit entry, which needs the chain's head under the voting's lock)
// and what the voter is answered (RecordedBallot).

export interface BallotAnswer {
  itemId: string;
  choice: VoteChoice;
  /** A party the voter represents; absent or null: the voter's own vote. */
  representedPartyId?: string | null;
}

/** A file the voter attached, recorded with the ballot. */
export interface BallotUpload {
  id: string;
  kind: 'support' | 'power_of_attorney';
  name: string;
  sha256: string;
}

/** What the portal's `prepare` step is told about the ballot about to be written. */
export interface BallotContext {
  votingId: string;
  voterId: string;
  requiresSupportDocument: boolean;
  /** Whether any answer is for a represented party. */
  representsParties: boolean;
}

export interface RecordBallotInput {
  voterId: string;
  answers: readonly BallotAnswer[];
  /** Chosen by the client per submission (1–200 characters): a retry sends the same one, with the same answers. */
  idempotencyKey: string;
  remoteAddress: string | null;
  userAgent: string | null;
  /** The address the browser's own IP check saw (evidence only). */
  clientAddress?: string | null;
  /** A third party who must approve the ballot before it counts (only the SHA-256 of its token is kept). */
  approver?: { name: string; email: string; tokenHash: string } | null;
  /** The caller's own rules, once the voting's have passed (throw to refuse); returns the uploads to attach. */
  prepare?: (trx: TenantTransaction, context: BallotContext) => Promise<readonly BallotUpload[]>;
}

export interface RecordedBallot {
  ballotId: string;
  /** The hash of the audit entry that records the ballot. */
  receipt: string;
  submittedAt: string;
  votes: number;
  status: 'counted' | 'under_review' | 'returned';
  /** True when this key had been recorded before: nothing was written now. */
  replayed: boolean;
}

/** Whose vote an answer is: the voter themself (representedPartyId null) or a party they represent. */
export interface Subject {
  representedPartyId: string | null;
  name: string;
  taxIdType: IdentificationType;
  taxId: string;
  weight: string;
}

/** A durable job (one e-mail, say) created with the ballot, in the statement that writes it. */
export interface BallotMail {
  kind: string;
  payload: unknown;
  /** Unique per company and kind. */
  dedupeKey: string;
  recipientKey: string;
  address: string;
}

/** A ballot that passed every check that needs no lock: what writeBallots writes (or refuses, under the lock). */
export interface PendingBallot {
  ballotId: string;
  companyId: string;
  workspaceId: string;
  votingId: string;
  voterId: string;
  idempotencyKey: string;
  /** The SHA-256 of the answers (ballot-replay.ts answersDigest): a retry of the key must carry the same. */
  answersSha256: string;
  /** The voting's first item: a ballot answers every item, so a subject voted on it has voted. */
  firstItemId: string;
  subjects: readonly Subject[];
  answers: readonly { itemId: string; choice: VoteChoice; subject: Subject }[];
  uploads: readonly BallotUpload[];
  status: 'counted' | 'under_review';
  approver: { name: string; email: string; tokenHash: string } | null;
  evidence: { remoteAddress: string | null; userAgent: string | null; clientAddress: string | null };
  mail: BallotMail[];
}
