import type { Communication } from '@backoffice/api-client';
import { templateChannelOf } from '@backoffice/domain';
import { Card, ProgressBar } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import * as styles from './DeliverySummary.css';

/**
 * The recipients and their deliveries counted by status, with (a WhatsApp plan) those the channel reported delivered
 * and read; while the communication is being sent, a bar of the
 * messages handed over (read again every few seconds by the screen).
 */
export function DeliverySummary({ communication }: { communication: Communication }) {
  const t = useT();
  const locale = useCurrentLocale();
  const { queued, sent, failed, unconfirmed, delivered, read } = communication.deliveries;
  // What the channel reported afterwards: WhatsApp's, whenever the plan uses it (e-mail reports nothing).
  const whatsapp = templateChannelOf(communication.channel) === 'whatsapp';
  const receipts = whatsapp || delivered + read > 0;
  const total = queued + sent + failed + unconfirmed;
  const done = total - queued;
  const number = (value: number) => value.toLocaleString(locale);
  const counts = [
    {
      id: 'recipients',
      label: t('communications.detail.counts.recipients'),
      value: communication.recipients,
    },
    { id: 'queued', label: t('communications.detail.counts.queued'), value: queued },
    { id: 'sent', label: t('communications.detail.counts.sent'), value: sent },
    ...(receipts
      ? [
          { id: 'delivered', label: t('communications.detail.counts.delivered'), value: delivered },
          { id: 'read', label: t('communications.detail.counts.read'), value: read },
        ]
      : []),
    { id: 'failed', label: t('communications.detail.counts.failed'), value: failed },
    ...(unconfirmed > 0
      ? [{ id: 'unconfirmed', label: t('communications.detail.counts.unconfirmed'), value: unconfirmed }]
      : []),
  ];
  return (
    <Card as="section" title={t('communications.detail.summaryTitle')} className={styles.card}>
      <dl className={styles.counts}>
        {counts.map((count) => (
          <div key={count.id} className={styles.count}>
            <dt>{count.label}</dt>
            <dd>{number(count.value)}</dd>
          </div>
        ))}
      </dl>
      {communication.status === 'sending' && total > 0 ? (
        <ProgressBar
          label={t('communications.detail.progress')}
          value={done}
          maxValue={total}
          valueLabel={t(
            whatsapp ? 'communications.detail.progressValueWhatsapp' : 'communications.detail.progressValue',
            { done: number(done), total: number(total) },
          )}
        />
      ) : null}
    </Card>
  );
}
