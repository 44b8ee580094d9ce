import { AlertDialog } from '@backoffice/ui';
import { useT } from '../../../lib/i18n';
import { removeWorkspace } from '../stores/workspace-delete';
import { isolate } from './bidi';

export interface DeleteWorkspaceDialogProps {
  /** The workspace to delete; null keeps the dialog closed. */
  workspace: { id: string; name: string } | null;
  onClose: () => void;
  /** After the server deleted it: the caller says 'Workspace excluído' (on this screen or the next). */
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
      }}
    >
      {workspace ? t('workspaceAdmin.delete.message', { name: isolate(workspace.name) }) : null}
    </AlertDialog>
  );
}
