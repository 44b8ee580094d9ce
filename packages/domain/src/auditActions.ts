// What a voting's audit trail records: every action the server may append to a voting's chain (apps/api
// services/votings/audit-log.ts takes only these), each named in the apps' seven locales (the admin's audit tab;
// a test there fails when one has no name). A stored action never changes meaning; one no longer written stays
// here while trails hold it.

export const AUDIT_ACTIONS = [
  // The voting.
  'voting.published',
  'voting.updated',
  'voting.opened',
  'voting.deadline_extended',
  'voting.closed',
  // A batch child's outcome at its close, with its proof (batchOutcome.ts): tacit approval or its blockers.
  'voting.outcome_recorded',
  'voting.cancelled',
  'document.added',
  // Its voters, by the operators.
  'voter.added',
  'voter.updated',
  'voter.voided',
  'voters.imported',
  'voter.link_rotated',
  'voter.access_unlocked',
  // The e-mail rounds.
  'invitation.queued',
  'invitation.resend_queued',
  'reminder.queued',
  // The new-voting flow's test invitation, to the operator who asked (written once the voting is published).
  'invitation.test_queued',
  // The voters in the portal.
  'voter.identified',
  'voter.access_locked',
  'voter.signed_out',
  'policy.accepted',
  'represented_parties.added',
  'represented_party.removed',
  'ballot.recorded',
  // The approver of an attorney's ballot.
  'ballot.approved',
  'ballot.returned',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}
