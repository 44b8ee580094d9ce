import { useState } from 'react';
import type { Communication } from '@backoffice/api-client';
import { scheduleIssue } from '@backoffice/domain';
import { AlertDialog, Button, Text, TextField } from '@backoffice/ui';
import { FormMessage } from '@backoffice/app-common';
import { ActionDialog } from '@admin/components/ActionDialog/ActionDialog';
import { useT } from '@admin/lib/i18n';
import { localToIso, operatorTimeZone } from '@admin/lib/local-date-time';
import type { Message } from '../../stores/create';
import { scheduleAt, stopSchedule } from '../../stores/detail';

/** "Agendar" on a draft with recipients: a date and time in the operator's zone, checked by the domain's rule first. */
export function ScheduleButton({ communication }: { communication: Communication }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [when, setWhen] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [pending, setPending] = useState(false);
  const [failures, setFailures] = useState(0);

  async function submit() {
    const iso = localToIso(when);
    const issue = iso && scheduleIssue(new Date(iso), new Date());
    if (!iso || issue) {
      setError({
        key: issue ? `communications.schedule.errors.${issue}` : 'communications.schedule.errors.required',
      });
      setFailures((n) => n + 1);
      return;
    }
    setPending(true);
    const refusal = await scheduleAt(iso);
    setPending(false);
    if (refusal) {
      setError(refusal);
      setFailures((n) => n + 1);
      return;
    }
    setOpen(false);
  }

  return (
    <>
      <Button
        variant="secondary"
        isDisabled={communication.recipients === 0}
        onPress={() => {
          setWhen('');
          setError(null);
          setOpen(true);
        }}
      >
        {t('communications.schedule.button')}
      </Button>
      <ActionDialog
        isOpen={open}
        onClose={() => setOpen(false)}
        title={t('communications.schedule.title')}
        message={<Text>{t('communications.schedule.message')}</Text>}
        confirmLabel={t('communications.schedule.confirm')}
        isPending={pending}
        failures={failures}
        onSubmit={() => void submit()}
      >
        <TextField
          type="datetime-local"
          label={t('communications.schedule.when')}
          description={t('communications.schedule.whenHint', { zone: operatorTimeZone() })}
          isRequired
          value={when}
          onChange={(value) => {
            setWhen(value);
            setError(null);
          }}
          isInvalid={Boolean(error)}
          errorMessage={error ? t(error.key, error.params) : undefined}
        />
      </ActionDialog>
    </>
  );
}

/** On a scheduled communication: back to draft (to change it), or cancel it for good (after a confirmation). */
export function ScheduledActions() {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        isPending={pending}
        onPress={async () => {
          setPending(true);
          setRefusal(await stopSchedule('unschedule'));
          setPending(false);
        }}
      >
        {t('communications.schedule.unschedule')}
      </Button>
      <Button variant="danger" onPress={() => setConfirming(true)}>
        {t('communications.schedule.cancel')}
      </Button>
      <FormMessage tone="danger">
        {refusal && !confirming ? t(refusal.key, refusal.params) : null}
      </FormMessage>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={t('communications.schedule.cancelTitle')}
        confirmLabel={t('communications.schedule.cancelConfirm')}
        cancelLabel={t('communications.schedule.keep')}
        onConfirm={async () => {
          const outcome = await stopSchedule('cancel');
          setRefusal(outcome);
          if (outcome) throw new Error('refused');
        }}
        onCancel={() => setRefusal(null)}
      >
        <Text>{t('communications.schedule.cancelMessage')}</Text>
        <FormMessage tone="danger">{refusal ? t(refusal.key, refusal.params) : null}</FormMessage>
      </AlertDialog>
    </>
  );
}
