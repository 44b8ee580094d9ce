import type { TenantTransaction } from '../../db/tenant.ts';
import type { ReportBatchOutcome } from '../../reports/report-data.ts';
import type { LockedVoting } from '../votings/audit-log.ts';
import { loadChildReadings } from './child-readings.ts';
import { outcomeProofOf, type OutcomeProof } from './record-outcome.ts';

// What a batch child's minutes say of its outcome: what its audit chain recorded when it closed (record-outcome.ts),
// the last such entry (a child reopened by an extension and closed again has one per close) — the minutes print the
// proof the chain certifies, with the entry's number. A child closed before outcomes were recorded gets the same
// reading from its facts (child-readings.ts), without a number.

export async function loadMinutesOutcome(
  trx: TenantTransaction,
  voting: LockedVoting,
  now: Date,
): Promise<ReportBatchOutcome | undefined> {
  if (voting.batch_id === null) return undefined;
  const entry = await trx
    .selectFrom('voting_audit_entries')
    .select(['seq', 'data'])
    .where('voting_id', '=', voting.id)
    .where('action', '=', 'voting.outcome_recorded')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  let proof: OutcomeProof;
  if (entry) {
    proof = (typeof entry.data === 'string' ? JSON.parse(entry.data) : entry.data) as OutcomeProof;
  } else {
    const [child] = await loadChildReadings(trx, { votingId: voting.id }, now);
    if (!child) return undefined;
    proof = outcomeProofOf(child);
  }
  return {
    fundName: voting.fund_name ?? '',
    fundTaxId: voting.fund_tax_id ?? '',
    outcome: proof.outcome,
    participants: proof.participants,
    auditorOpinion: proof.auditorOpinion,
    regulationAllowsTacitApproval: proof.regulationAllowsTacitApproval,
    tacitApprovalBlockers: proof.tacitApprovalBlockers ?? [],
    auditSeq: entry ? Number(entry.seq) : null,
  };
}
