import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { FileText, Mail } from 'lucide-react';
import type { MessageTemplate } from '@backoffice/api-client';
import {
  can,
  CHANNEL_PLANS,
  COMMUNICATION_PURPOSES,
  templateChannelOf,
  type ChannelPlan,
  type CommunicationPurpose,
} from '@backoffice/domain';
import {
  Breadcrumb,
  Breadcrumbs,
  Button,
  Card,
  EmptyState,
  Form,
  Heading,
  Link,
  NativeSelect,
  Radio,
  RadioGroup,
  Skeleton,
  Text,
  TextField,
} from '@backoffice/ui';
import { FormMessage, LoadErrorState } from '@backoffice/app-common';
import { paths } from '@admin/config/paths';
import { useDocumentTitle } from '@admin/lib/document-title';
import { useT } from '@admin/lib/i18n';
import { sessionStore } from '@admin/stores/session';
import { listMessageTemplates } from '../../api/communications';
import { RUN_COMMUNICATIONS, communicationPath } from '../../permissions';
import { createDraft, NAME_MAX, type CreateErrors } from '../../stores/create';
import * as styles from './NewCommunicationPage.css';

type TemplatesState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; templates: MessageTemplate[] };

/**
 * A new communication (/communication/new) or its parameterizable variant
 * (/communication/new-communication-parameterizable, the spreadsheet's columns fill the template's placeholders):
 * a name, the channel plan (e-mail, WhatsApp, or WhatsApp with e-mail behind it), the purpose (a legal notice reaches
 * everyone; marketing skips who opted out) and a message template of the plan's first channel make a draft; its
 * recipients, preview and sending are on its screen.
 */
export default function NewCommunicationPage() {
  const t = useT();
  const [location] = useLocation();
  const parameterizable = location === paths.communication.newParameterizable;
  const title = parameterizable
    ? t('communications.new.parameterizableTitle')
    : t('communications.new.title');
  useDocumentTitle(title);
  const { user, company } = useSnapshot(sessionStore);
  const featureOn = company?.communication ?? false;
  const canRun = can(user?.role, RUN_COMMUNICATIONS);

  return (
    <section aria-labelledby="page-title" className={styles.page}>
      <Breadcrumbs>
        <Breadcrumb href={paths.communication.list}>{t('communications.list.title')}</Breadcrumb>
        <Breadcrumb>{title}</Breadcrumb>
      </Breadcrumbs>
      <div className={styles.titles}>
        <Heading level={1} size="xl" id="page-title">
          {title}
        </Heading>
        <Text tone="muted">
          {parameterizable ? t('communications.new.parameterizableLead') : t('communications.new.lead')}
        </Text>
      </div>
      {!featureOn ? (
        <EmptyState
          icon={<Mail size={40} aria-hidden />}
          title={t('communications.list.featureOffTitle')}
          description={t('communications.list.featureOffDescription')}
          titleLevel={2}
        />
      ) : !canRun ? (
        <EmptyState
          icon={<Mail size={40} aria-hidden />}
          title={t('communications.new.readOnlyTitle')}
          description={t('communications.new.readOnlyDescription')}
          titleLevel={2}
        />
      ) : (
        <NewCommunicationForm parameterizable={parameterizable} />
      )}
    </section>
  );
}

function NewCommunicationForm({ parameterizable }: { parameterizable: boolean }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [plan, setPlan] = useState<ChannelPlan>('email');
  const [purpose, setPurpose] = useState<CommunicationPurpose>('legal_notice');
  const [templates, setTemplates] = useState<TemplatesState>({ status: 'loading' });
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [errors, setErrors] = useState<CreateErrors>({});
  const [saving, setSaving] = useState(false);
  // The plan's first channel is the one its template is written for (Meta sends only its own templates).
  const channel = templateChannelOf(plan);

  // Asked again on a retry (attempt) and for another channel; the first 100 by name: a workspace's templates of one
  // channel are a handful.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    listMessageTemplates(channel).then(
      (found) => live && setTemplates({ status: 'ready', templates: found }),
      (error: unknown) => {
        console.error('Message templates failed', error);
        if (live) setTemplates({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, channel]);
  const retry = () => {
    setTemplates({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  const choosePlan = (next: ChannelPlan) => {
    setPlan(next);
    if (templateChannelOf(next) === channel) return;
    // Another channel's templates: the one chosen is not among them.
    setTemplates({ status: 'loading' });
    setTemplateId(null);
    if (errors.templateId) setErrors({ ...errors, templateId: undefined });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const outcome = await createDraft({ name, templateId, parameterizable, channel: plan, purpose });
    setSaving(false);
    if ('errors' in outcome) return setErrors(outcome.errors);
    navigate(communicationPath(outcome.id));
  }

  const say = (message: CreateErrors[keyof CreateErrors]) =>
    message ? t(message.key, message.params) : undefined;
  const whatsapp = channel === 'whatsapp';
  let templateField;
  if (templates.status === 'failed') {
    templateField = (
      <LoadErrorState
        title={t('communications.new.templatesFailedTitle')}
        description={t('communications.list.failedDescription')}
        retryLabel={t('common.retry')}
        onRetry={retry}
      />
    );
  } else if (templates.status === 'loading') {
    templateField = (
      <div aria-busy="true" className={styles.skeleton}>
        <span className={styles.visuallyHidden}>{t('communications.new.loadingTemplates')}</span>
        <Skeleton shape="rect" height="2.75rem" width="min(28rem, 100%)" />
      </div>
    );
  } else if (templates.templates.length === 0) {
    templateField = (
      <EmptyState
        icon={<FileText size={40} aria-hidden />}
        title={
          whatsapp
            ? t('communications.new.noTemplatesWhatsappTitle')
            : t('communications.new.noTemplatesTitle')
        }
        description={
          whatsapp
            ? t('communications.new.noTemplatesWhatsappDescription')
            : t('communications.new.noTemplatesDescription')
        }
        titleLevel={2}
        action={<Link href={paths.templates.new}>{t('communications.new.createTemplate')}</Link>}
      />
    );
  } else {
    templateField = (
      <NativeSelect
        label={t('communications.new.template')}
        description={
          parameterizable
            ? t('communications.new.templateHintParameterizable')
            : whatsapp
              ? t('communications.new.templateHintWhatsapp')
              : t('communications.new.templateHint')
        }
        placeholder={t('communications.new.templatePlaceholder')}
        options={templates.templates.map((template) => ({ id: template.id, label: template.name }))}
        selectedKey={templateId}
        onSelectionChange={(id) => {
          setTemplateId(id);
          if (errors.templateId) setErrors({ ...errors, templateId: undefined });
        }}
        isRequired
        isInvalid={Boolean(errors.templateId)}
        errorMessage={say(errors.templateId)}
        className={styles.field}
      />
    );
  }

  return (
    <Card className={styles.card}>
      <Form
        onSubmit={(event) => void onSubmit(event)}
        validationBehavior="aria"
        aria-labelledby="page-title"
        className={styles.form}
      >
        <FormMessage tone="danger">{say(errors.form) ?? null}</FormMessage>
        <TextField
          label={t('communications.new.name')}
          description={t('communications.new.nameHint')}
          name="name"
          isRequired
          autoComplete="off"
          maxLength={NAME_MAX}
          value={name}
          onChange={(value) => {
            setName(value);
            if (errors.name) setErrors({ ...errors, name: undefined });
          }}
          isInvalid={Boolean(errors.name)}
          errorMessage={say(errors.name)}
          className={styles.field}
        />
        <RadioGroup
          label={t('communications.new.channel')}
          name="channel"
          value={plan}
          onChange={(value) => choosePlan(value as ChannelPlan)}
        >
          {CHANNEL_PLANS.map((option) => (
            <Radio key={option} value={option} description={t(`communications.new.planHint.${option}`)}>
              {t(`communications.channel.${option}`)}
            </Radio>
          ))}
        </RadioGroup>
        <RadioGroup
          label={t('communications.new.purpose')}
          description={t('communications.new.purposeHint')}
          name="purpose"
          orientation="horizontal"
          value={purpose}
          onChange={(value) => setPurpose(value as CommunicationPurpose)}
          className={styles.field}
        >
          {COMMUNICATION_PURPOSES.map((option) => (
            <Radio key={option} value={option}>
              {t(`communications.purpose.${option}`)}
            </Radio>
          ))}
        </RadioGroup>
        {templateField}
        <Text tone="muted">{t('communications.new.nextSteps')}</Text>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isPending={saving}>
            {t('communications.new.create')}
          </Button>
          <Button variant="ghost" onPress={() => navigate(paths.communication.list)}>
            {t('common.cancel')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
