import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { FileText, History, Users } from 'lucide-react';
import type {
  Communication,
  CommunicationRecipient,
  DeliveryEvent,
  DeliveryReceipt,
  RecipientDelivery,
} from '@backoffice/api-client';
import { titledFileName } from '@backoffice/domain';
import {
  Badge,
  Button,
  Card,
  Cell,
  Column,
  Dialog,
  DialogTrigger,
  EmptyState,
  Modal,
  NativeSelect,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
  type BadgeTone,
} from '@backoffice/ui';
import { LoadErrorState } from '@backoffice/app-common';
import { ListNoMatch } from '@admin/components/ListNoMatch/ListNoMatch';
import { ListPagination } from '@admin/components/ListPagination/ListPagination';
import { ListSearch } from '@admin/components/ListSearch/ListSearch';
import { ListSkeleton } from '@admin/components/ListSkeleton/ListSkeleton';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { useFileDownload } from '@admin/lib/use-file-download';
import { downloadDeliveries, type RecipientDeliveryFilter } from '../../api/communications';
import {
  RECIPIENTS_PAGE_SIZE,
  choosePreview,
  communicationDetailStore,
  loadRecipients,
  setDeliveryFilter,
  setRecipientPage,
  setRecipientSearch,
} from '../../stores/detail';
import * as styles from './RecipientsTable.css';

const ALL = 'all';
const FILTERS: readonly RecipientDeliveryFilter[] = [
  'none',
  'pending',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'unconfirmed',
];
const TABLE_TITLE_ID = 'communication-recipients-title';

const tones: Record<RecipientDelivery['status'], BadgeTone> = {
  pending: 'neutral',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  unconfirmed: 'warning',
};
const receiptTones: Record<DeliveryReceipt, BadgeTone> = {
  sent: 'neutral',
  delivered: 'info',
  read: 'success',
  failed: 'danger',
};

/** A filter's name: the delivery's status, or what the channel reported (the summary's own words for those). */
function filterLabel(t: ReturnType<typeof useT>, filter: RecipientDeliveryFilter): string {
  if (filter === 'delivered') return t('communications.detail.counts.delivered');
  if (filter === 'read') return t('communications.detail.counts.read');
  return t(`communications.recipients.delivery.${filter}`);
}

/** What the channel reported, in the table's words (a failure is the delivery's own "Falhou"). */
function receiptLabel(t: ReturnType<typeof useT>, receipt: DeliveryReceipt): string {
  return receipt === 'failed'
    ? t('communications.recipients.delivery.failed')
    : t(`communications.recipients.receipt.${receipt}`);
}

/**
 * The communication's recipients in spreadsheet order: each one's contact, values and latest delivery (with the
 * channel's reason when it failed); searched and filtered by delivery on the server. On a draft, each row's
 * "Ver mensagem" shows the message that person gets.
 */
export function RecipientsTable({ communication }: { communication: Communication }) {
  const t = useT();
  const locale = useCurrentLocale();
  const { recipients, preview } = useSnapshot(communicationDetailStore);
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }),
    [locale],
  );
  const filtered = Boolean(recipients.search.trim() || recipients.delivery);
  const isDraft = communication.status === 'draft';
  const firstLoad =
    (recipients.status === 'idle' || recipients.status === 'loading') && recipients.rows.length === 0;

  const toolbar = (
    <div className={styles.toolbar} role="group" aria-label={t('communications.recipients.filters')}>
      <ListSearch
        className={styles.search}
        label={t('communications.recipients.search')}
        placeholder={t('communications.recipients.searchPlaceholder')}
        search={recipients.search}
        onSearch={setRecipientSearch}
      />
      <NativeSelect
        className={styles.filter}
        label={t('communications.recipients.deliveryFilter')}
        options={[
          { id: ALL, label: t('communications.recipients.allDeliveries') },
          ...FILTERS.map((filter) => ({ id: filter, label: filterLabel(t, filter) })),
        ]}
        selectedKey={recipients.delivery ?? ALL}
        onSelectionChange={(key) =>
          void setDeliveryFilter(key === ALL ? null : (key as RecipientDeliveryFilter))
        }
      />
    </div>
  );

  let content;
  if (recipients.status === 'failed') {
    content = (
      <LoadErrorState
        title={t('communications.recipients.failedTitle')}
        description={t('communications.list.failedDescription')}
        retryLabel={t('common.retry')}
        onRetry={loadRecipients}
      />
    );
  } else if (firstLoad) {
    content = <ListSkeleton label={t('communications.recipients.loading')} rows={4} />;
  } else if (recipients.status === 'ready' && recipients.total === 0) {
    content = filtered ? (
      <ListNoMatch
        title={t('communications.recipients.noMatchTitle')}
        description={t('communications.recipients.noMatchDescription')}
        onClear={() => {
          void setRecipientSearch('');
          void setDeliveryFilter(null);
        }}
      />
    ) : (
      <EmptyState
        icon={<Users size={40} aria-hidden />}
        title={t('communications.recipients.emptyTitle')}
        description={
          isDraft
            ? t('communications.recipients.emptyDraft')
            : t('communications.recipients.emptyDescription')
        }
        titleLevel={3}
      />
    );
  } else {
    content = (
      <>
        <Table
          aria-labelledby={TABLE_TITLE_ID}
          isLoading={recipients.status === 'loading'}
          loadingLabel={t('communications.recipients.loading')}
        >
          <TableHeader>
            <Column id="line" width="5rem">
              {t('communications.recipients.columns.line')}
            </Column>
            <Column id="name" isRowHeader>
              {t('communications.recipients.columns.name')}
            </Column>
            <Column id="email">{t('communications.recipients.columns.email')}</Column>
            {communication.parameterizable ? (
              <Column id="values">{t('communications.recipients.columns.values')}</Column>
            ) : null}
            <Column id="delivery">{t('communications.recipients.columns.delivery')}</Column>
            {isDraft ? (
              <Column id="preview">
                <span className={styles.visuallyHidden}>
                  {t('communications.recipients.columns.preview')}
                </span>
              </Column>
            ) : null}
          </TableHeader>
          <TableBody items={recipients.rows as CommunicationRecipient[]}>
            {(recipient) => (
              <Row id={recipient.id}>
                <Cell>{recipient.line.toLocaleString(locale, { useGrouping: false })}</Cell>
                <Cell>
                  <bdi>{recipient.name ?? '—'}</bdi>
                </Cell>
                <Cell>
                  <bdi className={styles.contact}>{recipient.email ?? recipient.phone ?? '—'}</bdi>
                </Cell>
                {communication.parameterizable ? (
                  <Cell>
                    <Values parameters={recipient.parameters} />
                  </Cell>
                ) : null}
                <Cell>
                  <Delivery
                    delivery={recipient.delivery}
                    format={dateFormat}
                    who={recipient.name ?? recipient.phone ?? recipient.email ?? String(recipient.line)}
                  />
                </Cell>
                {isDraft ? (
                  <Cell>
                    <Button
                      variant="ghost"
                      size="sm"
                      onPress={() => void choosePreview(recipient.id)}
                      aria-pressed={preview.recipientId === recipient.id}
                      aria-label={t('communications.recipients.previewOf', {
                        who: recipient.name ?? recipient.email ?? String(recipient.line),
                      })}
                    >
                      {t('communications.recipients.preview')}
                    </Button>
                  </Cell>
                ) : null}
              </Row>
            )}
          </TableBody>
        </Table>
        <ListPagination
          label={t('communications.recipients.pagination')}
          page={recipients.page}
          pageSize={RECIPIENTS_PAGE_SIZE}
          total={recipients.total}
          isLoading={recipients.status === 'loading'}
          onPageChange={setRecipientPage}
        />
      </>
    );
  }

  return (
    <Card as="section" aria-labelledby={TABLE_TITLE_ID} className={styles.card}>
      <div className={styles.titleRow}>
        <h2 id={TABLE_TITLE_ID} className={styles.title}>
          {t('communications.recipients.title')}
        </h2>
        {communication.recipients > 0 ? <ExportButton communication={communication} /> : null}
      </div>
      {toolbar}
      {content}
    </Card>
  );
}

/** The spreadsheet's values of a parameterizable communication, `placeholder: value` each. */
function Values({ parameters }: { parameters: Readonly<Record<string, string>> }) {
  const entries = Object.entries(parameters);
  if (entries.length === 0) return <span>—</span>;
  return (
    <dl className={styles.values}>
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The latest delivery: its channel, its status and, for WhatsApp, how far the channel reported it; when, and the
 * channel's reason for a failure. A delivery with reports opens its timeline.
 */
function Delivery({
  delivery,
  format,
  who,
}: {
  delivery: RecipientDelivery | null;
  format: Intl.DateTimeFormat;
  who: string;
}) {
  const t = useT();
  if (!delivery) return <span className={styles.muted}>{t('communications.recipients.delivery.none')}</span>;
  const at = delivery.sentAt ?? delivery.updatedAt;
  return (
    <div className={styles.delivery}>
      <span className={styles.channel}>{t(`communications.channel.${delivery.channel}`)}</span>
      <span className={styles.badges}>
        <Badge tone={tones[delivery.status]}>
          {t(`communications.recipients.delivery.${delivery.status}`)}
        </Badge>
        {delivery.receipt && !(delivery.receipt === 'failed' && delivery.status === 'failed') ? (
          <Badge tone={receiptTones[delivery.receipt]}>{receiptLabel(t, delivery.receipt)}</Badge>
        ) : null}
      </span>
      <time dateTime={at} className={styles.muted}>
        {format.format(new Date(at))}
      </time>
      {delivery.error ? (
        <span className={styles.error}>
          <bdi>{delivery.error}</bdi>
        </span>
      ) : null}
      {delivery.events.length > 0 ? <Timeline events={delivery.events} format={format} who={who} /> : null}
    </div>
  );
}

/** The delivery's timeline (the channel's reports, oldest first) in a dialog: Enter or Space opens it, Esc closes. */
function Timeline({
  events,
  format,
  who,
}: {
  events: readonly DeliveryEvent[];
  format: Intl.DateTimeFormat;
  who: string;
}) {
  const t = useT();
  const title = t('communications.recipients.timelineOf', { who });
  return (
    <DialogTrigger>
      <Button variant="ghost" size="sm" aria-label={title}>
        <History size={16} aria-hidden />
        {t('communications.recipients.timeline')}
      </Button>
      <Modal>
        <Dialog title={<bdi>{title}</bdi>}>
          {({ close }) => (
            <div className={styles.timeline}>
              <Text tone="muted">{t('communications.recipients.timelineLead')}</Text>
              <ol className={styles.events}>
                {events.map((event, index) => (
                  <li key={`${event.at}-${index}`} className={styles.event}>
                    <Badge tone={receiptTones[event.status]}>{receiptLabel(t, event.status)}</Badge>
                    <time dateTime={event.at}>{format.format(new Date(event.at))}</time>
                    {event.error ? (
                      <span className={styles.error}>
                        <bdi>{event.error}</bdi>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
              <div className={styles.timelineActions}>
                <Button variant="secondary" onPress={close}>
                  {t('common.close')}
                </Button>
              </div>
            </div>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/** Every recipient with their latest delivery, as a CSV for a spreadsheet (the server writes it page by page). */
function ExportButton({ communication }: { communication: Communication }) {
  const t = useT();
  const { pending, download } = useFileDownload(
    (id: string) => downloadDeliveries(id),
    () => 'communications.recipients.exportFailed',
  );
  return (
    <Button
      variant="secondary"
      size="sm"
      isPending={pending !== null}
      // 'entregas-convocacao-age-fii-alfa.csv': the domain's file-name rule.
      onPress={() =>
        void download(
          communication.id,
          titledFileName(t('communications.recipients.exportFile'), communication.name, 'csv'),
        )
      }
    >
      <FileText size={16} aria-hidden />
      {t('communications.recipients.export')}
    </Button>
  );
}
