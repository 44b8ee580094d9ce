import type { User, UserInput } from '@backoffice/api-client';
import { validateEmail, type Role } from '@backoffice/domain';
import type { FieldMessages } from './user-errors';

/** What the user form holds: a user's fields, with the id of an existing user (spec §7: id → update). */
export interface UserDraft {
  id?: string;
  name: string;
  email: string;
  role: Role | null;
  active: boolean;
  workspaceIds: string[];
}

export const NAME_MAX_LENGTH = 120;

export function draftOf(user: User): UserDraft {
  const { id, name, email, role, active, workspaceIds } = user;
  return { id, name, email, role, active, workspaceIds: [...workspaceIds] };
}

/** A new user: active, no role chosen yet, in the caller's current workspace when there is one. */
export function newDraft(workspaceId: string | null | undefined): UserDraft {
  return { name: '', email: '', role: null, active: true, workspaceIds: workspaceId ? [workspaceId] : [] };
}

/** The form's own checks, before any call: the fields the contract requires and the e-mail's shape. */
export function validateDraft(draft: UserDraft): FieldMessages {
  const errors: FieldMessages = {};
  const name = draft.name.trim();
  if (!name) errors.name = { key: 'users.errors.nameRequired' };
  else if (name.length > NAME_MAX_LENGTH)
    errors.name = { key: 'users.errors.tooLong', params: { max: NAME_MAX_LENGTH } };
  const email = validateEmail(draft.email);
  if (email)
    errors.email = {
      key: email === 'emailRequired' ? 'validation.emailRequired' : 'validation.emailInvalid',
    };
  if (!draft.role) errors.role = { key: 'users.errors.roleRequired' };
  if (draft.workspaceIds.length === 0) errors.workspaceIds = { key: 'users.errors.workspacesRequired' };
  return errors;
}

export function toUserInput(draft: UserDraft): UserInput {
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    role: draft.role as Role,
    active: draft.active,
    workspaceIds: [...draft.workspaceIds],
  };
}
