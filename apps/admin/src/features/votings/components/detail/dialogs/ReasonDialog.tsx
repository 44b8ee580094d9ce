import { useState, type ReactNode } from 'react';
import { TextArea } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { REASON_MAX, REASON_MIN, type FieldMessages } from '@admin/features/votings/stores/action-errors';
import type { ActionOutcome } from '@admin/features/votings/stores/detail-actions';
import { ActionDialog, DialogNote } from '@admin/components/ActionDialog/ActionDialog';
import { useActionForm } from './use-action-form';

/** The contract's rule for a reason: 3 to 500 characters once trimmed. */
export function reasonError(reason: string): FieldMessages {
  return reason.trim().length < REASON_MIN
    ? { reason: { key: 'votings.detail.errors.reasonTooShort', params: { min: REASON_MIN } } }
    : {};
}

export interface ReasonDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  tone?: 'neutral' | 'danger';
  /** Runs the action with the reason typed. */
  onConfirm: (reason: string) => Promise<ActionOutcome>;
}

/** An action that needs a written reason, kept in the audit trail: void a voter, close early, cancel. */
export function ReasonDialog({
  isOpen,
  onClose,
  title,
  message,
  confirmLabel,
  tone,
  onConfirm,
}: ReasonDialogProps) {
  const t = useT();
  const form = useActionForm();
  const [reason, setReason] = useState('');
  const error = form.fieldError('reason');
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      message={message}
      tone={tone}
      confirmLabel={confirmLabel}
      isPending={form.pending}
      formError={form.formError}
      failures={form.failures}
      onSubmit={() => void form.submit(reasonError(reason), () => onConfirm(reason), onClose)}
    >
      <TextArea
        label={t('votings.detail.dialogs.reason')}
        description={t('votings.detail.dialogs.reasonDescription', { min: REASON_MIN, max: REASON_MAX })}
        name="reason"
        isRequired
        maxLength={REASON_MAX}
        rows={3}
        value={reason}
        onChange={(value) => {
          setReason(value);
          form.clearField('reason');
        }}
        isInvalid={Boolean(error)}
        errorMessage={error}
      />
      <DialogNote>{t('votings.detail.dialogs.audited')}</DialogNote>
    </ActionDialog>
  );
}
