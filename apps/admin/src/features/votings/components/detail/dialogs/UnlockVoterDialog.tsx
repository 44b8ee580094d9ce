import type { Voter } from '@backoffice/api-client';
import { Text } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { unlockVoter } from '@admin/features/votings/stores/detail-actions';
import { useFormats } from '../use-formats';
import { ActionDialog, DialogNote } from '@admin/components/ActionDialog/ActionDialog';
import { useActionForm } from './use-action-form';

export interface UnlockVoterDialogProps {
  isOpen: boolean;
  onClose: () => void;
  voter: Voter;
}

/**
 * Confirms ending a voter's portal lock (too many wrong tries of the last 4 digits or the PIN), typically with the
 * voter on the phone: what it does, and that it is recorded in the audit trail.
 */
export function UnlockVoterDialog({ isOpen, onClose, voter }: UnlockVoterDialogProps) {
  const t = useT();
  const format = useFormats();
  const form = useActionForm();
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('votings.detail.dialogs.unlockTitle')}
      message={
        <>
          <Text>
            {t('votings.detail.dialogs.unlockMessage', {
              name: `\u2068${voter.name}\u2069`,
              time: voter.accessLockedUntil ? format.dateTime(voter.accessLockedUntil) : '',
            })}
          </Text>
          <Text>{t('votings.detail.dialogs.unlockEffect')}</Text>
        </>
      }
      confirmLabel={t('votings.detail.dialogs.unlockConfirm')}
      isPending={form.pending}
      formError={form.formError}
      failures={form.failures}
      onSubmit={() => void form.submit({}, () => unlockVoter(voter), onClose)}
    >
      <DialogNote>{t('votings.detail.dialogs.unlockAudited')}</DialogNote>
    </ActionDialog>
  );
}
