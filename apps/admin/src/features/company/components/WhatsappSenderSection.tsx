import { useEffect, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { WhatsappSender } from '@backoffice/api-client';
import { MESSAGING_LIMITS, WHATSAPP_MAX_MESSAGES_PER_SECOND } from '@backoffice/domain';
import { Button, Card, Form, NativeSelect, NumberField, Skeleton, Text, TextField } from '@backoffice/ui';
import { FormMessage, LoadErrorState } from '@backoffice/app-common';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import {
  loadWhatsappSender,
  resetWhatsappSender,
  saveWhatsappSender,
  senderDraftOf,
  validateWhatsappSender,
  whatsappSenderStore,
  type WhatsappSenderDraft,
  type WhatsappSenderErrors,
} from '../stores/whatsapp-sender';
import * as styles from './CompanySettingsPage.css';

const TITLE_ID = 'company-whatsapp-sender-title';

/** A messaging limit as people read it: '2.000', 'Ilimitado'. */
function useLimitLabel() {
  const t = useT();
  const locale = useCurrentLocale();
  return (limit: WhatsappSender['messagingLimit']) =>
    limit === 'unlimited' ? t('company.whatsappSender.unlimited') : Number(limit).toLocaleString(locale);
}

/**
 * The company's WhatsApp Business number for communications (shown while the communication feature is on): its Cloud
 * API phone number id, throughput and messaging limit, edited by those who manage the company, read by the others.
 */
export function WhatsappSenderSection({ canManage }: { canManage: boolean }) {
  const t = useT();
  const { status, sender } = useSnapshot(whatsappSenderStore);

  useEffect(() => {
    void loadWhatsappSender();
    return resetWhatsappSender;
  }, []);

  let content;
  if (status === 'failed') {
    content = (
      <LoadErrorState
        title={t('company.whatsappSender.loadFailed')}
        description={t('company.loadFailedDescription')}
        retryLabel={t('common.retry')}
        onRetry={loadWhatsappSender}
      />
    );
  } else if (!sender) {
    content = (
      <div aria-busy="true" className={styles.fields}>
        <span className={styles.visuallyHidden}>{t('company.whatsappSender.loading')}</span>
        <Skeleton shape="rect" height="2.75rem" width="min(28rem, 100%)" />
        <Skeleton shape="rect" height="2.75rem" width="min(28rem, 100%)" />
      </div>
    );
  } else if (canManage) {
    // A fresh form for the sender as the server has it.
    content = <SenderForm key={JSON.stringify(sender)} sender={sender as WhatsappSender} />;
  } else {
    content = <SenderFacts sender={sender as WhatsappSender} />;
  }
  return (
    <Card as="section" aria-labelledby={TITLE_ID}>
      <div className={styles.fields}>
        <div className={styles.titles}>
          <h2 id={TITLE_ID} className={styles.sectionTitle}>
            {t('company.sections.whatsappSender')}
          </h2>
          <Text tone="muted">{t('company.whatsappSender.intro')}</Text>
        </div>
        {content}
      </div>
    </Card>
  );
}

/** What an operator or observer sees: the settings, no fields. */
function SenderFacts({ sender }: { sender: WhatsappSender }) {
  const t = useT();
  const locale = useCurrentLocale();
  const limitLabel = useLimitLabel();
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('company.whatsappSender.phoneNumberId')}</dt>
          <dd>{sender.phoneNumberId ?? t('company.whatsappSender.notSet')}</dd>
        </div>
        <div>
          <dt>{t('company.whatsappSender.messagesPerSecond')}</dt>
          <dd>{sender.messagesPerSecond.toLocaleString(locale)}</dd>
        </div>
        <div>
          <dt>{t('company.whatsappSender.messagingLimit')}</dt>
          <dd>{limitLabel(sender.messagingLimit)}</dd>
        </div>
      </dl>
      <Text tone="muted">{t('company.whatsappSender.readOnly')}</Text>
    </>
  );
}

function SenderForm({ sender }: { sender: WhatsappSender }) {
  const t = useT();
  const limitLabel = useLimitLabel();
  const [draft, setDraft] = useState<WhatsappSenderDraft>(() => senderDraftOf(sender));
  const [errors, setErrors] = useState<WhatsappSenderErrors>({});
  const [saving, setSaving] = useState(false);

  const change = <K extends keyof WhatsappSenderDraft>(key: K, value: WhatsappSenderDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key !== 'messagingLimit' && errors[key as keyof WhatsappSenderErrors])
      setErrors({ ...errors, [key]: undefined });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const invalid = validateWhatsappSender(draft);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSaving(true);
    const outcome = await saveWhatsappSender(draft);
    setSaving(false);
    if (outcome) setErrors(outcome);
  }

  const message = (key: keyof WhatsappSenderErrors) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <Form
      onSubmit={(event) => void onSubmit(event)}
      validationBehavior="aria"
      aria-labelledby={TITLE_ID}
      className={styles.fields}
    >
      <FormMessage tone="danger">{message('form') ?? null}</FormMessage>
      <TextField
        label={t('company.whatsappSender.phoneNumberId')}
        description={t('company.whatsappSender.phoneNumberIdHint')}
        name="phoneNumberId"
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        value={draft.phoneNumberId}
        onChange={(value) => change('phoneNumberId', value)}
        isInvalid={Boolean(errors.phoneNumberId)}
        errorMessage={message('phoneNumberId')}
        className={styles.field}
      />
      <NumberField
        label={t('company.whatsappSender.messagesPerSecond')}
        description={t('company.whatsappSender.messagesPerSecondHint')}
        name="messagesPerSecond"
        isRequired
        minValue={1}
        maxValue={WHATSAPP_MAX_MESSAGES_PER_SECOND}
        step={1}
        formatOptions={{ maximumFractionDigits: 0 }}
        value={draft.messagesPerSecond}
        onChange={(value) => change('messagesPerSecond', value)}
        isInvalid={Boolean(errors.messagesPerSecond)}
        errorMessage={message('messagesPerSecond')}
        className={styles.field}
      />
      <NativeSelect
        label={t('company.whatsappSender.messagingLimit')}
        description={t('company.whatsappSender.messagingLimitHint')}
        name="messagingLimit"
        options={MESSAGING_LIMITS.map((limit) => {
          const id = String(limit) as WhatsappSender['messagingLimit'];
          return { id, label: limitLabel(id) };
        })}
        selectedKey={draft.messagingLimit}
        onSelectionChange={(id) => change('messagingLimit', id as WhatsappSender['messagingLimit'])}
        className={styles.field}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={saving}>
          {t('company.whatsappSender.save')}
        </Button>
      </div>
    </Form>
  );
}
