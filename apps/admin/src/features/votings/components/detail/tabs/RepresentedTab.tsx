import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Scale } from 'lucide-react';
import type { RepresentedVote, VotingItem } from '@backoffice/api-client';
import {
  Badge,
  Cell,
  Column,
  EmptyState,
  Row,
  Table,
  TableBody,
  TableHeader,
  type BadgeTone,
} from '@backoffice/ui';
import { ListNoMatch } from '@admin/components/ListNoMatch/ListNoMatch';
import { useT } from '@admin/lib/i18n';
import {
  ensureRepresented,
  loadRepresented,
  REPRESENTED_PAGE_SIZE,
  representedTab,
  setRepresentedPage,
  setRepresentedSearch,
} from '@admin/features/votings/stores/detail-represented';
import { votingsStore } from '@admin/features/votings/stores/votings';
import { Moment, PersonName, SearchableTab } from './SearchableTab';
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
  const tab = useSnapshot(representedTab);
  const { representedVotes, votingQuestions } = useSnapshot(votingsStore);

  useEffect(() => void ensureRepresented(), []);

  const positionOf = (itemId: string) =>
    (votingQuestions as VotingItem[]).find((item) => item.id === itemId)?.position ?? 0;
  const rows = representedVotes.representedVotes as RepresentedVote[];

  const emptyState = () =>
    tab.search.trim() ? (
      <ListNoMatch
        title={t('votings.detail.represented.noMatch')}
        clearLabel={t('common.clearSearch')}
        onClear={() => setRepresentedSearch('')}
        titleLevel={3}
        compact
      />
    ) : (
      <EmptyState
        icon={<Scale size={32} aria-hidden />}
        title={t('votings.detail.represented.emptyTitle')}
        description={t('votings.detail.represented.emptyDescription')}
      />
    );

  return (
    <SearchableTab
      searchLabel={t('votings.detail.represented.search')}
      searchPlaceholder={t('votings.detail.represented.searchPlaceholder')}
      // No sort here: the search and the pages only (listQueryProps wires a sorted list).
      search={{ search: tab.search, onSearch: setRepresentedSearch }}
      pagination={{
        label: t('votings.detail.represented.pagination'),
        page: tab.page,
        pageSize: REPRESENTED_PAGE_SIZE,
        total: representedVotes.pagination.total,
        isLoading: tab.load === 'loading',
        onPageChange: setRepresentedPage,
      }}
      load={tab.load}
      loaded={tab.loaded}
      failedTitle={t('votings.detail.represented.failedTitle')}
      onRetry={loadRepresented}
      loadingLabel={t('votings.detail.represented.loading')}
    >
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
                <PersonName name={vote.name} taxIdType={vote.taxIdType} taxId={vote.taxId} />
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
                <Moment at={vote.votedAt} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </SearchableTab>
  );
}
