import { useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import { remindPending } from '@admin/features/votings/stores/detail-actions';
import { ActionDialog } from '@admin/components/ActionDialog/ActionDialog';
import { useActionForm } from './use-action-form';

export interface RemindPendingDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Active voters who have not voted yet. */
  pending: number;
}

/** Confirms a reminder to every pending voter (one e-mail each, sent in the background). */
export function RemindPendingDialog({ isOpen, onClose, pending }: RemindPendingDialogProps) {
  const t = useT();
  const plural = usePlural();
  const form = useActionForm();
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('votings.detail.dialogs.remindTitle')}
      message={plural('votings.detail.dialogs.remindMessage', pending)}
      confirmLabel={t('votings.detail.dialogs.remindConfirm')}
      isPending={form.pending}
      formError={form.formError}
      failures={form.failures}
      onSubmit={() => void form.submit({}, remindPending, onClose)}
    />
  );
}
