import { useMemo, useState } from 'react';
import {
  getLocalTimeZone,
  now,
  parseAbsolute,
  toCalendarDateTime,
  toZoned,
  type CalendarDateTime,
} from '@internationalized/date';
import { DatePicker, TextArea } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { REASON_MAX, REASON_MIN, type FieldMessages } from '@admin/features/votings/stores/action-errors';
import { extendDeadline } from '@admin/features/votings/stores/detail-actions';
import { useFormats } from '../use-formats';
import { ActionDialog, DialogNote } from '@admin/components/ActionDialog/ActionDialog';
import { reasonError } from './ReasonDialog';
import { useActionForm } from './use-action-form';

/** The wall-clock date-time of an instant in the operator's time zone (what the DatePicker shows). */
const wallClock = (iso: string, zone: string) => toCalendarDateTime(parseAbsolute(iso, zone));

/** The new deadline must come after the current one and after now (the server's 422 otherwise). */
export function deadlineError(
  value: CalendarDateTime | null,
  current: string,
  zone: string,
  nowMs = Date.now(),
): FieldMessages {
  if (!value) return { deadline: { key: 'votings.detail.errors.deadlineRequired' } };
  const next = toZoned(value, zone).toDate().getTime();
  return next <= Date.parse(current) || next <= nowMs
    ? { deadline: { key: 'votings.detail.errors.deadlineNotLater' } }
    : {};
}

export interface ExtendDeadlineDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The current deadline (ISO instant). */
  deadline: string;
}

/** A later deadline (date and time in the operator's zone) and why; the change is audited with both dates. */
export function ExtendDeadlineDialog({ isOpen, onClose, deadline }: ExtendDeadlineDialogProps) {
  const t = useT();
  const format = useFormats();
  const form = useActionForm();
  const zone = getLocalTimeZone();
  const minimum = useMemo(() => {
    const from = wallClock(deadline, zone);
    const current = toCalendarDateTime(now(zone));
    return (from.compare(current) > 0 ? from : current).set({ second: 0, millisecond: 0 });
  }, [deadline, zone]);
  const [value, setValue] = useState<CalendarDateTime | null>(null);
  const [reason, setReason] = useState('');

  function confirm() {
    const found = { ...deadlineError(value, deadline, zone), ...reasonError(reason) };
    void form.submit(found, () => extendDeadline(toZoned(value!, zone).toAbsoluteString(), reason), onClose);
  }

  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('votings.detail.dialogs.extendTitle')}
      message={t('votings.detail.dialogs.extendCurrent', { date: format.dateTime(deadline) })}
      confirmLabel={t('votings.detail.dialogs.extendConfirm')}
      isPending={form.pending}
      formError={form.formError}
      failures={form.failures}
      onSubmit={confirm}
    >
      <DatePicker<CalendarDateTime>
        label={t('votings.detail.dialogs.newDeadline')}
        granularity="minute"
        hideTimeZone
        isRequired
        minValue={minimum}
        placeholderValue={minimum}
        value={value}
        onChange={(next) => {
          setValue(next);
          form.clearField('deadline');
        }}
        isInvalid={Boolean(form.fieldError('deadline'))}
        errorMessage={form.fieldError('deadline')}
      />
      <TextArea
        label={t('votings.detail.dialogs.reason')}
        description={t('votings.detail.dialogs.reasonDescription', { min: REASON_MIN, max: REASON_MAX })}
        name="reason"
        isRequired
        maxLength={REASON_MAX}
        rows={3}
        value={reason}
        onChange={(next) => {
          setReason(next);
          form.clearField('reason');
        }}
        isInvalid={Boolean(form.fieldError('reason'))}
        errorMessage={form.fieldError('reason')}
      />
      <DialogNote>{t('votings.detail.dialogs.audited')}</DialogNote>
    </ActionDialog>
  );
}
