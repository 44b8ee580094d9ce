import { useSnapshot } from 'valtio';
import { Button, Card, Skeleton, Text } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { EmailFrame } from '@admin/components/EmailFrame/EmailFrame';
import { choosePreview, communicationDetailStore } from '../../stores/detail';
import * as styles from './MessagePreviewPanel.css';

/**
 * The message one recipient gets, written by the server as the send will write it: the first row at first, then
 * whichever row the operator picks in the table ("Ver mensagem"). The e-mail's HTML in a sandboxed frame.
 */
export function MessagePreviewPanel() {
  const t = useT();
  const { preview, recipients } = useSnapshot(communicationDetailStore);
  const recipient = recipients.rows.find((row) => row.id === preview.recipientId) ?? null;
  const message = preview.status === 'failed' ? null : preview.message;
  return (
    <Card as="section" title={t('communications.preview.title')} className={styles.card}>
      <Text tone="muted" aria-live="polite">
        {recipient
          ? t('communications.preview.of', {
              line: recipient.line,
              who: recipient.name ?? recipient.email ?? recipient.phone ?? '',
            })
          : t('communications.preview.pick')}
      </Text>
      <div aria-busy={preview.status === 'loading' && !message ? true : undefined}>
        {preview.status === 'failed' ? (
          <div role="alert" className={styles.failed}>
            <Text tone="danger">{t('communications.preview.failed')}</Text>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => preview.recipientId && void choosePreview(preview.recipientId)}
            >
              {t('common.retry')}
            </Button>
          </div>
        ) : !message ? (
          preview.recipientId ? (
            <>
              <span className={styles.visuallyHidden}>{t('communications.preview.loading')}</span>
              <Skeleton lines={1} />
              <Skeleton shape="rect" height="12rem" />
            </>
          ) : null
        ) : (
          <>
            <dl className={styles.subject}>
              <dt>{t('communications.preview.subject')}</dt>
              <dd dir="auto">{message.subject}</dd>
            </dl>
            <EmailFrame html={message.html} title={t('communications.preview.frame')} />
          </>
        )}
      </div>
    </Card>
  );
}
