import { useState } from 'react';
import type { Communication, CommunicationResendScope } from '@backoffice/api-client';
import { AlertDialog, Button, Text } from '@backoffice/ui';
import { FormMessage } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import type { Message } from '../../stores/create';
import { resendNow } from '../../stores/detail';

/**
 * "Resend to the failed" (or to the undelivered: also those cut off mid-hand-over) on a sent or failed
 * communication: only those people get the message again, after a confirmation that says how many.
 */
export function ResendButton({
  communication,
  scope,
}: {
  communication: Communication;
  scope: CommunicationResendScope;
}) {
  const t = useT();
  const plural = usePlural();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const { failed, unconfirmed } = communication.deliveries;
  const count = scope === 'failed' ? failed : failed + unconfirmed;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t(`communications.detail.resend.${scope}`)}
      </Button>
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t(`communications.detail.resend.${scope}Title`)}
        confirmLabel={t('communications.detail.resend.confirm')}
        onConfirm={async () => {
          const outcome = await resendNow(scope);
          setRefusal(outcome);
          if (outcome) throw new Error('refused');
        }}
        onCancel={() => setRefusal(null)}
      >
        <Text>{plural('communications.detail.resend.message', count)}</Text>
        <FormMessage tone="danger">{refusal ? t(refusal.key, refusal.params) : null}</FormMessage>
      </AlertDialog>
    </>
  );
}
