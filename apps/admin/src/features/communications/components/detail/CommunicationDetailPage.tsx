import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useSnapshot } from 'valtio';
import { Mail, SearchX } from 'lucide-react';
import type { Communication } from '@backoffice/api-client';
import { can, canDoCommunicationAction } from '@backoffice/domain';
import {
  AlertDialog,
  Breadcrumb,
  Breadcrumbs,
  Button,
  EmptyState,
  Heading,
  Skeleton,
  Text,
} from '@backoffice/ui';
import { FormMessage, LoadErrorState } from '@backoffice/app-common';
import { paths } from '@admin/config/paths';
import { useDocumentTitle } from '@admin/lib/document-title';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import { sessionStore } from '@admin/stores/session';
import { succeedOnNextRoute } from '@admin/stores/ui';
import { useLiveRefresh } from '@admin/lib/use-live-refresh';
import { RUN_COMMUNICATIONS } from '../../permissions';
import type { Message } from '../../stores/create';
import {
  communicationDetailStore,
  deleteDraft,
  openCommunication,
  refreshCommunication,
  resetCommunicationDetail,
  sendNow,
} from '../../stores/detail';
import { CommunicationStatusBadge } from '../CommunicationStatusBadge';
import { DeliverySummary } from './DeliverySummary';
import { MessagePreviewPanel } from './MessagePreviewPanel';
import { RecipientUploadPanel } from './RecipientUploadPanel';
import { RecipientsTable } from './RecipientsTable';
import { ResendButton } from './ResendButton';
import { OptedOutNote } from './OptedOutNote';
import { WhatsappWindowsNote } from './WhatsappWindowsNote';
import { ScheduleButton, ScheduledActions } from './ScheduleControls';
import * as styles from './CommunicationDetailPage.css';

/** How often a communication being sent is read again (its counts and the recipients shown). */
const LIVE_REFRESH_MS = 3_000;

/**
 * One communication (/communication/:id): what it is, its recipients' spreadsheet with the refused rows by line, the
 * message a picked recipient gets, sending it, and then each recipient's delivery with the counts moving live.
 */
export default function CommunicationDetailPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const { id } = useParams<{ id: string }>();
  const detail = useSnapshot(communicationDetailStore);
  const session = useSnapshot(sessionStore);
  const featureOn = session.company?.communication ?? false;
  const canRun = can(session.user?.role, RUN_COMMUNICATIONS);

  useEffect(() => {
    if (featureOn) void openCommunication(id);
    return resetCommunicationDetail;
  }, [id, featureOn]);
  useLiveRefresh(
    refreshCommunication,
    () => communicationDetailStore.communication?.status === 'sending',
    LIVE_REFRESH_MS,
  );

  const communication = detail.id === id ? (detail.communication as Communication | null) : null;
  useDocumentTitle(communication?.name ?? t('communications.detail.title'));
  const breadcrumbs = (
    <Breadcrumbs>
      <Breadcrumb href={paths.communication.list}>{t('communications.list.title')}</Breadcrumb>
      <Breadcrumb>{communication?.name ?? t('communications.detail.title')}</Breadcrumb>
    </Breadcrumbs>
  );

  if (!communication) {
    return (
      <section aria-labelledby="page-title" className={styles.page}>
        {breadcrumbs}
        <Heading level={1} size="xl" id="page-title">
          {t('communications.detail.title')}
        </Heading>
        {!featureOn ? (
          <EmptyState
            icon={<Mail size={40} aria-hidden />}
            title={t('communications.list.featureOffTitle')}
            description={t('communications.list.featureOffDescription')}
            titleLevel={2}
          />
        ) : detail.status === 'notFound' ? (
          <EmptyState
            icon={<SearchX size={40} aria-hidden />}
            title={t('communications.detail.notFoundTitle')}
            description={t('communications.detail.notFoundDescription')}
            titleLevel={2}
            action={
              <Button variant="secondary" onPress={() => navigate(paths.communication.list)}>
                {t('communications.detail.back')}
              </Button>
            }
          />
        ) : detail.status === 'failed' ? (
          <LoadErrorState
            title={t('communications.detail.failedTitle')}
            description={t('communications.list.failedDescription')}
            retryLabel={t('common.retry')}
            onRetry={() => void openCommunication(id)}
          />
        ) : (
          <div aria-busy="true" className={styles.skeleton}>
            <span className={styles.visuallyHidden}>{t('communications.detail.loading')}</span>
            <Skeleton shape="rect" height="6rem" />
            <Skeleton shape="rect" height="14rem" />
          </div>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="page-title" className={styles.page}>
      {breadcrumbs}
      <Header communication={communication} />
      <DeliverySummary communication={communication} />
      <OptedOutNote communication={communication} />
      {communication.status === 'draft' && canRun ? (
        <RecipientUploadPanel communication={communication} />
      ) : null}
      {communication.status === 'draft' && communication.recipients > 0 ? (
        <MessagePreviewPanel communication={communication} />
      ) : null}
      <RecipientsTable communication={communication} />
    </section>
  );
}

/** The name, status and what the communication is; the draft's send and delete for those who run communications. */
function Header({ communication }: { communication: Communication }) {
  const t = useT();
  const locale = useCurrentLocale();
  const role = useSnapshot(sessionStore).user?.role;
  const canRun = can(role, RUN_COMMUNICATIONS);
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }),
    [locale],
  );
  const canSend = canRun && canDoCommunicationAction('send', communication.status);
  const canDelete = canRun && canDoCommunicationAction('delete', communication.status);
  const canResend = canRun && canDoCommunicationAction('resend', communication.status);
  const canSchedule = canRun && canDoCommunicationAction('schedule', communication.status);
  const isScheduled = canRun && canDoCommunicationAction('cancel', communication.status);
  const { failed, unconfirmed } = communication.deliveries;
  return (
    <div className={styles.header}>
      <div className={styles.titles}>
        <div className={styles.titleRow}>
          <Heading level={1} size="xl" id="page-title" className={styles.heading}>
            <span dir="auto">{communication.name}</span>
          </Heading>
          <CommunicationStatusBadge status={communication.status} />
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('communications.detail.template')}</dt>
            <dd dir="auto">{communication.templateName}</dd>
          </div>
          <div>
            <dt>{t('communications.new.channel')}</dt>
            <dd>{t(`communications.channel.${communication.channel}`)}</dd>
          </div>
          <div>
            <dt>{t('communications.new.purpose')}</dt>
            <dd>{t(`communications.purpose.${communication.purpose}`)}</dd>
          </div>
          <div>
            <dt>{t('communications.detail.kind')}</dt>
            <dd>
              {communication.parameterizable
                ? t('communications.detail.parameterizable')
                : t('communications.detail.standard')}
            </dd>
          </div>
          <div>
            <dt>{t('communications.list.columns.createdAt')}</dt>
            <dd>
              <time dateTime={communication.createdAt}>
                {dateFormat.format(new Date(communication.createdAt))}
              </time>
            </dd>
          </div>
          {communication.scheduledAt ? (
            <div>
              <dt>{t('communications.schedule.at')}</dt>
              <dd>
                <time dateTime={communication.scheduledAt}>
                  {dateFormat.format(new Date(communication.scheduledAt))}
                </time>
              </dd>
            </div>
          ) : null}
          {communication.sentAt ? (
            <div>
              <dt>{t('communications.detail.sentAt')}</dt>
              <dd>
                <time dateTime={communication.sentAt}>
                  {dateFormat.format(new Date(communication.sentAt))}
                </time>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      {canSend || canDelete || (canResend && failed + unconfirmed > 0) ? (
        <div className={styles.actions}>
          {canDelete ? <DeleteButton communication={communication} /> : null}
          {isScheduled ? <ScheduledActions /> : null}
          {canSchedule ? <ScheduleButton communication={communication} /> : null}
          {canSend ? <SendButton communication={communication} /> : null}
          {canResend && failed > 0 ? <ResendButton communication={communication} scope="failed" /> : null}
          {canResend && unconfirmed > 0 ? (
            <ResendButton communication={communication} scope="undelivered" />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function SendButton({ communication }: { communication: Communication }) {
  const t = useT();
  const plural = usePlural();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<Message | null>(null);
  const count = communication.recipients;
  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)} isDisabled={count === 0}>
        {t('communications.detail.send')}
      </Button>
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('communications.detail.sendTitle')}
        confirmLabel={t('communications.detail.sendConfirm')}
        onConfirm={async () => {
          const outcome = await sendNow();
          setRefusal(outcome);
          if (outcome) throw new Error('refused');
        }}
        onCancel={() => setRefusal(null)}
      >
        <Text>
          {plural(
            communication.channel === 'email'
              ? 'communications.detail.sendMessage'
              : 'communications.detail.sendMessageWhatsapp',
            count,
          )}
        </Text>
        <WhatsappWindowsNote communication={communication} />
        <OptedOutNote communication={communication} />
        <FormMessage tone="danger">{refusal ? t(refusal.key, refusal.params) : null}</FormMessage>
      </AlertDialog>
    </>
  );
}

function DeleteButton({ communication }: { communication: Communication }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<Message | null>(null);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t('communications.detail.delete')}
      </Button>
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        tone="danger"
        title={t('communications.detail.deleteTitle')}
        confirmLabel={t('communications.detail.deleteConfirm')}
        onConfirm={async () => {
          const outcome = await deleteDraft();
          setRefusal(outcome);
          if (outcome) throw new Error('refused');
          succeedOnNextRoute('communications.detail.deleted');
          navigate(paths.communication.list);
        }}
        onCancel={() => setRefusal(null)}
      >
        <Text>{t('communications.detail.deleteMessage', { name: communication.name })}</Text>
        <FormMessage tone="danger">{refusal ? t(refusal.key, refusal.params) : null}</FormMessage>
      </AlertDialog>
    </>
  );
}
