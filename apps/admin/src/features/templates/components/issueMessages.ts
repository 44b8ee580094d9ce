import type { Snapshot } from 'valtio';
import type { FieldError } from '@backoffice/api-client';
import type { Translate } from '@admin/lib/i18n';
import { draftIssues, type EditorField, type EditorState } from '../stores/editor';

/** `{{name}}` as the user writes it (passed as a parameter: the dictionaries use the same braces). */
export const token = (name: string) => `{{${name}}}`;

/** Rule breaks that wait until the field was touched or a save was tried; placeholder errors show at once. */
const WAITS_FOR_TOUCH = new Set(['required', 'minLength', 'subject_required']);

/** One field error in clear pt-BR (or the current locale), naming the placeholder when there is one. */
export function issueMessage(t: Translate, error: Snapshot<FieldError>, locale = 'pt-BR'): string {
  const name = typeof error.params?.name === 'string' ? error.params.name : '';
  switch (error.code) {
    case 'required':
    case 'minLength':
    case 'subject_required':
      if (error.field === 'name') return t('templates.errors.nameRequired');
      if (error.field === 'subject') return t('templates.errors.subjectRequired');
      if (error.field === 'body') return t('templates.errors.bodyRequired');
      return t('templates.errors.invalid');
    case 'maxLength':
      return t('templates.errors.tooLong', { max: Number(error.params?.limit ?? 0) });
    case 'unknown_placeholder':
      return t('templates.errors.unknownPlaceholder', { token: token(name) });
    case 'invalid_placeholder_name':
      return t('templates.errors.invalidPlaceholderName', { token: token(name) });
    case 'too_many_placeholders':
      return t('templates.errors.tooManyPlaceholders', { max: Number(error.params?.limit ?? 0) });
    case 'body_too_long':
      return t('templates.errors.bodyTooLong', {
        max: Number(error.params?.limit ?? 0).toLocaleString(locale),
        example: token('1'),
      });
    case 'malformed_placeholder':
      return t('templates.errors.malformedPlaceholder', { example: token('nome') });
    case 'missing_placeholder':
      return t('templates.errors.missingPlaceholder', { token: token(name || 'itens') });
    case 'ballot_channel':
      return t('templates.errors.ballotChannel');
    default:
      return t('templates.errors.invalid');
  }
}

/** The messages each field shows now: the draft's own rule breaks (as they become due) and the server's. */
export function fieldMessages(
  t: Translate,
  state: Snapshot<Pick<EditorState, 'draft' | 'touched' | 'submitted' | 'serverErrors'>>,
  locale?: string,
): Partial<Record<EditorField, string>> {
  const shown = draftIssues(state.draft).filter(
    (issue) =>
      !WAITS_FOR_TOUCH.has(issue.code) || state.submitted || state.touched[issue.field as EditorField],
  );
  const byField: Partial<Record<EditorField, string[]>> = {};
  for (const error of [...shown, ...state.serverErrors]) {
    const field = error.field as EditorField;
    const message = issueMessage(t, error, locale);
    const list = (byField[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return Object.fromEntries(Object.entries(byField).map(([field, list]) => [field, list.join(' ')]));
}
