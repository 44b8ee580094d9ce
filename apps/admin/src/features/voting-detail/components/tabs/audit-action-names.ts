import { isAuditAction, type AuditAction } from '@backoffice/domain';
import type { Translate, TranslationKey } from '../../../../lib/i18n';

// The name of every action a voting's trail may hold (packages/domain AUDIT_ACTIONS, the list the server writes
// from), in the operator's words. A Record over the domain's list: a new action does not compile until it is named
// here, and audit-action-names.test.ts checks the seven dictionaries have each name.

export const AUDIT_ACTION_NAMES: Readonly<Record<AuditAction, TranslationKey>> = {
  'voting.published': 'votingDetail.audit.actions.votingPublished',
  'voting.updated': 'votingDetail.audit.actions.votingUpdated',
  'voting.opened': 'votingDetail.audit.actions.votingOpened',
  'voting.deadline_extended': 'votingDetail.audit.actions.votingDeadlineExtended',
  'voting.closed': 'votingDetail.audit.actions.votingClosed',
  'voting.cancelled': 'votingDetail.audit.actions.votingCancelled',
  'document.added': 'votingDetail.audit.actions.documentAdded',
  'voter.added': 'votingDetail.audit.actions.voterAdded',
  'voter.updated': 'votingDetail.audit.actions.voterUpdated',
  'voter.voided': 'votingDetail.audit.actions.voterVoided',
  'voters.imported': 'votingDetail.audit.actions.votersImported',
  'voter.link_rotated': 'votingDetail.audit.actions.voterLinkRotated',
  'voter.access_unlocked': 'votingDetail.audit.actions.voterAccessUnlocked',
  'invitation.queued': 'votingDetail.audit.actions.invitationQueued',
  'invitation.test_queued': 'votingDetail.audit.actions.invitationTestQueued',
  'invitation.resend_queued': 'votingDetail.audit.actions.invitationResendQueued',
  'reminder.queued': 'votingDetail.audit.actions.reminderQueued',
  'voter.identified': 'votingDetail.audit.actions.voterIdentified',
  'voter.access_locked': 'votingDetail.audit.actions.voterAccessLocked',
  'voter.signed_out': 'votingDetail.audit.actions.voterSignedOut',
  'policy.accepted': 'votingDetail.audit.actions.policyAccepted',
  'represented_parties.added': 'votingDetail.audit.actions.representedPartiesAdded',
  'represented_party.removed': 'votingDetail.audit.actions.representedPartyRemoved',
  'ballot.recorded': 'votingDetail.audit.actions.ballotRecorded',
  'ballot.approved': 'votingDetail.audit.actions.ballotApproved',
  'ballot.returned': 'votingDetail.audit.actions.ballotReturned',
};

/** The action in words; one this app does not know (a newer server) still says something, naming the code. */
export function auditActionText(t: Translate, action: string): string {
  return isAuditAction(action)
    ? t(AUDIT_ACTION_NAMES[action])
    : t('votingDetail.audit.actions.unknown', { action });
}
