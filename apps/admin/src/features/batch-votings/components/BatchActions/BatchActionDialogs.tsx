import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Text, TextArea, TextField } from '@backoffice/ui';
import { useCurrentLocale, useT, type TranslationKey } from '@admin/lib/i18n';
import { localToIso } from '@admin/lib/local-date-time';
import { usePlural } from '@admin/lib/plural';
import { closeBatch, extendBatchDeadline, remindBatchPending } from '../../api/batch-actions';
import { batchActions, closeBulkDialog, runBulkAction, type BulkOutcome } from '../../stores/batch-actions';
import { batchDetail } from '../../stores/batch-detail';
import { ActionDialog, DialogNote } from '@admin/components/ActionDialog/ActionDialog';
import * as styles from './BatchActions.css';

/** The contract's Reason: 3 to 500 characters (trimmed here, as the single voting's dialogs do). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

type Field = 'deadline' | 'reason';
type Errors = Partial<Record<Field, TranslationKey>>;

export const reasonError = (reason: string): Errors =>
  reason.trim().length < REASON_MIN ? { reason: 'batchVotings.actions.errors.reasonTooShort' } : {};

/** The new deadline (the datetime-local field's text): required, after the batch's deadline and after now. */
export function deadlineError(local: string, current: string, nowMs = Date.now()): Errors {
  const iso = local ? localToIso(local) : null;
  if (!iso) return { deadline: 'batchVotings.actions.errors.deadlineRequired' };
  const next = Date.parse(iso);
  return next <= Date.parse(current) || next <= nowMs
    ? { deadline: 'batchVotings.actions.errors.deadlineNotLater' }
    : {};
}

/** A dialog's pending flag, its refusal texts and the count of refused submits (the first invalid field focuses). */
function useBulkForm() {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<TranslationKey | null>(null);
  const [failures, setFailures] = useState(0);

  async function submit(found: Errors, action: () => Promise<BulkOutcome>) {
    if (Object.keys(found).length) {
      setErrors(found);
      setFormError('batchVotings.actions.errors.fixFields');
      setFailures((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    const outcome = await action();
    setPending(false);
    if (outcome.ok) return closeBulkDialog();
    setErrors({
      ...(outcome.deadline ? { deadline: outcome.deadline } : {}),
      ...(outcome.reason ? { reason: outcome.reason } : {}),
    });
    setFormError(outcome.formError);
    setFailures((n) => n + 1);
  }
  const clear = (field: Field) => errors[field] && setErrors((now) => ({ ...now, [field]: undefined }));
  return { pending, errors, formError, failures, submit, clear };
}

/** To which funds it applies: the selection, or every fund being voted on; and that refusals are listed. */
function Scope() {
  const plural = usePlural();
  const t = useT();
  const { selected, batch } = useSnapshot(batchDetail);
  return (
    <>
      <Text>
        {selected.length
          ? plural('batchVotings.actions.scopeSelected', selected.length)
          : plural('batchVotings.actions.scopeOpen', batch?.statusCounts.open ?? 0)}
      </Text>
      <Text tone="muted">{t('batchVotings.actions.scopeRefusals')}</Text>
    </>
  );
}

function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const t = useT();
  return (
    <TextArea
      label={t('batchVotings.actions.reason')}
      description={t('batchVotings.actions.reasonDescription', { min: REASON_MIN, max: REASON_MAX })}
      name="reason"
      isRequired
      maxLength={REASON_MAX}
      rows={3}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  );
}

function RemindDialog() {
  const t = useT();
  const form = useBulkForm();
  return (
    <ActionDialog
      isOpen
      onClose={closeBulkDialog}
      title={t('batchVotings.actions.remindTitle')}
      message={
        <div className={styles.stack}>
          <Text>{t('batchVotings.actions.remindMessage')}</Text>
          <Scope />
        </div>
      }
      confirmLabel={t('batchVotings.actions.remindConfirm')}
      isPending={form.pending}
      formError={form.formError && t(form.formError)}
      failures={form.failures}
      onSubmit={() => void form.submit({}, () => runBulkAction('remind', remindBatchPending))}
    />
  );
}

function ExtendDialog() {
  const t = useT();
  const locale = useCurrentLocale();
  const form = useBulkForm();
  const current = useSnapshot(batchDetail).batch?.deadline ?? new Date().toISOString();
  const [deadline, setDeadline] = useState('');
  const [reason, setReason] = useState('');
  const currentText = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(current),
  );

  function confirm() {
    const found = { ...deadlineError(deadline, current), ...reasonError(reason) };
    void form.submit(found, () =>
      runBulkAction('extend', (batchId, ids) =>
        extendBatchDeadline(batchId, ids, localToIso(deadline)!, reason),
      ),
    );
  }

  return (
    <ActionDialog
      isOpen
      onClose={closeBulkDialog}
      title={t('batchVotings.actions.extendTitle')}
      message={
        <div className={styles.stack}>
          <Text>{t('batchVotings.actions.extendCurrent', { date: currentText })}</Text>
          <Scope />
        </div>
      }
      confirmLabel={t('batchVotings.actions.extendConfirm')}
      isPending={form.pending}
      formError={form.formError && t(form.formError)}
      failures={form.failures}
      onSubmit={confirm}
    >
      <TextField
        type="datetime-local"
        label={t('batchVotings.actions.newDeadline')}
        isRequired
        value={deadline}
        onChange={(value) => {
          setDeadline(value);
          form.clear('deadline');
        }}
        isInvalid={Boolean(form.errors.deadline)}
        errorMessage={form.errors.deadline && t(form.errors.deadline)}
      />
      <ReasonField
        value={reason}
        onChange={(value) => {
          setReason(value);
          form.clear('reason');
        }}
        error={form.errors.reason && t(form.errors.reason, { min: REASON_MIN })}
      />
      <DialogNote>{t('batchVotings.actions.audited')}</DialogNote>
    </ActionDialog>
  );
}

function CloseDialog() {
  const t = useT();
  const form = useBulkForm();
  const [reason, setReason] = useState('');
  return (
    <ActionDialog
      isOpen
      onClose={closeBulkDialog}
      tone="danger"
      title={t('batchVotings.actions.closeTitle')}
      message={
        <div className={styles.stack}>
          <Text>{t('batchVotings.actions.closeWarning')}</Text>
          <Scope />
        </div>
      }
      confirmLabel={t('batchVotings.actions.closeConfirm')}
      isPending={form.pending}
      formError={form.formError && t(form.formError)}
      failures={form.failures}
      onSubmit={() =>
        void form.submit(reasonError(reason), () =>
          runBulkAction('close', (batchId, ids) => closeBatch(batchId, ids, reason)),
        )
      }
    >
      <ReasonField
        value={reason}
        onChange={(value) => {
          setReason(value);
          form.clear('reason');
        }}
        error={form.errors.reason && t(form.errors.reason, { min: REASON_MIN })}
      />
      <DialogNote>{t('batchVotings.actions.audited')}</DialogNote>
    </ActionDialog>
  );
}

/** The bulk action's open dialog (batch-actions store), each opening with empty fields. */
export function BatchActionDialogs() {
  const { dialog, serial } = useSnapshot(batchActions);
  switch (dialog) {
    case 'remind':
      return <RemindDialog key={serial} />;
    case 'extend':
      return <ExtendDialog key={serial} />;
    case 'close':
      return <CloseDialog key={serial} />;
    default:
      return null;
  }
}
