import { AlertDialog } from '@backoffice/ui';
import { useT } from '../../../lib/i18n';
import { announceDeleted, removeWorkspace } from '../stores/workspace-delete';
import { isolate } from './bidi';

export interface DeleteWorkspaceDialogProps {
  /** The workspace to delete; null keeps the dialog closed. */
  workspace: { id: string; name: string } | null;
  onClose: () => void;
  /** After the server deleted it ('Workspace excluído' follows once the caller's navigation is done). */
  onDeleted: () => void;
}

/** Asks before deleting; the confirm button waits for the server, then the dialog closes either way (a refusal
 * is shown on the page by DeleteRefusalNotice). */
export function DeleteWorkspaceDialog({ workspace, onClose, onDeleted }: DeleteWorkspaceDialogProps) {
  const t = useT();
  return (
    <AlertDialog
      isOpen={workspace !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      tone="danger"
      title={t('workspaceAdmin.delete.title')}
      confirmLabel={t('workspaceAdmin.delete.confirm')}
      onConfirm={async () => {
        if (!workspace) return;
        if (!(await removeWorkspace(workspace))) return;
        onDeleted();
        announceDeleted();
      }}
    >
      {workspace ? t('workspaceAdmin.delete.message', { name: isolate(workspace.name) }) : null}
    </AlertDialog>
  );
}
