import type { BadgeTone } from '@backoffice/ui';
import type { VoteChoice } from '../api/approval-api';
import type { ApprovalKey } from '../i18n';

/** The contract's choices in the order a ballot lists them. */
export const CHOICES = ['approve', 'reject', 'abstain', 'conflict'] as const satisfies readonly VoteChoice[];

export const choiceKey: Record<VoteChoice, ApprovalKey> = {
  approve: 'approval.choices.approve',
  reject: 'approval.choices.reject',
  abstain: 'approval.choices.abstain',
  conflict: 'approval.choices.conflict',
};

export const choiceTone: Record<VoteChoice, BadgeTone> = {
  approve: 'success',
  reject: 'danger',
  abstain: 'neutral',
  conflict: 'warning',
};
