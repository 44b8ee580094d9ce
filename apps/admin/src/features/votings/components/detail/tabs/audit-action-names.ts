import { isAuditAction, type AuditAction } from '@backoffice/domain';
import type { Translate, TranslationKey } from '@admin/lib/i18n';

// The name of every action a voting's trail may hold (packages/domain AUDIT_ACTIONS, the list the server writes
// from), in the operator's words. A Record over the domain's list: a new action does not compile until it is named
// here, and audit-action-names.test.ts checks the seven dictionaries have each name.

export const AUDIT_ACTION_NAMES: Readonly<Record<AuditAction, TranslationKey>> = {
  'voting.published': 'votings.detail.audit.actions.votingPublished',
  'voting.updated': 'votings.detail.audit.actions.votingUpdated',
  'voting.opened': 'votings.detail.audit.actions.votingOpened',
  'voting.deadline_extended': 'votings.detail.audit.actions.votingDeadlineExtended',
  'voting.closed': 'votings.detail.audit.actions.votingClosed',
  'voting.outcome_recorded': 'votings.detail.audit.actions.votingOutcomeRecorded',
  'voting.cancelled': 'votings.detail.audit.actions.votingCancelled',
  'document.added': 'votings.detail.audit.actions.documentAdded',
  'voter.added': 'votings.detail.audit.actions.voterAdded',
  'voter.updated': 'votings.detail.audit.actions.voterUpdated',
  'voter.voided': 'votings.detail.audit.actions.voterVoided',
  'voters.imported': 'votings.detail.audit.actions.votersImported',
  'voter.link_rotated': 'votings.detail.audit.actions.voterLinkRotated',
  'voter.access_unlocked': 'votings.detail.audit.actions.voterAccessUnlocked',
  'invitation.queued': 'votings.detail.audit.actions.invitationQueued',
  'invitation.test_queued': 'votings.detail.audit.actions.invitationTestQueued',
  'invitation.resend_queued': 'votings.detail.audit.actions.invitationResendQueued',
  'reminder.queued': 'votings.detail.audit.actions.reminderQueued',
  'voter.identified': 'votings.detail.audit.actions.voterIdentified',
  'voter.access_locked': 'votings.detail.audit.actions.voterAccessLocked',
  'voter.signed_out': 'votings.detail.audit.actions.voterSignedOut',
  'policy.accepted': 'votings.detail.audit.actions.policyAccepted',
  'represented_parties.added': 'votings.detail.audit.actions.representedPartiesAdded',
  'represented_party.removed': 'votings.detail.audit.actions.representedPartyRemoved',
  'ballot.recorded': 'votings.detail.audit.actions.ballotRecorded',
  'ballot.approved': 'votings.detail.audit.actions.ballotApproved',
  'ballot.returned': 'votings.detail.audit.actions.ballotReturned',
};

/** The action in words; one this app does not know (a newer server) still says something, naming the code. */
export function auditActionText(t: Translate, action: string): string {
  return isAuditAction(action)
    ? t(AUDIT_ACTION_NAMES[action])
    : t('votings.detail.audit.actions.unknown', { action });
}
