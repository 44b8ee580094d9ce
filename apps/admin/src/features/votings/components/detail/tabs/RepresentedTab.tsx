import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Scale } from 'lucide-react';
import type { RepresentedVote, VotingItem } from '@backoffice/api-client';
import {
  Badge,
  Button,
  Cell,
  Column,
  EmptyState,
  Pagination,
  Row,
  SearchField,
  Table,
  TableBody,
  TableHeader,
  type BadgeTone,
} from '@backoffice/ui';
import { useDebouncedSearch } from '@admin/components/ListPage/use-debounced-search';
import { ListSkeleton } from '@admin/components/ListSkeleton/ListSkeleton';
import { LoadErrorState } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import {
  ensureRepresented,
  loadRepresented,
  REPRESENTED_PAGE_SIZE,
  representedTab,
  setRepresentedPage,
  setRepresentedSearch,
  setRepresentedSearchInput,
} from '@admin/features/votings/stores/detail-represented';
import { votingsStore } from '@admin/features/votings/stores/votings';
import { useFormats } from '../use-formats';
import * as styles from './Tabs.css';

const statusTones: Record<RepresentedVote['status'], BadgeTone> = {
  pending: 'neutral',
  under_review: 'info',
  counted: 'success',
  returned: 'warning',
};

/** Parties voted by attorneys: who, by whom, where the vote stands and what it says per item. */
export function RepresentedTab() {
  const t = useT();
  const format = useFormats();
  const tab = useSnapshot(representedTab);
  const { representedVotes, votingQuestions } = useSnapshot(votingsStore);
  const [searchText, setSearchText] = useState(representedTab.searchInput);

  useEffect(() => void ensureRepresented(), []);
  useEffect(() => setRepresentedSearchInput(searchText), [searchText]);
  useDebouncedSearch(searchText, tab.search, setRepresentedSearch);

  const positionOf = (itemId: string) =>
    (votingQuestions as VotingItem[]).find((item) => item.id === itemId)?.position ?? 0;
  const rows = representedVotes.representedVotes as RepresentedVote[];
  const firstLoad = !tab.loaded && (tab.load === 'loading' || tab.load === 'idle');

  const emptyState = () => (
    <EmptyState
      icon={<Scale size={32} aria-hidden />}
      title={
        tab.search.trim()
          ? t('votings.detail.represented.noMatch')
          : t('votings.detail.represented.emptyTitle')
      }
      description={tab.search.trim() ? undefined : t('votings.detail.represented.emptyDescription')}
      action={
        tab.search.trim() ? (
          <Button variant="secondary" onPress={() => setSearchText('')}>
            {t('common.clearSearch')}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar} role="search" aria-label={t('votings.detail.represented.search')}>
        <SearchField
          className={styles.search}
          label={t('votings.detail.represented.search')}
          placeholder={t('votings.detail.represented.searchPlaceholder')}
          clearLabel={t('common.clearSearch')}
          value={searchText}
          onChange={setSearchText}
          onSubmit={(text) => void setRepresentedSearch(text)}
          onClear={() => void setRepresentedSearch('')}
        />
      </div>
      {tab.load === 'failed' ? (
        <LoadErrorState
          title={t('votings.detail.represented.failedTitle')}
          description={t('votings.detail.failed.description')}
          retryLabel={t('common.retry')}
          onRetry={loadRepresented}
        />
      ) : firstLoad ? (
        <ListSkeleton label={t('votings.detail.represented.loading')} />
      ) : (
        <>
          <Table
            aria-label={t('votings.detail.represented.table')}
            isLoading={tab.load === 'loading'}
            loadingLabel={t('votings.detail.represented.loading')}
          >
            <TableHeader>
              <Column id="party" isRowHeader>
                {t('votings.detail.represented.columns.party')}
              </Column>
              <Column id="attorney">{t('votings.detail.represented.columns.attorney')}</Column>
              <Column id="status">{t('votings.detail.represented.columns.status')}</Column>
              <Column id="choices">{t('votings.detail.represented.columns.choices')}</Column>
              <Column id="votedAt">{t('votings.detail.represented.columns.votedAt')}</Column>
            </TableHeader>
            <TableBody items={rows} renderEmptyState={emptyState}>
              {(vote) => (
                <Row id={vote.id}>
                  <Cell>
                    <span className={styles.nameCell}>
                      <bdi>{vote.name}</bdi>
                      <span className={styles.secondary}>
                        <bdi>{format.taxId(vote.taxIdType, vote.taxId)}</bdi>
                      </span>
                    </span>
                  </Cell>
                  <Cell>
                    <bdi>{vote.attorney.name}</bdi>
                  </Cell>
                  <Cell>
                    <Badge tone={statusTones[vote.status]}>
                      {t(`votings.detail.represented.status.${vote.status}`)}
                    </Badge>
                  </Cell>
                  <Cell>
                    {vote.choices.length ? (
                      <ul className={styles.choices}>
                        {[...vote.choices]
                          .sort((a, b) => positionOf(a.itemId) - positionOf(b.itemId))
                          .map((choice) => (
                            <li key={choice.itemId}>
                              {t('votings.detail.represented.choice', {
                                position: positionOf(choice.itemId),
                                choice: t(`common.choices.${choice.choice}`),
                              })}
                            </li>
                          ))}
                      </ul>
                    ) : (
                      <span className={styles.secondary}>{t('votings.detail.represented.noChoices')}</span>
                    )}
                  </Cell>
                  <Cell>
                    {vote.votedAt ? (
                      <time dateTime={vote.votedAt} className={styles.nowrap}>
                        {format.dateTime(vote.votedAt)}
                      </time>
                    ) : null}
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          {representedVotes.pagination.total > 0 ? (
            <Pagination
              aria-label={t('votings.detail.represented.pagination')}
              page={tab.page}
              pageSize={REPRESENTED_PAGE_SIZE}
              totalItems={representedVotes.pagination.total}
              onPageChange={(next) => void setRepresentedPage(next)}
              isDisabled={tab.load === 'loading'}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
