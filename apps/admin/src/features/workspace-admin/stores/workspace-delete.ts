import { proxy } from 'valtio';
import { outrankingUserNames, problemCodeOf, strandedUserNames } from '../api/problems';
import { deleteWorkspace, refreshSessionWorkspaces } from '../api/workspaces';

// Deleting a workspace: the server refuses while it holds content, while it is some member's only workspace or while
// a member's role is above the caller's. A refusal stays on screen (with the users it names) until dismissed or until
// the next delete.

export type RefusalReason = 'notEmpty' | 'lastForUsers' | 'aboveRole' | 'forbidden' | 'notFound' | 'failed';

export interface DeleteRefusal {
  workspaceName: string;
  reason: RefusalReason;
  /** For 'lastForUsers': who would be left without any workspace; for 'aboveRole': the members above the caller. */
  users: string[];
}

export const workspaceDeleteStore = proxy<{ refusal: DeleteRefusal | null }>({ refusal: null });

export function dismissRefusal(): void {
  workspaceDeleteStore.refusal = null;
}

function reasonOf(error: unknown): RefusalReason {
  const code = problemCodeOf(error);
  if (code === 'workspace_not_empty') return 'notEmpty';
  if (code === 'workspace_last_for_user') return 'lastForUsers';
  if (code === 'role_not_allowed' && outrankingUserNames(error).length > 0) return 'aboveRole';
  if (code === 'forbidden' || code === 'role_not_allowed') return 'forbidden';
  if (code === 'not_found') return 'notFound';
  return 'failed';
}

/** Deletes the workspace; true when it is gone (the caller says 'Workspace excluído'), false when refused (see
 * `refusal`). */
export async function removeWorkspace(workspace: { id: string; name: string }): Promise<boolean> {
  workspaceDeleteStore.refusal = null;
  try {
    await deleteWorkspace(workspace.id);
  } catch (error) {
    const reason = reasonOf(error);
    if (reason === 'failed') console.error('Workspace delete failed', error);
    workspaceDeleteStore.refusal = {
      workspaceName: workspace.name,
      reason,
      users:
        reason === 'lastForUsers'
          ? strandedUserNames(error)
          : reason === 'aboveRole'
            ? outrankingUserNames(error)
            : [],
    };
    return false;
  }
  await refreshSessionWorkspaces();
  return true;
}
