import { ApiError, type User } from '@backoffice/api-client';
import { paths } from '@admin/config/paths';
import type { TranslationKey } from '@admin/lib/i18n';
import { sessionStore } from '@admin/stores/session';
import { requestSucceeded, showError, succeedOnNextRoute } from '@admin/stores/ui';
import { createUser, deleteUser, updateUser } from '../api/users';
import { toUserInput, type UserDraft } from './user-draft';
import { describeFailure, type Failure } from './user-errors';
import { forgetUser, mergeUser, sessionCompanyId } from './users-list';
import { problemCodeOf } from '@admin/lib/api-client';

// The users writes (spec §7): one save that creates or updates by whether the payload has an id, and delete. Both
// merge their result into the list, go where the screen asks and announce the spec's message there.

/** Moves to another route (the screen's router: the app's, or a story's in-memory one). */
export type Go = (to: string) => void;

export type SaveOutcome = { ok: true; user: User; created: boolean } | ({ ok: false } & Failure);

/** Opens `to` and shows the success message there (a route change clears the messages of the screen it leaves). */
function announceAfter(go: Go, to: string, message: TranslationKey): void {
  succeedOnNextRoute(message);
  go(to);
}

/** Creates the user when the draft has no id, updates it otherwise; then back to the list with 'Usuário criado'
 * or 'Usuário editado'. A failure comes back as texts for the form, which keeps every value typed. */
export async function saveUser(draft: UserDraft, go: Go): Promise<SaveOutcome> {
  const companyId = sessionCompanyId();
  if (!companyId) return { ok: false, fieldErrors: {}, formError: { key: 'errors.unexpected' } };
  const body = toUserInput(draft);
  const created = !draft.id;
  try {
    const user = draft.id ? await updateUser(companyId, draft.id, body) : await createUser(companyId, body);
    mergeUser(user, created);
    // Editing oneself: the shell's user panel shows the new name at once.
    if (sessionStore.user?.id === user.id)
      Object.assign(sessionStore.user, { name: user.name, email: user.email });
    announceAfter(go, paths.users.list, created ? 'users.messages.created' : 'users.messages.updated');
    return { ok: true, user, created };
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('User save failed', error);
    return { ok: false, ...describeFailure(error) };
  }
}

const deleteFailures: Partial<Record<string, TranslationKey>> = {
  cannot_change_self: 'users.form.selfDelete',
  role_not_allowed: 'users.form.adminOnlyNote',
  not_found: 'users.errors.notFound',
  identity_unavailable: 'users.errors.identityUnavailable',
  forbidden: 'common.forbidden',
};

/**
 * Deletes the user, takes them out of the list and, with `go`, moves to the list; 'Usuário deletado com sucesso!'
 * either way. A failure shows its reason in the snackbar; a user already gone leaves the list too. Never rejects.
 */
export async function removeUser(user: Pick<User, 'id'>, go?: Go): Promise<boolean> {
  const companyId = sessionCompanyId();
  try {
    if (!companyId) throw new Error('No company in the session.');
    await deleteUser(companyId, user.id);
    forgetUser(user.id);
    if (go) announceAfter(go, paths.users.list, 'users.messages.deleted');
    else requestSucceeded('users.messages.deleted');
    return true;
  } catch (error) {
    const code = problemCodeOf(error);
    if (!code) console.error('User delete failed', error);
    if (code === 'not_found') forgetUser(user.id);
    showError((code && deleteFailures[code]) || 'errors.unexpected');
    return false;
  }
}
