import { proxy } from 'valtio';
import {
  ApiError,
  type FieldError,
  type MessageTemplate,
  type MessageTemplateInput,
  type MessageTemplatePreview,
  type TemplateChannel,
  type TemplateKind,
} from '@backoffice/api-client';
import { templateIssues } from '@backoffice/domain';
import { showError } from '@admin/stores/ui';
import { deleteTemplate, getTemplate, previewTemplate, saveTemplate } from '../api/templates';
import { deleteFailure } from './delete-failure';
import { dismissTemplateInUse, noteTemplateInUse } from './template-in-use';

// One editor's state (new or existing template), created per screen so that nothing leaks from one template to
// the next. The draft is never thrown away by a failure: only a successful save or delete leaves the screen.

export type TextFieldName = 'name' | 'subject' | 'body';
export type EditorField = TextFieldName | 'kind' | 'channel';

export const NAME_MAX_LENGTH = 120;
export const SUBJECT_MAX_LENGTH = 200;

export interface TemplateDraftState {
  name: string;
  kind: TemplateKind;
  channel: TemplateChannel;
  /** Kept while the channel is WhatsApp (sent as null), so switching back to e-mail loses nothing. */
  subject: string;
  body: string;
}

export interface EditorState {
  id: string | null;
  status: 'loading' | 'ready' | 'notFound' | 'failed';
  draft: TemplateDraftState;
  /** Fields the user has changed or left: their rule breaks show from then on. */
  touched: Partial<Record<EditorField, boolean>>;
  /** A save was tried: every rule break shows. */
  submitted: boolean;
  saving: boolean;
  /** The server's field errors of the last save, each until its field changes. */
  serverErrors: FieldError[];
  preview: { status: 'idle' | 'loading' | 'ready' | 'failed'; data: MessageTemplatePreview | null };
}

export const emptyDraft = (): TemplateDraftState => ({
  name: '',
  kind: 'message',
  channel: 'email',
  subject: '',
  body: '',
});

const draftOf = (template: MessageTemplate): TemplateDraftState => ({
  name: template.name,
  kind: template.kind,
  channel: template.channel,
  subject: template.subject ?? '',
  body: template.body,
});

/** The contract's body for a draft: a WhatsApp template has no subject. */
export function toInput(draft: TemplateDraftState): MessageTemplateInput {
  return {
    name: draft.name.trim(),
    kind: draft.kind,
    channel: draft.channel,
    subject: draft.channel === 'email' ? draft.subject : null,
    body: draft.body,
  };
}

/** Every rule the draft breaks, as the server would report it (its placeholder rules are the domain's). */
export function draftIssues(draft: TemplateDraftState): FieldError[] {
  const input = toInput(draft);
  const issues: FieldError[] = [];
  const emptyBody = !input.body.trim();
  if (!input.name) issues.push({ field: 'name', code: 'required' });
  if (emptyBody) issues.push({ field: 'body', code: 'required' });
  for (const { field, code, params } of templateIssues(input)) {
    // An empty body is reported once, as required (not also as a ballot without {{itens}}).
    if (emptyBody && code === 'missing_placeholder') continue;
    issues.push({ field, code, ...(params ? { params } : {}) });
  }
  return issues;
}

/** The order in which fields appear on the screen (the first invalid one gets the focus). */
export const FIELD_ORDER: readonly EditorField[] = ['name', 'kind', 'channel', 'subject', 'body'];

export type SaveOutcome = 'saved' | 'invalid' | 'failed';

export function createEditorStore() {
  const state = proxy<EditorState>({
    id: null,
    status: 'ready',
    draft: emptyDraft(),
    touched: {},
    submitted: false,
    saving: false,
    serverErrors: [],
    preview: { status: 'idle', data: null },
  });
  let previewRequest = 0;

  function forget(field: EditorField) {
    state.serverErrors = state.serverErrors.filter((error) => error.field !== field);
  }

  return {
    state,

    async load(id: string): Promise<void> {
      state.id = id;
      state.status = 'loading';
      try {
        const template = await getTemplate(id);
        state.draft = draftOf(template);
        state.status = 'ready';
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return void (state.status = 'notFound');
        console.error('Template load failed', error);
        state.status = 'failed';
      }
    },

    setText(field: TextFieldName, value: string): void {
      state.draft[field] = value;
      state.touched[field] = true;
      forget(field);
    },

    touch(field: EditorField): void {
      state.touched[field] = true;
    },

    /** A ballot is always an e-mail: choosing it moves the channel to e-mail. */
    setKind(kind: TemplateKind): void {
      state.draft.kind = kind;
      if (kind === 'ballot') state.draft.channel = 'email';
      state.touched.kind = true;
      forget('kind');
      forget('channel');
      // The placeholders allowed change with the kind: the body's errors may change too.
      forget('body');
      forget('subject');
    },

    setChannel(channel: TemplateChannel): void {
      if (state.draft.kind === 'ballot' && channel !== 'email') return;
      state.draft.channel = channel;
      state.touched.channel = true;
      forget('channel');
      forget('subject');
    },

    /** Saves (create or update). 'invalid': rule breaks are on the fields; 'failed': the snackbar says why. */
    async save(): Promise<SaveOutcome> {
      state.submitted = true;
      if (draftIssues(state.draft).length) return 'invalid';
      state.saving = true;
      try {
        await saveTemplate({ ...toInput(state.draft), ...(state.id ? { id: state.id } : {}) });
        return 'saved';
      } catch (error) {
        const errors = error instanceof ApiError ? error.problem?.errors : undefined;
        if (errors?.length && (error as ApiError).status < 500) {
          state.serverErrors = errors;
          return 'invalid';
        }
        console.error('Template save failed', error);
        showError(failureMessage(error));
        return 'failed';
      } finally {
        state.saving = false;
      }
    },

    /**
     * Deletes the template being edited: true once gone. A template in use by votings answers false (the page names
     * them: TemplateInUseNotice); any other failure is reported and rethrown (the confirmation stays open).
     */
    async remove(): Promise<boolean> {
      if (!state.id) return false;
      dismissTemplateInUse();
      try {
        await deleteTemplate(state.id);
      } catch (error) {
        if (noteTemplateInUse(state.draft.name, error)) return false;
        console.error('Template delete failed', error);
        showError(deleteFailure(error));
        throw error;
      }
      return true;
    },

    /** Renders the draft with sample data on the server; an answer to an older draft is dropped. */
    async refreshPreview(): Promise<void> {
      const request = ++previewRequest;
      const input = toInput(state.draft);
      state.preview.status = 'loading';
      try {
        const data = await previewTemplate({
          kind: input.kind,
          channel: input.channel,
          subject: input.subject,
          body: input.body,
        });
        if (request !== previewRequest) return;
        state.preview = { status: 'ready', data };
      } catch (error) {
        if (request !== previewRequest) return;
        console.error('Template preview failed', error);
        state.preview = { status: 'failed', data: null };
      }
    },
  };
}

export type EditorStore = ReturnType<typeof createEditorStore>;

function failureMessage(error: unknown) {
  if (error instanceof ApiError) {
    if (error.status === 403) return 'common.forbidden' as const;
    if (error.status === 404) return 'templates.errors.notFound' as const;
  }
  return 'templates.errors.saveFailed' as const;
}
