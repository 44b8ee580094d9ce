import { ApiError, type FieldError } from '@backoffice/api-client';
import type { TranslationKey } from '@admin/lib/i18n';
import { problemCodeOf } from '@admin/lib/api-client';
import type { Message } from './messages';

// A refused action of the detail screen, as texts for its dialog: each server field error under its field, the
// problem's code as one sentence for the whole dialog. Nothing typed is lost: the dialog keeps its values.

export type ActionField = 'name' | 'taxId' | 'email' | 'phone' | 'weight' | 'reason' | 'deadline' | 'title';
export type FieldMessages = Partial<Record<ActionField, Message>>;

export interface ActionFailure {
  fieldErrors: FieldMessages;
  formError: Message | null;
  /** What is on screen is out of date (the voting or the voter changed meanwhile): read it again. */
  stale: boolean;
}

/** The contract's bounds of a reason (void, close, cancel, extend). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

const FIELDS: readonly string[] = [
  'name',
  'taxId',
  'email',
  'phone',
  'weight',
  'reason',
  'deadline',
  'title',
];
const isActionField = (field: string): field is ActionField => FIELDS.includes(field);

/** One server field error → the text under its field (null for a field the dialog does not have). */
export function fieldMessage(error: FieldError): { field: ActionField; message: Message } | null {
  const field = error.field.split('/')[0] ?? '';
  if (!isActionField(field)) return null;
  const limit = error.params?.limit;
  const message = ((): Message => {
    if (error.code === 'maxLength' && typeof limit === 'number')
      return { key: 'votings.detail.errors.tooLong', params: { max: limit } };
    const missing = error.code === 'required' || error.code === 'minLength';
    switch (field) {
      case 'name':
        return { key: missing ? 'votings.detail.errors.nameRequired' : 'votings.detail.errors.invalidValue' };
      case 'taxId':
        if (error.code === 'tax_id_taken') return { key: 'votings.detail.errors.taxIdTaken' };
        return {
          key: missing ? 'votings.detail.errors.taxIdRequired' : 'votings.detail.errors.taxIdInvalid',
        };
      case 'email':
        return { key: missing ? 'validation.emailRequired' : 'validation.emailInvalid' };
      case 'phone':
        return { key: 'votings.detail.errors.phoneInvalid' };
      case 'weight':
        return { key: 'votings.detail.errors.weightInvalid' };
      case 'reason':
        return { key: 'votings.detail.errors.reasonTooShort', params: { min: REASON_MIN } };
      case 'title':
        return {
          key: missing ? 'votings.detail.errors.titleRequired' : 'votings.detail.errors.invalidValue',
        };
      case 'deadline':
        return {
          key:
            error.code === 'format' || missing
              ? 'votings.detail.errors.deadlineRequired'
              : 'votings.detail.errors.deadlineNotLater',
        };
    }
  })();
  return { field, message };
}

/** Problem codes that mean "what you see is out of date", and what to say about them. */
const staleMessages: Partial<Record<string, TranslationKey>> = {
  invalid_state: 'votings.detail.errors.invalidState',
  voter_has_voted: 'votings.detail.errors.voterHasVoted',
  not_found: 'votings.detail.errors.notFound',
};

const formMessages: Partial<Record<string, TranslationKey>> = {
  forbidden: 'common.forbidden',
  role_not_allowed: 'common.forbidden',
  workspace_not_member: 'common.forbidden',
};

/** Any failure of an action → field texts, a dialog text, and whether the screen must read the voting again. */
export function describeActionFailure(error: unknown): ActionFailure {
  if (!(error instanceof ApiError))
    return { fieldErrors: {}, formError: { key: 'errors.unexpected' }, stale: false };
  const code = problemCodeOf(error) ?? 'unknown';
  const fieldErrors: FieldMessages = {};
  for (const entry of error.problem?.errors ?? []) {
    const mapped = fieldMessage(entry);
    // The first error of a field is the one shown (Ajv lists 'required' before the others).
    if (mapped && !fieldErrors[mapped.field]) fieldErrors[mapped.field] = mapped.message;
  }
  if (code === 'tax_id_taken') fieldErrors.taxId ??= { key: 'votings.detail.errors.taxIdTaken' };
  if (code === 'invalid_tax_id') fieldErrors.taxId ??= { key: 'votings.detail.errors.taxIdInvalid' };
  const staleKey = staleMessages[code];
  if (staleKey) return { fieldErrors, formError: { key: staleKey }, stale: true };
  const formKey = formMessages[code];
  if (formKey) return { fieldErrors, formError: { key: formKey }, stale: false };
  if (Object.keys(fieldErrors).length)
    return { fieldErrors, formError: { key: 'votings.detail.errors.fixFields' }, stale: false };
  const invalid = code === 'validation_failed' || code === 'unprocessable';
  return {
    fieldErrors,
    formError: { key: invalid ? 'votings.detail.errors.invalidValue' : 'errors.unexpected' },
    stale: false,
  };
}
