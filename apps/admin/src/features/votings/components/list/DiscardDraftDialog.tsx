import { AlertDialog } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { discardDraft } from '../../stores/discard-draft';

export interface DiscardDraftDialogProps {
  /** The draft to discard; null keeps the dialog closed. */
  draft: { id: string; title: string } | null;
  onClose: () => void;
}

/**
 * Asks before discarding a draft: it goes with its items, voters and documents, and cannot be brought back. The
 * confirm button waits for the server; a failure keeps the dialog open for a retry (the snackbar says why).
 */
export function DiscardDraftDialog({ draft, onClose }: DiscardDraftDialogProps) {
  const t = useT();
  return (
    <AlertDialog
      isOpen={draft !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      tone="danger"
      title={t('votings.discard.title')}
      confirmLabel={t('votings.discard.confirm')}
      onConfirm={() => (draft ? discardDraft(draft) : undefined)}
    >
      {draft ? t('votings.discard.message', { title: `\u2068${draft.title}\u2069` }) : null}
    </AlertDialog>
  );
}
