import { proxy } from 'valtio';
import { ApiError, type User, type WorkspaceSummary } from '@backoffice/api-client';
import { fetchCompanyWorkspaces, fetchUser } from '../api/users';
import { sessionCompanyId } from './users-list';
import { SignedOutError } from '@admin/lib/api-client';

// What the user form needs besides its own values: the user being edited and every workspace of the company
// (the session's workspaces are only the caller's own).

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'error';

export interface UserEditorState {
  /** The user's id, or null for a new user. */
  userId: string | null;
  status: LoadStatus;
  user: User | null;
  workspacesStatus: Exclude<LoadStatus, 'notFound'>;
  workspaces: WorkspaceSummary[];
}

const initialState = (): UserEditorState => ({
  userId: null,
  status: 'idle',
  user: null,
  workspacesStatus: 'idle',
  workspaces: [],
});

export const userEditor = proxy<UserEditorState>(initialState());

let sequence = 0;

export function resetUserEditor(): void {
  sequence += 1;
  Object.assign(userEditor, initialState());
}

/** The company's workspaces, by name; a failure leaves the form usable with a retry. */
export async function loadWorkspaceChoices(): Promise<void> {
  const companyId = sessionCompanyId();
  if (!companyId) return;
  const mine = sequence;
  userEditor.workspacesStatus = 'loading';
  try {
    const workspaces = await fetchCompanyWorkspaces(companyId);
    if (mine !== sequence) return;
    userEditor.workspaces = workspaces;
    userEditor.workspacesStatus = 'ready';
  } catch (error) {
    if (mine !== sequence || error instanceof SignedOutError) return;
    console.error('Workspaces load failed', error);
    userEditor.workspacesStatus = 'error';
  }
}

async function loadUser(userId: string, companyId: string, mine: number): Promise<void> {
  try {
    const user = await fetchUser(companyId, userId);
    if (mine !== sequence) return;
    userEditor.user = user;
    userEditor.status = 'ready';
  } catch (error) {
    if (mine !== sequence || error instanceof SignedOutError) return;
    const gone = error instanceof ApiError && error.status === 404;
    if (!gone) console.error('User load failed', error);
    userEditor.status = gone ? 'notFound' : 'error';
  }
}

/** Opens the form for `userId` (or a new user): reads the user and the company's workspaces. */
export async function openUserEditor(userId: string | null): Promise<void> {
  resetUserEditor();
  const companyId = sessionCompanyId();
  if (!companyId) return;
  const mine = sequence;
  userEditor.userId = userId;
  userEditor.status = userId ? 'loading' : 'ready';
  await Promise.all([userId ? loadUser(userId, companyId, mine) : null, loadWorkspaceChoices()]);
}

/** Reads the user again after a failure. */
export function retryUserEditor(): Promise<void> {
  return openUserEditor(userEditor.userId);
}
