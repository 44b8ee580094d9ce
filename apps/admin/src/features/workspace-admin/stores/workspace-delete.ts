import { proxy, ref } from 'valtio';
import { ApiError, type WorkspaceDeletion } from '@backoffice/api-client';
import { sessionStore } from '@admin/stores/session';
import { outrankingUserNames, strandedUserNames } from '../api/problems';
import { deleteWorkspace, getWorkspaceDeletion, refreshSessionWorkspaces } from '../api/workspaces';
import { problemCodeOf } from '@admin/lib/api-client';

// Deleting a workspace. The confirmation first asks the server what would go with it (its drafts, their voters, its
// templates and members) and what refuses it (votings scheduled or open, records of published ones), and where the
// caller goes when it is their current workspace. The server checks again when deleting: a refusal stays on screen
// (with the users or the votings it counts) until dismissed or until the next delete. When the caller's current
// workspace was the one deleted, the session has moved them: `moved` says from where to where until dismissed.

export type RefusalReason =
  'openVotings' | 'votingRecords' | 'lastForUsers' | 'aboveRole' | 'forbidden' | 'notFound' | 'failed';

export interface DeleteRefusal {
  workspaceName: string;
  reason: RefusalReason;
  /** For 'lastForUsers': who would be left without any workspace; for 'aboveRole': the members above the caller. */
  users: string[];
  /** For 'openVotings' and 'votingRecords': how many votings refuse it. */
  count: number;
}

export interface WorkspaceMove {
  /** The workspace deleted, which was the caller's current one. */
  deleted: string;
  /** Where the session is now (null: the server left the caller without a current workspace). */
  now: string | null;
}

export type DeletionCheck =
  | { status: 'idle' }
  | { status: 'loading'; workspaceId: string }
  | { status: 'ready'; workspaceId: string; deletion: WorkspaceDeletion }
  | { status: 'failed'; workspaceId: string };

export const workspaceDeleteStore = proxy<{
  refusal: DeleteRefusal | null;
  check: DeletionCheck;
  moved: WorkspaceMove | null;
}>({ refusal: null, check: { status: 'idle' }, moved: null });

export function dismissRefusal(): void {
  workspaceDeleteStore.refusal = null;
}

export function dismissMoved(): void {
  workspaceDeleteStore.moved = null;
}

/** Asks the server what deleting the workspace takes with it; an answer for an earlier dialog is dropped. */
export async function checkDeletion(workspaceId: string): Promise<void> {
  workspaceDeleteStore.check = { status: 'loading', workspaceId };
  try {
    const deletion = await getWorkspaceDeletion(workspaceId);
    const check = workspaceDeleteStore.check;
    if (!('workspaceId' in check) || check.workspaceId !== workspaceId) return;
    workspaceDeleteStore.check = { status: 'ready', workspaceId, deletion: ref(deletion) };
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('Workspace deletion check failed', error);
    const check = workspaceDeleteStore.check;
    if ('workspaceId' in check && check.workspaceId === workspaceId)
      workspaceDeleteStore.check = { status: 'failed', workspaceId };
  }
}

export function forgetDeletionCheck(): void {
  workspaceDeleteStore.check = { status: 'idle' };
}

function reasonOf(error: unknown): RefusalReason {
  const code = problemCodeOf(error);
  if (code === 'workspace_has_open_votings') return 'openVotings';
  if (code === 'workspace_has_voting_records') return 'votingRecords';
  if (code === 'workspace_last_for_user') return 'lastForUsers';
  if (code === 'role_not_allowed' && outrankingUserNames(error).length > 0) return 'aboveRole';
  if (code === 'forbidden' || code === 'role_not_allowed') return 'forbidden';
  if (code === 'not_found') return 'notFound';
  return 'failed';
}

/** The votings a refusal counts (`params.openVotings` / `params.closedVotings`). */
function countOf(error: unknown, reason: RefusalReason): number {
  const params = error instanceof ApiError ? (error.problem?.params ?? {}) : {};
  const value = reason === 'openVotings' ? params.openVotings : params.closedVotings;
  return typeof value === 'number' ? value : 0;
}

/**
 * Deletes the workspace; true when it is gone (the caller says 'Workspace excluído'), false when refused (see
 * `refusal`). When it was the caller's current workspace, `moved` says where the session went.
 */
export async function removeWorkspace(workspace: { id: string; name: string }): Promise<boolean> {
  workspaceDeleteStore.refusal = null;
  const wasCurrent = sessionStore.user?.currentWorkspaceId === workspace.id;
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
      count: countOf(error, reason),
    };
    return false;
  }
  await refreshSessionWorkspaces();
  if (wasCurrent) {
    workspaceDeleteStore.moved = {
      deleted: workspace.name,
      now: sessionStore.user?.workspace?.name ?? null,
    };
  }
  return true;
}
