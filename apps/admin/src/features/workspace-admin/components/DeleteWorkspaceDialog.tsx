import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { WorkspaceDeletion } from '@backoffice/api-client';
import { AlertDialog, Text } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import {
  checkDeletion,
  forgetDeletionCheck,
  removeWorkspace,
  workspaceDeleteStore,
} from '../stores/workspace-delete';
import * as styles from './DeleteWorkspaceDialog.css';
import { isolate } from './bidi';

export interface DeleteWorkspaceDialogProps {
  /** The workspace to delete; null keeps the dialog closed. */
  workspace: { id: string; name: string } | null;
  onClose: () => void;
  /** After the server deleted it: the caller says 'Workspace excluído' (on this screen or the next). */
  onDeleted: () => void;
}

/**
 * Asks before deleting, saying what goes with it — from the server: its drafts and their voters, its templates, its
 * members' access — and why it cannot go now (votings scheduled or open, records of published ones: the confirm
 * button stays disabled; the server refuses them too). When it is the caller's current workspace, it says where
 * they will be. The confirm button waits for the server, then the dialog closes either way (a refusal is shown on
 * the page by DeleteRefusalNotice).
 */
export function DeleteWorkspaceDialog({ workspace, onClose, onDeleted }: DeleteWorkspaceDialogProps) {
  const t = useT();
  const { check } = useSnapshot(workspaceDeleteStore);
  const id = workspace?.id ?? null;

  useEffect(() => {
    if (!id) return;
    void checkDeletion(id);
    return forgetDeletionCheck;
  }, [id]);

  const current = check.status !== 'idle' && check.workspaceId === id ? check : null;
  const deletion = current?.status === 'ready' ? (current.deletion as WorkspaceDeletion) : null;
  return (
    <AlertDialog
      isOpen={workspace !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      tone="danger"
      title={t('workspaceAdmin.delete.title')}
      confirmLabel={t('common.delete')}
      isConfirmDisabled={current?.status === 'loading' || Boolean(deletion?.blockedBy)}
      onConfirm={async () => {
        if (!workspace) return;
        if (!(await removeWorkspace(workspace))) return;
        onDeleted();
      }}
    >
      {workspace ? (
        <div className={styles.body}>
          <Text>{t('workspaceAdmin.delete.message', { name: isolate(workspace.name) })}</Text>
          {current?.status === 'loading' ? (
            <Text tone="muted">{t('workspaceAdmin.delete.checking')}</Text>
          ) : current?.status === 'failed' ? (
            <Text tone="muted">{t('workspaceAdmin.delete.checkFailed')}</Text>
          ) : deletion ? (
            <DeletionFacts deletion={deletion} />
          ) : null}
        </div>
      ) : null}
    </AlertDialog>
  );
}

/** What the server said: why it cannot go, or what goes with it; and who moves. */
function DeletionFacts({ deletion }: { deletion: WorkspaceDeletion }) {
  const t = useT();
  const plural = usePlural();
  const goes = [
    deletion.draftVotings > 0 ? plural('workspaceAdmin.delete.drafts', deletion.draftVotings) : null,
    deletion.draftVotings > 0 && deletion.voters > 0
      ? plural('workspaceAdmin.delete.draftVoters', deletion.voters)
      : null,
    deletion.templates > 0 ? plural('workspaceAdmin.delete.templates', deletion.templates) : null,
  ].filter((text): text is string => text !== null);
  const holds = t('workspaceAdmin.delete.holds', {
    votings: plural('workspaceAdmin.delete.votingsCount', deletion.votings),
    voters: plural('workspaceAdmin.delete.votersCount', deletion.voters),
  });
  return (
    <>
      {deletion.blockedBy === 'open_votings' ? (
        <>
          <div data-deletion-block="open_votings">
            <Text tone="danger">{plural('workspaceAdmin.delete.blockedOpen', deletion.openVotings)}</Text>
          </div>
          <Text>{holds}</Text>
        </>
      ) : deletion.blockedBy === 'voting_records' ? (
        <>
          <div data-deletion-block="voting_records">
            <Text tone="danger">
              {plural('workspaceAdmin.delete.blockedRecords', deletion.closedVotings)}
            </Text>
          </div>
          <Text>{holds}</Text>
        </>
      ) : goes.length > 0 ? (
        <>
          <Text>{t('workspaceAdmin.delete.goesWith')}</Text>
          <ul className={styles.list}>
            {goes.map((text) => (
              <li key={text}>
                <Text elementType="span">{text}</Text>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Text>{t('workspaceAdmin.delete.nothingGoes')}</Text>
      )}
      {!deletion.blockedBy && deletion.members > 0 ? (
        <Text>{plural('workspaceAdmin.delete.membersLose', deletion.members)}</Text>
      ) : null}
      {deletion.isCallersCurrent && deletion.callerMovesTo ? (
        <Text>{t('workspaceAdmin.delete.youMove', { name: isolate(deletion.callerMovesTo.name) })}</Text>
      ) : null}
      {deletion.otherMembersMoving > 0 ? (
        <Text>{plural('workspaceAdmin.delete.othersMove', deletion.otherMembersMoving)}</Text>
      ) : null}
    </>
  );
}
