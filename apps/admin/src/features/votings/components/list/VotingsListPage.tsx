import { Suspense, useEffect, useMemo, useState } from 'react';
import { Plus, Trash2, Vote } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { VotingStatus, VotingSummary } from '@backoffice/api-client';
import { can } from '@backoffice/domain';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  IconButton,
  Link,
  NativeSelect,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@backoffice/ui';
import { LIST_TITLE_ID, ListPage } from '@admin/components/ListPage/ListPage';
import { listQueryProps, type ListQueryProps } from '@admin/components/ListPage/list-query-props';
import { ListNoMatch } from '@admin/components/ListNoMatch/ListNoMatch';
import { ListPagination } from '@admin/components/ListPagination/ListPagination';
import { ListSearch } from '@admin/components/ListSearch/ListSearch';
import { ListSkeleton } from '@admin/components/ListSkeleton/ListSkeleton';
import { LoadErrorState, visuallyHidden } from '@backoffice/app-common';
import { paths } from '@admin/config/paths';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { lazyNamed } from '@admin/lib/lazy-named';
import { sessionStore } from '@admin/stores/session';
import { RUN_VOTINGS, draftPath, votingPath } from '../../permissions';
import { votingsStore } from '../../stores/votings';
import {
  LIVE_REFRESH_MS,
  VOTINGS_PAGE_SIZE,
  clearFilters,
  isFiltered,
  loadVotings,
  pageIsLive,
  setPage,
  setSearch,
  setSort,
  setStatusFilter,
  votingsList,
} from '../../stores/votings-list';
import { useLiveRefresh } from '@admin/lib/use-live-refresh';
import { VotingStatusBadge } from '../VotingStatusBadge';
import { ParticipationSplit } from '../ParticipationSplit';
import * as styles from './VotingsListPage.css';

// The discard confirmation's code (the kit's alert dialog, modal and overlay) loads when a discard button is pointed
// at or focused, ahead of its press: the list shows no dialog on a first load.
const loadDiscardDialog = () => import('./DiscardDraftDialog');
const DiscardDraftDialog = lazyNamed(loadDiscardDialog, 'DiscardDraftDialog');
const preloadDiscardDialog = () => void loadDiscardDialog().catch(() => {}); // the lazy render reports a failure

/** A discard button's ref: pointing at it or focusing it fetches the confirmation's code. */
function preloadDiscardOnReach(button: HTMLButtonElement | null) {
  if (!button) return;
  button.addEventListener('pointerenter', preloadDiscardDialog);
  button.addEventListener('focus', preloadDiscardDialog);
  return () => {
    button.removeEventListener('pointerenter', preloadDiscardDialog);
    button.removeEventListener('focus', preloadDiscardDialog);
  };
}

const ALL = 'all';
const STATUSES: readonly VotingStatus[] = ['draft', 'scheduled', 'open', 'closed', 'cancelled'];

/**
 * The votings of the current workspace: search (debounced, accent-insensitive on the server), status filter,
 * server-side sort and pages. While a voting of the page is open the page is asked again every 20 s (not in a
 * hidden tab) and merged by id. A draft opens in the new-voting flow, any other voting in its detail screen.
 */
export default function VotingsListPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const role = useSnapshot(sessionStore).user?.role;
  const list = useSnapshot(votingsList);
  const { votings, pagination } = useSnapshot(votingsStore);
  const canRun = can(role, RUN_VOTINGS);
  // The draft being discarded: it stays while the dialog fades out, so its text does not change meanwhile.
  const [toDiscard, setToDiscard] = useState<{ id: string; title: string } | null>(null);
  // Once asked for, the dialog stays mounted (it fades out, and opens at once the next time).
  const [discardAsked, setDiscardAsked] = useState(false);
  const askDiscard = (draft: { id: string; title: string }) => {
    setDiscardAsked(true);
    setToDiscard(draft);
  };

  useEffect(() => void loadVotings(), []);
  useLiveRefresh(() => loadVotings({ quiet: true }), pageIsLive, LIVE_REFRESH_MS);

  const firstLoad = !list.loaded && list.load !== 'failed';
  const wired = listQueryProps({
    query: list,
    total: pagination.total,
    pageSize: VOTINGS_PAGE_SIZE,
    isLoading: list.load === 'loading',
    setSearch,
    setSort,
    setPage,
  });
  const newVoting = () => navigate(paths.votings.new);

  return (
    <ListPage
      title={t('votings.list.title')}
      intro={t('votings.list.intro')}
      action={
        canRun ? (
          <Button onPress={newVoting}>
            <Plus size={18} aria-hidden />
            {t('votings.list.new')}
          </Button>
        ) : null
      }
      toolbar={<Filters search={wired.search} />}
      toolbarLabel={t('votings.list.filters')}
      dialogs={
        discardAsked ? (
          <Suspense fallback={null}>
            <DiscardDraftDialog draft={toDiscard} onClose={() => setToDiscard(null)} />
          </Suspense>
        ) : null
      }
    >
      {list.load === 'failed' ? (
        <LoadErrorState
          title={t('votings.list.failedTitle')}
          description={t('votings.list.failedDescription')}
          retryLabel={t('common.retry')}
          onRetry={() => loadVotings()}
        />
      ) : firstLoad ? (
        <ListSkeleton label={t('votings.list.loading')} rows={6} />
      ) : pagination.total === 0 && list.load === 'ready' ? (
        <EmptyVotings canRun={canRun} onNew={newVoting} />
      ) : (
        <>
          <Table {...wired.table} aria-labelledby={LIST_TITLE_ID} loadingLabel={t('votings.list.loading')}>
            <TableHeader>
              <Column id="title" isRowHeader allowsSorting>
                {t('votings.list.columns.title')}
              </Column>
              <Column id="createdAt" allowsSorting>
                {t('votings.list.columns.createdAt')}
              </Column>
              <Column id="deadline" allowsSorting>
                {t('votings.list.columns.deadline')}
              </Column>
              <Column id="status" allowsSorting>
                {t('votings.list.columns.status')}
              </Column>
              <Column id="votes" align="end">
                {t('votings.list.columns.votes')}
              </Column>
              <Column id="ballotTemplate">{t('votings.list.columns.ballotTemplate')}</Column>
              {canRun ? (
                <Column id="actions" align="end">
                  <span className={visuallyHidden}>{t('common.actions')}</span>
                </Column>
              ) : null}
            </TableHeader>
            <TableBody items={votings as VotingSummary[]}>
              {(voting) => <VotingRow voting={voting} canRun={canRun} onDiscard={askDiscard} />}
            </TableBody>
          </Table>
          <ListPagination {...wired.pagination} label={t('votings.list.pagination')} />
        </>
      )}
    </ListPage>
  );
}

function VotingRow({
  voting,
  canRun,
  onDiscard,
}: {
  voting: VotingSummary;
  canRun: boolean;
  /** A runner discards a draft (the list's dialog asks first). */
  onDiscard: (draft: { id: string; title: string }) => void;
}) {
  const t = useT();
  const locale = useCurrentLocale();
  const formats = useMemo(
    () => ({
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'short' }),
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }),
      count: new Intl.NumberFormat(locale),
    }),
    [locale],
  );
  // A runner continues a draft in the flow; everything else (and any voting for OBSERVER) opens its detail.
  const href = voting.status === 'draft' && canRun ? draftPath(voting.id) : votingPath(voting.id);
  return (
    <Row id={voting.id}>
      <Cell>
        <span className={styles.title}>
          <Link href={href}>
            <bdi>{voting.title}</bdi>
          </Link>
        </span>
      </Cell>
      <Cell>
        <time dateTime={voting.createdAt} className={styles.nowrap}>
          {formats.date.format(new Date(voting.createdAt))}
        </time>
      </Cell>
      <Cell>
        <time dateTime={voting.deadline} className={styles.nowrap}>
          {formats.dateTime.format(new Date(voting.deadline))}
        </time>
      </Cell>
      <Cell>
        <VotingStatusBadge status={voting.status} />
      </Cell>
      <Cell>
        <span className={styles.nowrap}>
          {t('votings.list.votesOf', {
            voted: formats.count.format(voting.participation.voted),
            eligible: formats.count.format(voting.participation.eligible.total),
          })}
        </span>
        <ParticipationSplit count={voting.participation.eligible} className={styles.split} />
      </Cell>
      <Cell>
        {voting.ballotTemplate ? (
          <bdi>{voting.ballotTemplate.name}</bdi>
        ) : (
          <Text elementType="span" size="sm" tone="muted">
            {t('votings.list.noTemplate')}
          </Text>
        )}
      </Cell>
      {canRun ? (
        <Cell>
          {voting.status === 'draft' ? (
            <span className={styles.actions}>
              <IconButton
                ref={preloadDiscardOnReach}
                size="sm"
                aria-label={t('votings.list.discard', { title: voting.title })}
                icon={<Trash2 size={16} aria-hidden />}
                onPress={() => onDiscard({ id: voting.id, title: voting.title })}
              />
            </span>
          ) : null}
        </Cell>
      ) : null}
    </Row>
  );
}

/** The search (debounced) and the status filter; each change goes back to the first page. */
function Filters({ search }: { search: ListQueryProps['search'] }) {
  const t = useT();
  const list = useSnapshot(votingsList);
  return (
    <>
      <ListSearch
        {...search}
        className={styles.search}
        label={t('votings.list.search')}
        placeholder={t('votings.list.searchPlaceholder')}
      />
      {/* The browser's select: the kit's Select would bring its popover and list box code to the first load. */}
      <NativeSelect
        className={styles.statusFilter}
        label={t('votings.list.statusFilter')}
        options={[
          { id: ALL, label: t('votings.list.allStatuses') },
          ...STATUSES.map((status) => ({ id: status, label: t(`common.votingStatus.${status}`) })),
        ]}
        selectedKey={list.status ?? ALL}
        onSelectionChange={(key) => void setStatusFilter(key === ALL ? null : (key as VotingStatus))}
      />
    </>
  );
}

function EmptyVotings({ canRun, onNew }: { canRun: boolean; onNew: () => void }) {
  const t = useT();
  const list = useSnapshot(votingsList);
  if (isFiltered(list)) {
    return (
      <ListNoMatch
        title={t('votings.list.noMatchTitle')}
        description={t('votings.list.noMatchDescription')}
        onClear={clearFilters}
      />
    );
  }
  return (
    <EmptyState
      icon={<Vote size={40} aria-hidden />}
      title={t('votings.list.emptyTitle')}
      description={canRun ? t('votings.list.emptyDescription') : t('votings.list.emptyDescriptionReader')}
      titleLevel={2}
      action={canRun ? <Button onPress={onNew}>{t('votings.list.new')}</Button> : undefined}
    />
  );
}
