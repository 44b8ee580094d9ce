import { useEffect, useMemo } from 'react';
import { AlertTriangle, Mail, Plus } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { Communication, CommunicationStatus } from '@backoffice/api-client';
import { can } from '@backoffice/domain';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  Link,
  NativeSelect,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@backoffice/ui';
import { LoadErrorState } from '@backoffice/app-common';
import { LIST_TITLE_ID, ListPage } from '@admin/components/ListPage/ListPage';
import { listQueryProps, type ListQueryProps } from '@admin/components/ListPage/list-query-props';
import { ListNoMatch } from '@admin/components/ListNoMatch/ListNoMatch';
import { ListPagination } from '@admin/components/ListPagination/ListPagination';
import { ListSearch } from '@admin/components/ListSearch/ListSearch';
import { ListSkeleton } from '@admin/components/ListSkeleton/ListSkeleton';
import { paths } from '@admin/config/paths';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { sessionStore } from '@admin/stores/session';
import {
  PAGE_SIZE,
  clearFilters,
  communicationsListStore,
  isFiltered,
  loadCommunications,
  setPage,
  setSearch,
  setSort,
  setStatusFilter,
} from '../stores/list';
import { RUN_COMMUNICATIONS, communicationPath } from '../permissions';
import { CommunicationStatusBadge } from './CommunicationStatusBadge';
import * as styles from './CommunicationsListPage.css';

const ALL = 'all';
const STATUSES: readonly CommunicationStatus[] = [
  'draft',
  'scheduled',
  'sending',
  'sent',
  'cancelled',
  'failed',
];

/**
 * The communications of the current workspace: search, status filter, server-side sort and pages, each with its
 * recipients and what was delivered; each opens its screen. Runners start a new one from here.
 */
export default function CommunicationsListPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const list = useSnapshot(communicationsListStore);
  const session = useSnapshot(sessionStore);
  // The company's communication feature (the server refuses every communication call without it; the nav hides the
  // area): a link kept from before it was turned off says so instead of failing to load.
  const featureOn = session.company?.communication ?? false;
  const canRun = can(session.user?.role, RUN_COMMUNICATIONS);

  useEffect(() => {
    if (featureOn) void loadCommunications();
  }, [featureOn]);

  if (!featureOn) {
    return (
      <ListPage title={t('communications.list.title')}>
        <EmptyState
          icon={<Mail size={40} aria-hidden />}
          title={t('communications.list.featureOffTitle')}
          description={t('communications.list.featureOffDescription')}
          titleLevel={2}
        />
      </ListPage>
    );
  }

  // 'idle' too: the screen's first frame, before its load starts, shows the placeholders, not an empty table.
  const firstLoad = (list.status === 'idle' || list.status === 'loading') && list.communications.length === 0;
  const isEmpty = list.status === 'ready' && list.total === 0;
  const wired = listQueryProps({
    query: list,
    total: list.total,
    pageSize: PAGE_SIZE,
    isLoading: list.status === 'loading',
    setSearch,
    setSort,
    setPage,
  });

  return (
    <ListPage
      title={t('communications.list.title')}
      action={
        canRun ? (
          <Button onPress={() => navigate(paths.communication.new)}>
            <Plus size={18} aria-hidden />
            {t('communications.list.new')}
          </Button>
        ) : null
      }
      toolbar={<Filters search={wired.search} />}
      toolbarLabel={t('communications.list.filters')}
    >
      {list.status === 'failed' ? (
        <LoadErrorState
          icon={<AlertTriangle size={40} aria-hidden />}
          title={t('communications.list.failedTitle')}
          description={t('communications.list.failedDescription')}
          retryLabel={t('common.retry')}
          onRetry={loadCommunications}
        />
      ) : firstLoad ? (
        <ListSkeleton label={t('communications.list.loading')} rows={5} />
      ) : isEmpty ? (
        <EmptyCommunications />
      ) : (
        <>
          <Table
            {...wired.table}
            aria-labelledby={LIST_TITLE_ID}
            loadingLabel={t('communications.list.loading')}
          >
            <TableHeader>
              <Column id="name" isRowHeader allowsSorting>
                {t('communications.list.columns.name')}
              </Column>
              <Column id="status">{t('communications.list.columns.status')}</Column>
              <Column id="template">{t('communications.list.columns.template')}</Column>
              <Column id="recipients" align="end">
                {t('communications.list.columns.recipients')}
              </Column>
              <Column id="delivered" align="end">
                {t('communications.list.columns.delivered')}
              </Column>
              <Column id="createdAt" allowsSorting>
                {t('communications.list.columns.createdAt')}
              </Column>
            </TableHeader>
            <TableBody items={list.communications as Communication[]}>
              {(communication) => (
                <Row id={communication.id}>
                  <Cell>
                    <Link href={communicationPath(communication.id)}>
                      <bdi>{communication.name}</bdi>
                    </Link>
                  </Cell>
                  <Cell>
                    <CommunicationStatusBadge status={communication.status} />
                  </Cell>
                  <Cell>{communication.templateName}</Cell>
                  <Cell>
                    <Count value={communication.recipients} />
                  </Cell>
                  <Cell>
                    <Delivered communication={communication} />
                  </Cell>
                  <Cell>
                    <CreatedAt iso={communication.createdAt} />
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          <ListPagination {...wired.pagination} label={t('communications.list.pagination')} />
        </>
      )}
    </ListPage>
  );
}

/** The search (debounced) and the status filter; each change goes back to the first page. */
function Filters({ search }: { search: ListQueryProps['search'] }) {
  const t = useT();
  const list = useSnapshot(communicationsListStore);
  return (
    <>
      <ListSearch
        {...search}
        className={styles.search}
        label={t('communications.list.search')}
        placeholder={t('communications.list.searchPlaceholder')}
      />
      <NativeSelect
        className={styles.statusFilter}
        label={t('communications.list.statusFilter')}
        options={[
          { id: ALL, label: t('communications.list.allStatuses') },
          ...STATUSES.map((status) => ({ id: status, label: t(`communications.status.${status}`) })),
        ]}
        selectedKey={list.statusFilter ?? ALL}
        onSelectionChange={(key) => void setStatusFilter(key === ALL ? null : (key as CommunicationStatus))}
      />
    </>
  );
}

function EmptyCommunications() {
  const t = useT();
  const list = useSnapshot(communicationsListStore);
  if (isFiltered(list)) {
    return (
      <ListNoMatch
        title={t('communications.list.noMatchTitle')}
        description={t('communications.list.noMatchDescription')}
        onClear={clearFilters}
      />
    );
  }
  return (
    <EmptyState
      icon={<Mail size={40} aria-hidden />}
      title={t('communications.list.emptyTitle')}
      description={t('communications.list.emptyDescription')}
      titleLevel={2}
    />
  );
}

function Count({ value }: { value: number }) {
  const locale = useCurrentLocale();
  return <span className={styles.nowrap}>{value.toLocaleString(locale)}</span>;
}

/** Messages handed over out of those queued so far ("—" before the first send). */
function Delivered({ communication }: { communication: Communication }) {
  const t = useT();
  const locale = useCurrentLocale();
  const { queued, sent, failed, unconfirmed } = communication.deliveries;
  const total = queued + sent + failed + unconfirmed;
  if (total === 0) return <span>{t('communications.list.notSent')}</span>;
  return (
    <span className={styles.nowrap}>
      {t('communications.list.deliveredOf', {
        sent: sent.toLocaleString(locale),
        total: total.toLocaleString(locale),
      })}
    </span>
  );
}

function CreatedAt({ iso }: { iso: string }) {
  const locale = useCurrentLocale();
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }),
    [locale],
  );
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}
