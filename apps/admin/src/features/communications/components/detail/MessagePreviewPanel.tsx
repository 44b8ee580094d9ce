import { useSnapshot } from 'valtio';
import type { Communication, CommunicationMessagePreview } from '@backoffice/api-client';
import { WHATSAPP_BODY_MAX_CHARS, whatsappBodyLength } from '@backoffice/domain';
import { Button, Card, Skeleton, Text } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { EmailFrame } from '@admin/components/EmailFrame/EmailFrame';
import { choosePreview, communicationDetailStore } from '../../stores/detail';
import * as styles from './MessagePreviewPanel.css';

const FALLBACK_TITLE_ID = 'communication-preview-fallback';

/**
 * The message one recipient gets, written by the server as the send will write it: the first row at first, then
 * whichever row the operator picks in the table ("Ver mensagem"). The e-mail's HTML in a sandboxed frame; a WhatsApp
 * message as a chat bubble, with its template on Meta and its length against WhatsApp's limit, and (a plan with
 * e-mail behind it) the e-mail that goes when WhatsApp fails.
 */
export function MessagePreviewPanel({ communication }: { communication: Communication }) {
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
        ) : message.whatsapp ? (
          <>
            <WhatsappBubble whatsapp={message.whatsapp} />
            {communication.channel === 'whatsapp_email_fallback' ? (
              <section aria-labelledby={FALLBACK_TITLE_ID} className={styles.fallback}>
                <h3 id={FALLBACK_TITLE_ID} className={styles.fallbackTitle}>
                  {t('communications.preview.fallbackTitle')}
                </h3>
                <EmailPreview message={message} />
              </section>
            ) : null}
          </>
        ) : (
          <EmailPreview message={message} />
        )}
      </div>
    </Card>
  );
}

function EmailPreview({ message }: { message: Pick<CommunicationMessagePreview, 'subject' | 'html'> }) {
  const t = useT();
  return (
    <>
      <dl className={styles.subject}>
        <dt>{t('communications.preview.subject')}</dt>
        <dd dir="auto">{message.subject}</dd>
      </dl>
      <EmailFrame html={message.html} title={t('communications.preview.frame')} />
    </>
  );
}

type WhatsappMessage = NonNullable<CommunicationMessagePreview['whatsapp']>;

/** The text as the person reads it in WhatsApp, its length against the domain's limit, and the template on Meta. */
function WhatsappBubble({ whatsapp }: { whatsapp: Pick<WhatsappMessage, 'template' | 'language' | 'body'> }) {
  const t = useT();
  const locale = useCurrentLocale();
  // Already filled: the domain's count of what the limit counts (code points), with no value left to put in.
  const length = whatsappBodyLength(whatsapp.body, {});
  const tooLong = length > WHATSAPP_BODY_MAX_CHARS;
  const number = (value: number) => value.toLocaleString(locale);
  return (
    <figure className={styles.chat}>
      <div className={styles.bubble} role="group" aria-label={t('communications.preview.whatsapp')}>
        <p dir="auto" className={styles.bubbleText}>
          {whatsapp.body}
        </p>
      </div>
      <figcaption className={styles.meta}>
        <Text tone={tooLong ? 'danger' : 'muted'}>
          {t('communications.preview.length', {
            length: number(length),
            max: number(WHATSAPP_BODY_MAX_CHARS),
          })}
        </Text>
        {tooLong ? (
          <Text tone="danger">
            {t('communications.preview.tooLong', { max: number(WHATSAPP_BODY_MAX_CHARS) })}
          </Text>
        ) : null}
        <dl className={styles.subject}>
          <dt>{t('communications.preview.metaTemplate')}</dt>
          <dd>
            <code>{whatsapp.template}</code>
          </dd>
          <dt>{t('communications.preview.language')}</dt>
          <dd>
            <code>{whatsapp.language}</code>
          </dd>
        </dl>
      </figcaption>
    </figure>
  );
}
