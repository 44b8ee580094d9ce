import type { Snapshot } from 'valtio';
import type { MessageTemplatePreview, TemplateChannel } from '@backoffice/api-client';

import { WHATSAPP_BODY_MAX_CHARS, isCustomPlaceholder } from '@backoffice/domain';
import { Button, Card, Skeleton, Text } from '@backoffice/ui';
import { EmailFrame } from '@admin/components/EmailFrame/EmailFrame';
import { useCurrentLocale, useT } from '@admin/lib/i18n';

type Preview = Snapshot<MessageTemplatePreview>;
import * as styles from './TemplatePreview.css';

export interface TemplatePreviewProps {
  channel: TemplateChannel;
  /** Without a body there is nothing to preview yet. */
  hasBody: boolean;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  preview: Preview | null;
  onRetry: () => void;
}

/**
 * The template as a recipient would see it, filled with sample data by the server: an e-mail's sanitized HTML in a
 * sandboxed frame (no scripts, no same-origin access), a WhatsApp text in a chat bubble with its line breaks.
 */
export function TemplatePreview({ channel, hasBody, status, preview, onRetry }: TemplatePreviewProps) {
  const t = useT();
  const current = preview && status !== 'failed' ? preview : null;
  return (
    <Card as="section" title={t('templates.preview.title')} className={styles.panel}>
      <Text size="sm" tone="muted">
        {t('templates.preview.description')}
      </Text>
      <div aria-busy={status === 'loading' && !current ? true : undefined} className={styles.content}>
        {!hasBody ? (
          <Text tone="muted">{t('templates.preview.empty')}</Text>
        ) : status === 'failed' ? (
          <div role="alert" className={styles.failed}>
            <Text tone="danger">{t('templates.preview.failed')}</Text>
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {t('common.retry')}
            </Button>
          </div>
        ) : !current ? (
          <>
            <span className={styles.visuallyHidden}>{t('templates.preview.loading')}</span>
            <Skeleton lines={2} />
            <Skeleton shape="rect" height="12rem" />
          </>
        ) : (
          <>
            {current.errors.length ? (
              <Text size="sm" tone="danger">
                {t('templates.preview.hasErrors')}
              </Text>
            ) : null}
            {current.placeholders.some(isCustomPlaceholder) ? (
              <Text size="sm" tone="muted">
                {t('templates.preview.customFields')}
              </Text>
            ) : null}
            {channel === 'email' ? <EmailPreview preview={current} /> : <WhatsappPreview preview={current} />}
          </>
        )}
      </div>
    </Card>
  );
}

function EmailPreview({ preview }: { preview: Preview }) {
  const t = useT();
  return (
    <>
      <dl className={styles.subject}>
        <dt>
          <Text elementType="span" size="sm" tone="muted">
            {t('templates.preview.subject')}
          </Text>
        </dt>
        <dd className={styles.subjectValue} dir="auto">
          {preview.subject?.trim() ? preview.subject : t('templates.preview.noSubject')}
        </dd>
      </dl>
      <EmailFrame html={preview.body} title={t('templates.preview.emailFrame')} />
    </>
  );
}

function WhatsappPreview({ preview }: { preview: Preview }) {
  const t = useT();
  const locale = useCurrentLocale();
  // What one message takes once filled (here with the samples): Meta refuses a body over its limit.
  const length = [...preview.body].length;
  return (
    <>
      <figure className={styles.chat} aria-label={t('templates.preview.whatsappLabel')}>
        <div className={styles.bubble} dir="auto">
          {preview.body}
        </div>
      </figure>
      <Text size="xs" tone={length > WHATSAPP_BODY_MAX_CHARS ? 'danger' : 'muted'}>
        {t('templates.preview.whatsappCount', {
          count: length.toLocaleString(locale),
          max: WHATSAPP_BODY_MAX_CHARS.toLocaleString(locale),
        })}
      </Text>
    </>
  );
}
