import { proxy } from 'valtio';
import type { UserSummary, Workspace } from '@backoffice/api-client';
import type { TranslationKey, TranslationParams } from '@admin/lib/i18n';
import { outrankingUserNames, strandedUserNames } from '../api/problems';
import { createWorkspace, getWorkspace, refreshSessionWorkspaces, updateWorkspace } from '../api/workspaces';
import { fieldErrorsOf, problemCodeOf } from '@admin/lib/api-client';

// The workspace form (new and edit): the workspace being edited, and saving with the server's errors mapped onto
// the fields.

export type FormStatus = 'loading' | 'ready' | 'notFound' | 'failed';

export interface WorkspaceFormState {
  status: FormStatus;
  workspace: Workspace | null;
}

export const workspaceFormStore = proxy<WorkspaceFormState>({ status: 'ready', workspace: null });

let latest = 0;

/** Leaving the screen drops the workspace, so the next visit's first frame is not the last one's. */
export function resetWorkspaceForm(): void {
  latest += 1;
  Object.assign(workspaceFormStore, { status: 'loading', workspace: null });
}

/** A new workspace: nothing to load. */
export function startNewWorkspace(): void {
  latest += 1;
  Object.assign(workspaceFormStore, { status: 'ready', workspace: null });
}

export async function loadWorkspaceForm(id: string): Promise<void> {
  const request = ++latest;
  Object.assign(workspaceFormStore, { status: 'loading', workspace: null });
  try {
    const workspace = await getWorkspace(id);
    if (request === latest) Object.assign(workspaceFormStore, { status: 'ready', workspace });
  } catch (error) {
    if (request !== latest) return;
    const notFound = ['not_found', 'validation_failed'].includes(problemCodeOf(error) ?? '');
    if (!notFound) console.error('Workspace load failed', error);
    workspaceFormStore.status = notFound ? 'notFound' : 'failed';
  }
}

export interface Message {
  key: TranslationKey;
  params?: TranslationParams;
}

export interface SaveErrors {
  name?: Message;
  members?: Message;
  /** About the whole form (no permission, gone, unexpected). */
  form?: Message;
}

export interface WorkspaceDraft {
  name: string;
  members: readonly UserSummary[];
}

/** Client rules first, as the server has them: a name that is not blank and at most 120 characters. */
export function validateDraft(draft: WorkspaceDraft): SaveErrors {
  const name = draft.name.trim();
  if (name === '') return { name: { key: 'workspaceAdmin.errors.nameRequired' } };
  if (name.length > 120) return { name: { key: 'workspaceAdmin.errors.nameTooLong' } };
  return {};
}

function nameMessage(code: string): Message {
  if (code === 'duplicate') return { key: 'workspaceAdmin.errors.nameDuplicate' };
  if (code === 'maxLength') return { key: 'workspaceAdmin.errors.nameTooLong' };
  if (['minLength', 'required', 'blank'].includes(code)) return { key: 'workspaceAdmin.errors.nameRequired' };
  return { key: 'workspaceAdmin.errors.nameInvalid' };
}

/** The server's refusal, onto the fields it names (or the whole form). */
export function saveErrorsOf(error: unknown, listFormat: (names: string[]) => string): SaveErrors {
  const code = problemCodeOf(error);
  if (code === 'workspace_last_for_user') {
    return {
      members: {
        key: 'workspaceAdmin.errors.lastForUsers',
        params: { names: listFormat(strandedUserNames(error)) },
      },
    };
  }
  const above = outrankingUserNames(error);
  if (code === 'role_not_allowed' && above.length > 0) {
    return { members: { key: 'workspaceAdmin.errors.aboveRole', params: { names: listFormat(above) } } };
  }
  const errors: SaveErrors = {};
  for (const fieldError of fieldErrorsOf(error)) {
    const field = fieldError.field;
    const missing = fieldError.params?.missingProperty;
    if (field === 'name' || missing === 'name') errors.name ??= nameMessage(fieldError.code);
    else if (field.startsWith('memberIds') || missing === 'memberIds')
      errors.members ??= {
        key:
          fieldError.code === 'not_found'
            ? 'workspaceAdmin.errors.memberNotFound'
            : 'workspaceAdmin.errors.membersInvalid',
      };
  }
  if (errors.name || errors.members) return errors;
  if (code === 'forbidden' || code === 'role_not_allowed')
    return { form: { key: 'workspaceAdmin.errors.forbidden' } };
  if (code === 'not_found') return { form: { key: 'workspaceAdmin.errors.notFound' } };
  console.error('Workspace save failed', error);
  return { form: { key: 'workspaceAdmin.errors.saveFailed' } };
}

/**
 * Creates (no id) or updates the workspace. Null when saved — the caller then leaves for the list, where
 * 'Workspace criado' / 'Workspace editado' is shown — or the errors to show.
 */
export async function saveWorkspace(
  id: string | null,
  draft: WorkspaceDraft,
  listFormat: (names: string[]) => string,
): Promise<SaveErrors | null> {
  const input = { name: draft.name.trim(), memberIds: draft.members.map((member) => member.id) };
  try {
    const workspace = id ? await updateWorkspace(id, input) : await createWorkspace(input);
    workspaceFormStore.workspace = workspace;
  } catch (error) {
    return saveErrorsOf(error, listFormat);
  }
  // The switcher lists the new or renamed workspace at once.
  await refreshSessionWorkspaces();
  return null;
}
