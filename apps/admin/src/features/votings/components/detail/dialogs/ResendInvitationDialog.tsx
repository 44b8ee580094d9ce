import { useState } from 'react';
import type { Voter } from '@backoffice/api-client';
import { Checkbox } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { resendVoterInvitation } from '@admin/features/votings/stores/detail-actions';
import { ActionDialog } from '@admin/components/ActionDialog/ActionDialog';
import { useActionForm } from './use-action-form';

export interface ResendInvitationDialogProps {
  isOpen: boolean;
  onClose: () => void;
  voter: Pick<Voter, 'id' | 'email'>;
}

/** Sends a pending voter's invitation again, optionally with a new link (the old one stops working). */
export function ResendInvitationDialog({ isOpen, onClose, voter }: ResendInvitationDialogProps) {
  const t = useT();
  const form = useActionForm();
  const [rotateLink, setRotateLink] = useState(false);
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('votings.detail.dialogs.resendTitle')}
      message={<bdi>{t('votings.detail.dialogs.resendMessage', { email: voter.email })}</bdi>}
      confirmLabel={t('votings.detail.dialogs.resendConfirm')}
      isPending={form.pending}
      formError={form.formError}
      failures={form.failures}
      onSubmit={() => void form.submit({}, () => resendVoterInvitation(voter, rotateLink), onClose)}
    >
      <Checkbox
        name="rotateLink"
        isSelected={rotateLink}
        onChange={setRotateLink}
        description={t('votings.detail.dialogs.rotateLinkDescription')}
      >
        {t('votings.detail.dialogs.rotateLink')}
      </Checkbox>
    </ActionDialog>
  );
}
