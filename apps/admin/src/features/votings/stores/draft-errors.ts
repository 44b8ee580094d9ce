import { ApiError, type FieldError } from '@backoffice/api-client';
import type { TranslationKey } from '@admin/lib/i18n';
import type { DetailsErrors, DetailsField, ItemDraft, ItemsErrors, StepId } from './draft-model';
import type { Message } from './messages';

// A refused save or publish of the new-voting flow, as texts on the fields and steps they concern. Nothing typed is
// touched: the draft keeps its values.

export interface SaveFailure {
  details: DetailsErrors;
  items: ItemsErrors;
  ballotTemplate?: Message;
  /** About the step as a whole. */
  form: Message;
}

const DETAILS_FIELDS: readonly string[] = ['title', 'description', 'opensAt', 'deadline'];

const formMessages: Partial<Record<string, TranslationKey>> = {
  invalid_state: 'votings.errors.notDraft',
  not_found: 'votings.errors.draftGone',
  forbidden: 'common.forbidden',
};

function fieldMessage(error: FieldError): Message {
  const limit = error.params?.limit;
  if (error.code === 'maxLength' && typeof limit === 'number')
    return { key: 'votings.errors.tooLong', params: { max: limit } };
  if (error.code === 'required' || error.code === 'minLength') return { key: 'votings.errors.required' };
  return { key: 'votings.errors.invalidValue' };
}

/** Any failure of createVoting / updateVoting → the fields' and the step's texts. */
export function describeSaveFailure(error: unknown, items: readonly ItemDraft[]): SaveFailure {
  const failure: SaveFailure = {
    details: {},
    items: { titles: {}, descriptions: {} },
    form: { key: 'votings.errors.saveFailed' },
  };
  if (!(error instanceof ApiError)) return failure;
  const code = error.problem?.code ?? error.code;
  let mapped = false;
  for (const entry of error.problem?.errors ?? []) {
    const [root = '', index, leaf] = entry.field.split('/');
    if (DETAILS_FIELDS.includes(root)) {
      failure.details[root as DetailsField] ??= fieldMessage(entry);
      mapped = true;
    } else if (root === 'items') {
      const item = index === undefined ? undefined : items[Number(index)];
      if (item && leaf === 'description') failure.items.descriptions[item.key] ??= fieldMessage(entry);
      else if (item) failure.items.titles[item.key] ??= fieldMessage(entry);
      else failure.items.list ??= fieldMessage(entry);
      mapped = true;
    } else if (root === 'ballotTemplateId') {
      failure.ballotTemplate = { key: 'votings.errors.templateUnavailable' };
      mapped = true;
    }
  }
  const formKey = formMessages[code];
  if (formKey) failure.form = { key: formKey };
  else if (mapped) failure.form = { key: 'votings.errors.fixFields' };
  return failure;
}

export interface PublishIssue {
  step: StepId;
  message: Message;
}

const issueOf: Record<string, { step: StepId; key: TranslationKey }> = {
  items: { step: 'items', key: 'votings.review.issues.items' },
  voters: { step: 'voters', key: 'votings.review.issues.voters' },
  ballotTemplateId: { step: 'invitation', key: 'votings.review.issues.ballotTemplate' },
  deadline: { step: 'details', key: 'votings.review.issues.deadline' },
  opensAt: { step: 'details', key: 'votings.review.issues.opensAt' },
  documents: { step: 'documents', key: 'votings.review.issues.documents' },
  title: { step: 'details', key: 'votings.review.issues.details' },
  description: { step: 'details', key: 'votings.review.issues.details' },
  weighting: { step: 'details', key: 'votings.review.issues.details' },
  requiresSupportDocument: { step: 'details', key: 'votings.review.issues.details' },
};

/** The server's 422 voting_incomplete `errors` → one issue per entry, on the step that fixes it. */
export function publishIssues(errors: readonly FieldError[]): PublishIssue[] {
  const issues: PublishIssue[] = [];
  for (const error of errors) {
    const root = error.field.split('/')[0] ?? '';
    const known = issueOf[root];
    const issue: PublishIssue = known
      ? { step: known.step, message: { key: known.key } }
      : {
          step: 'review',
          message: {
            key: 'votings.review.issues.unknown',
            params: { field: error.field || '—', code: error.code },
          },
        };
    if (!issues.some((seen) => seen.step === issue.step && seen.message.key === issue.message.key))
      issues.push(issue);
  }
  return issues;
}
