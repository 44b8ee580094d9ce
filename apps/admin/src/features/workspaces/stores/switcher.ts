import { proxy } from 'valtio';
import { toggleDirection, type SortDirection, type SortKey } from '@backoffice/domain';
import { reloadPage } from '@admin/lib/reload';
import { sessionStore } from '@admin/stores/session';
import { requestStarted, requestSucceeded, showError } from '@admin/stores/ui';
import { changeWorkspace } from '../api/change-workspace';

export interface SwitcherState {
  query: string;
  sortKey: SortKey;
  direction: SortDirection;
}

const initialState = (): SwitcherState => ({ query: '', sortKey: 'name', direction: 'asc' });

export const switcherStore = proxy<SwitcherState>(initialState());

export const setQuery = (query: string) => void (switcherStore.query = query);
export const setSortKey = (sortKey: SortKey) => void (switcherStore.sortKey = sortKey);
export const toggleSortDirection = () =>
  void (switcherStore.direction = toggleDirection(switcherStore.direction));
export const resetSwitcher = () => void Object.assign(switcherStore, initialState());

/** Makes `workspaceId` the user's current workspace, then reloads so every screen starts over in it. */
export async function switchWorkspace(workspaceId: string): Promise<void> {
  const user = sessionStore.user;
  if (!user || workspaceId === user.currentWorkspaceId) return;
  const companyId = user.workspace?.companyId ?? sessionStore.company?.id;
  requestStarted();
  try {
    if (!companyId) throw new Error('The session user has no company to change the workspace in.');
    await changeWorkspace(companyId, user.id, workspaceId);
    requestSucceeded();
    reloadPage();
  } catch (error) {
    console.error('Workspace change failed', error);
    showError('workspaces.changeFailed');
  }
}
