import { useEffect, useMemo } from 'react';
import { FileCheck2, Layers, Plus } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { VotingBatchSummary } from '@backoffice/api-client';
import { can } from '@backoffice/domain';
import { Button, Cell, Column, EmptyState, Link, Row, Table, TableBody, TableHeader } from '@backoffice/ui';
import { LIST_TITLE_ID, ListPage } from '@admin/components/ListPage/ListPage';
import { listQueryProps } from '@admin/components/ListPage/list-query-props';
import { ListNoMatch } from '@admin/components/ListNoMatch/ListNoMatch';
import { ListPagination } from '@admin/components/ListPagination/ListPagination';
import { ListSearch } from '@admin/components/ListSearch/ListSearch';
import { ListSkeleton } from '@admin/components/ListSkeleton/ListSkeleton';
import { LoadErrorState } from '@backoffice/app-common';
import { paths } from '@admin/config/paths';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import { sessionStore } from '@admin/stores/session';
import { RUN_BATCH_VOTINGS, batchVotingPath } from '../../permissions';
import {
  BATCHES_PAGE_SIZE,
  batchVotingsList,
  clearFilters,
  isFiltered,
  loadBatchVotings,
  setPage,
  setSearch,
  setSort,
} from '../../stores/batch-votings-list';
import { BatchStatusBadge } from '../BatchStatusBadge/BatchStatusBadge';
import * as styles from './BatchVotingsListPage.css';

/**
 * The batch votings of the current workspace: search (debounced, accent-insensitive on the server), server-side sort
 * and pages. Each batch opens its detail (its funds and their progress). OBSERVER reads: no create actions.
 */
export default function BatchVotingsListPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const role = useSnapshot(sessionStore).user?.role;
  const list = useSnapshot(batchVotingsList);
  const canRun = can(role, RUN_BATCH_VOTINGS);

  useEffect(() => void loadBatchVotings(), []);

  const wired = listQueryProps({
    query: list,
    total: list.pagination.total,
    pageSize: BATCHES_PAGE_SIZE,
    isLoading: list.load === 'loading',
    setSearch,
    setSort,
    setPage,
  });
  const firstLoad = !list.loaded && list.load !== 'failed';

  return (
    <ListPage
      title={t('batchVotings.list.title')}
      intro={t('batchVotings.list.intro')}
      action={canRun ? <CreateActions onNavigate={navigate} /> : null}
      toolbar={
        <ListSearch
          {...wired.search}
          className={styles.search}
          label={t('batchVotings.list.search')}
          placeholder={t('batchVotings.list.searchPlaceholder')}
        />
      }
      toolbarLabel={t('batchVotings.list.filters')}
    >
      {list.load === 'failed' ? (
        <LoadErrorState
          title={t('batchVotings.list.failedTitle')}
          description={t('batchVotings.list.failedDescription')}
          retryLabel={t('common.retry')}
          onRetry={() => loadBatchVotings()}
        />
      ) : firstLoad ? (
        <ListSkeleton label={t('batchVotings.list.loading')} rows={5} />
      ) : list.pagination.total === 0 && list.load === 'ready' ? (
        <EmptyBatches canRun={canRun} onNew={() => navigate(paths.batchVotings.new)} />
      ) : (
        <>
          <Table
            {...wired.table}
            aria-labelledby={LIST_TITLE_ID}
            loadingLabel={t('batchVotings.list.loading')}
          >
            <TableHeader>
              <Column id="title" isRowHeader allowsSorting>
                {t('batchVotings.list.columns.title')}
              </Column>
              <Column id="kind">{t('batchVotings.list.columns.kind')}</Column>
              <Column id="funds" align="end">
                {t('batchVotings.list.columns.funds')}
              </Column>
              <Column id="status">{t('batchVotings.list.columns.status')}</Column>
              <Column id="deadline" allowsSorting>
                {t('batchVotings.list.columns.deadline')}
              </Column>
              <Column id="createdAt" allowsSorting>
                {t('batchVotings.list.columns.createdAt')}
              </Column>
            </TableHeader>
            <TableBody items={list.votingBatches as VotingBatchSummary[]}>
              {(batch) => <BatchRow batch={batch} />}
            </TableBody>
          </Table>
          <ListPagination {...wired.pagination} label={t('batchVotings.list.pagination')} />
        </>
      )}
    </ListPage>
  );
}

/** The two ways to start a batch: a general one, or the yearly approval of the financial statements. */
function CreateActions({ onNavigate }: { onNavigate: (path: string) => void }) {
  const t = useT();
  return (
    <span className={styles.actions}>
      <Button variant="secondary" onPress={() => onNavigate(paths.batchVotings.newFinancialStatement)}>
        <FileCheck2 size={18} aria-hidden />
        {t('batchVotings.list.newFinancialStatement')}
      </Button>
      <Button onPress={() => onNavigate(paths.batchVotings.new)}>
        <Plus size={18} aria-hidden />
        {t('batchVotings.list.new')}
      </Button>
    </span>
  );
}

function BatchRow({ batch }: { batch: VotingBatchSummary }) {
  const t = useT();
  const plural = usePlural();
  const locale = useCurrentLocale();
  const formats = useMemo(
    () => ({
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'short' }),
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }),
    }),
    [locale],
  );
  return (
    <Row id={batch.id}>
      <Cell>
        <span className={styles.title}>
          <Link href={batchVotingPath(batch.id)}>
            <bdi>{batch.title}</bdi>
          </Link>
        </span>
      </Cell>
      <Cell>{t(`batchVotings.kinds.${batch.kind}`)}</Cell>
      <Cell>
        <span className={styles.nowrap}>{plural('batchVotings.list.fundCount', batch.funds)}</span>
      </Cell>
      <Cell>
        <BatchStatusBadge status={batch.status} />
      </Cell>
      <Cell>
        <time dateTime={batch.deadline} className={styles.nowrap}>
          {formats.dateTime.format(new Date(batch.deadline))}
        </time>
      </Cell>
      <Cell>
        <time dateTime={batch.createdAt} className={styles.nowrap}>
          {formats.date.format(new Date(batch.createdAt))}
        </time>
      </Cell>
    </Row>
  );
}

/** No batch yet (a call to create one, for those who may), or none matching the search. */
function EmptyBatches({ canRun, onNew }: { canRun: boolean; onNew: () => void }) {
  const t = useT();
  const list = useSnapshot(batchVotingsList);
  if (isFiltered(list)) {
    return (
      <ListNoMatch
        title={t('batchVotings.list.noMatchTitle')}
        description={t('batchVotings.list.noMatchDescription')}
        onClear={clearFilters}
      />
    );
  }
  return (
    <EmptyState
      icon={<Layers size={40} aria-hidden />}
      title={t('batchVotings.list.emptyTitle')}
      description={
        canRun ? t('batchVotings.list.emptyDescription') : t('batchVotings.list.emptyDescriptionReader')
      }
      titleLevel={2}
      action={canRun ? <Button onPress={onNew}>{t('batchVotings.list.new')}</Button> : undefined}
    />
  );
}
