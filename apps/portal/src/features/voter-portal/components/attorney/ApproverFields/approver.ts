import { validateEmail } from '@backoffice/domain';
import type { AttorneyMessage } from '../use-attorney-t';

// The optional third-party approver of an attorney's ballot: a name and an e-mail, checked with the domain's rule
// ('Insira um email válido!'). The portal sends `{ name, email }` trimmed, or null when there is none.

export interface ApproverDraft {
  name: string;
  email: string;
}

export type ApproverErrors = Partial<Record<keyof ApproverDraft, AttorneyMessage>>;

export const NAME_MAX = 300;
export const EMAIL_MAX = 254;

export const emptyApprover = (): ApproverDraft => ({ name: '', email: '' });

/** The problems of an approver being added; none for "no approver" (null). */
export function validateApprover(draft: ApproverDraft | null): ApproverErrors {
  if (!draft) return {};
  const errors: ApproverErrors = {};
  if (!draft.name.trim()) errors.name = { key: 'attorney.approver.errors.nameRequired' };
  else if (draft.name.trim().length > NAME_MAX)
    errors.name = { key: 'attorney.approver.errors.nameTooLong', params: { max: NAME_MAX } };
  const email = validateEmail(draft.email);
  if (email === 'emailRequired') errors.email = { key: 'attorney.approver.errors.emailRequired' };
  else if (email === 'emailInvalid') errors.email = { key: 'attorney.approver.errors.emailInvalid' };
  return errors;
}

export const isApproverValid = (draft: ApproverDraft | null): boolean =>
  Object.keys(validateApprover(draft)).length === 0;

/** What the ballot sends: the approver trimmed (e-mail in lower case), or null. */
export function approverInput(draft: ApproverDraft | null): ApproverDraft | null {
  if (!draft) return null;
  return { name: draft.name.trim(), email: draft.email.trim().toLowerCase() };
}
