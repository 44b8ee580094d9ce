import type { ChildOutcome, TacitApprovalBlocker } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { appendAudit, type LockedVoting } from '../votings/audit-log.ts';
import { systemActor, type VotingActor } from '../votings/voting-actor.ts';
import { loadChildReadings, type ChildReading } from './child-readings.ts';

// A batch child's outcome, written into its own audit chain when it closes (settle-voting.ts closeVoting, in the same
// transaction, under the voting's lock: once per close, whoever closes it — the deadline's job, a read, an early
// close). The entry is the proof the minutes print: how many took part (zero for a tacit approval), the auditor's
// opinion, whether the fund's regulation provides for tacit approval, and the outcome with its blockers or each
// item's decision. Recorded by the system: it is the rule's reading of the facts, not anyone's act.

/** The 'voting.outcome_recorded' entry's data (plain JSON: decimals as strings). */
export interface OutcomeProof {
  outcome: ChildOutcome;
  participants: number;
  auditorOpinion: 'unqualified' | 'qualified' | null;
  regulationAllowsTacitApproval: boolean;
  /** Why a silent child was not approved tacitly; absent otherwise. */
  tacitApprovalBlockers?: TacitApprovalBlocker[];
  /** Each item's decision when someone took part; absent otherwise. */
  items?: { position: number; outcome: string; approve: string; reject: string; required: string | null }[];
}

/** The proof of a child's outcome from its reading (child-readings.ts). */
export function outcomeProofOf(child: ChildReading): OutcomeProof {
  const { outcome } = child;
  return {
    outcome: outcome.outcome,
    participants: child.participants,
    auditorOpinion: child.auditorOpinion,
    regulationAllowsTacitApproval: child.tacitApprovalAllowed,
    ...(outcome.tacitApprovalBlockers ? { tacitApprovalBlockers: outcome.tacitApprovalBlockers } : {}),
    ...(outcome.items
      ? {
          items: child.items.map(({ position, decision }) => ({
            position,
            outcome: decision.outcome,
            approve: decision.approve,
            reject: decision.reject,
            required: decision.quorum ? decision.quorum.required : null,
          })),
        }
      : {}),
  };
}

/** Appends the closed child's outcome to its chain; nothing for a voting outside any batch. */
export async function recordChildOutcome(
  trx: TenantTransaction,
  actor: VotingActor,
  voting: LockedVoting,
  now: Date,
): Promise<OutcomeProof | null> {
  if (voting.batch_id === null || voting.status !== 'closed') return null;
  const [child] = await loadChildReadings(trx, { votingId: voting.id }, now);
  if (!child) return null;
  const proof = outcomeProofOf(child);
  await appendAudit(
    trx,
    { companyId: actor.companyId, workspaceId: actor.workspaceId, votingId: voting.id },
    systemActor(actor).audit,
    'voting.outcome_recorded',
    proof,
  );
  return proof;
}
