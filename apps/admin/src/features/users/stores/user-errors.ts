import { ApiError, type FieldError } from '@backoffice/api-client';
import type { TranslationKey, TranslationParams } from '@admin/lib/i18n';

// A failed save or delete, as texts for the form: each server `errors` entry on its field, the problem's code on the
// field it concerns or on the whole form. Nothing typed is touched: the form keeps its values.

export const USER_FIELDS = ['name', 'email', 'role', 'workspaceIds', 'active'] as const;
export type UserField = (typeof USER_FIELDS)[number];

export interface Message {
  key: TranslationKey;
  params?: TranslationParams;
}

export type FieldMessages = Partial<Record<UserField, Message>>;

export interface Failure {
  fieldErrors: FieldMessages;
  formError: Message | null;
}

const isUserField = (field: string): field is UserField => (USER_FIELDS as readonly string[]).includes(field);

/** One server field error → the text shown under its field. */
export function fieldMessage(error: FieldError): { field: UserField; message: Message } | null {
  const [root = '', index] = error.field.split('/');
  if (!isUserField(root)) return null;
  const limit = error.params?.limit;
  const message = ((): Message => {
    if (error.code === 'maxLength' && typeof limit === 'number')
      return { key: 'users.errors.tooLong', params: { max: limit } };
    switch (root) {
      case 'name':
        return {
          key:
            error.code === 'required' || error.code === 'minLength'
              ? 'users.errors.nameRequired'
              : 'users.errors.invalidValue',
        };
      case 'email':
        if (error.code === 'email_taken') return { key: 'users.errors.emailTaken' };
        if (error.code === 'required' || error.code === 'minLength')
          return { key: 'validation.emailRequired' };
        return { key: 'validation.emailInvalid' };
      case 'role':
        return { key: error.code === 'required' ? 'users.errors.roleRequired' : 'users.errors.roleUnknown' };
      case 'workspaceIds':
        if (index !== undefined) return { key: 'users.errors.workspaceUnknown' };
        if (error.code === 'required' || error.code === 'minItems')
          return { key: 'users.errors.workspacesRequired' };
        return { key: 'users.errors.invalidValue' };
      default:
        return { key: 'users.errors.invalidValue' };
    }
  })();
  return { field: root, message };
}

const formMessages: Partial<Record<string, TranslationKey>> = {
  cannot_change_self: 'users.errors.cannotChangeSelf',
  not_found: 'users.errors.notFound',
  identity_unavailable: 'users.errors.identityUnavailable',
  forbidden: 'common.forbidden',
  workspace_not_member: 'common.forbidden',
};

/** Any failure of a users call → field texts and a form text (the problem's own code, not the client's 403). */
export function describeFailure(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, formError: { key: 'errors.unexpected' } };
  const code = error.problem?.code ?? error.code;
  const fieldErrors: FieldMessages = {};
  for (const entry of error.problem?.errors ?? []) {
    const mapped = fieldMessage(entry);
    // The first error of a field is the one shown (Ajv lists 'required' before the others).
    if (mapped && !fieldErrors[mapped.field]) fieldErrors[mapped.field] = mapped.message;
  }
  if (code === 'role_not_allowed') fieldErrors.role ??= { key: 'users.errors.roleNotAllowed' };
  if (code === 'email_taken') fieldErrors.email ??= { key: 'users.errors.emailTaken' };
  const formKey = formMessages[code];
  if (formKey) return { fieldErrors, formError: { key: formKey } };
  if (Object.keys(fieldErrors).length) return { fieldErrors, formError: { key: 'users.errors.fixFields' } };
  const invalid = code === 'validation_failed' || code === 'unprocessable';
  return { fieldErrors, formError: { key: invalid ? 'users.errors.invalidValue' : 'errors.unexpected' } };
}
