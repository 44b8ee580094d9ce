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
import { useDebouncedSearch } from '../../../../components/ListPage/use-debounced-search';
import { ListSkeleton } from '../../../../components/ListSkeleton/ListSkeleton';
import { LoadErrorState } from '../../../../components/LoadErrorState/LoadErrorState';
import { useT } from '../../../../lib/i18n';
import {
  ensureRepresented,
  loadRepresented,
  REPRESENTED_PAGE_SIZE,
  representedTab,
  setRepresentedPage,
  setRepresentedSearch,
  setRepresentedSearchInput,
} from '../../stores/detail-represented';
import { votingsStore } from '../../stores/votings-state';
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
        tab.search.trim() ? t('votingDetail.represented.noMatch') : t('votingDetail.represented.emptyTitle')
      }
      description={tab.search.trim() ? undefined : t('votingDetail.represented.emptyDescription')}
      action={
        tab.search.trim() ? (
          <Button variant="secondary" onPress={() => setSearchText('')}>
            {t('votingDetail.voters.clearSearch')}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar} role="search" aria-label={t('votingDetail.represented.search')}>
        <SearchField
          className={styles.search}
          label={t('votingDetail.represented.search')}
          placeholder={t('votingDetail.represented.searchPlaceholder')}
          clearLabel={t('votingDetail.voters.clearSearch')}
          value={searchText}
          onChange={setSearchText}
          onSubmit={(text) => void setRepresentedSearch(text)}
          onClear={() => void setRepresentedSearch('')}
        />
      </div>
      {tab.load === 'failed' ? (
        <LoadErrorState
          title={t('votingDetail.represented.failedTitle')}
          description={t('votingDetail.failed.description')}
          retryLabel={t('votingDetail.voters.retry')}
          onRetry={loadRepresented}
        />
      ) : firstLoad ? (
        <ListSkeleton label={t('votingDetail.represented.loading')} />
      ) : (
        <>
          <Table
            aria-label={t('votingDetail.represented.table')}
            isLoading={tab.load === 'loading'}
            loadingLabel={t('votingDetail.represented.loading')}
          >
            <TableHeader>
              <Column id="party" isRowHeader>
                {t('votingDetail.represented.columns.party')}
              </Column>
              <Column id="attorney">{t('votingDetail.represented.columns.attorney')}</Column>
              <Column id="status">{t('votingDetail.represented.columns.status')}</Column>
              <Column id="choices">{t('votingDetail.represented.columns.choices')}</Column>
              <Column id="votedAt">{t('votingDetail.represented.columns.votedAt')}</Column>
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
                      {t(`votingDetail.represented.status.${vote.status}`)}
                    </Badge>
                  </Cell>
                  <Cell>
                    {vote.choices.length ? (
                      <ul className={styles.choices}>
                        {[...vote.choices]
                          .sort((a, b) => positionOf(a.itemId) - positionOf(b.itemId))
                          .map((choice) => (
                            <li key={choice.itemId}>
                              {t('votingDetail.represented.choice', {
                                position: positionOf(choice.itemId),
                                choice: t(`votingDetail.choices.${choice.choice}`),
                              })}
                            </li>
                          ))}
                      </ul>
                    ) : (
                      <span className={styles.secondary}>{t('votingDetail.represented.noChoices')}</span>
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
              aria-label={t('votingDetail.represented.pagination')}
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
