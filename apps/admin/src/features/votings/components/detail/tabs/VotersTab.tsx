import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { MoreVertical, Users } from 'lucide-react';
import type { Voter, VoterParticipation, Voting } from '@backoffice/api-client';
import { isActionAllowed, type SortDirection } from '@backoffice/domain';
import {
  Badge,
  Cell,
  Column,
  EmptyState,
  IconButton,
  Row,
  Table,
  TableBody,
  TableHeader,
  type BadgeTone,
  type Key,
} from '@backoffice/ui';
import { LazyPopup, visuallyHidden } from '@backoffice/app-common';
import { listQueryProps } from '@admin/components/ListPage/list-query-props';
import { ListNoMatch } from '@admin/components/ListNoMatch/ListNoMatch';
import { useT, type TranslationKey } from '@admin/lib/i18n';
import { lazyNamed } from '@admin/lib/lazy-named';
import type { VotersSortBy } from '@admin/features/votings/api/voting-detail';
import { openDialog } from '@admin/features/votings/stores/detail-dialog';
import {
  ensureVoters,
  loadVoters,
  pageKeyOf,
  setVotersPage,
  setVotersSearch,
  setVotersSort,
  votersTabs,
  VOTERS_PAGE_SIZE,
} from '@admin/features/votings/stores/detail-voters';
import { votingsStore } from '@admin/features/votings/stores/votings';
import { useFormats } from '../use-formats';
import { Moment, PersonName, SearchableTab } from './SearchableTab';
import * as styles from './Tabs.css';
import type { RowAction } from './VoterActionsMenu';

// A voter row's actions menu (menu, popover, collections): its button is drawn at once, the menu's code loads when the
// button is pointed at or focused, and pressing it opens the menu (app-common's LazyPopup).
const loadVoterActionsMenu = () => import('./VoterActionsMenu');
const VoterActionsMenu = lazyNamed(loadVoterActionsMenu, 'VoterActionsMenu');

const TEXTS: Record<
  VoterParticipation,
  { table: TranslationKey; empty: TranslationKey; emptyDescription: TranslationKey }
> = {
  completed: {
    table: 'votings.detail.voters.tableCompleted',
    empty: 'votings.detail.voters.emptyCompleted',
    emptyDescription: 'votings.detail.voters.emptyCompletedDescription',
  },
  pending: {
    table: 'votings.detail.voters.tablePending',
    empty: 'votings.detail.voters.emptyPending',
    emptyDescription: 'votings.detail.voters.emptyPendingDescription',
  },
  voided: {
    table: 'votings.detail.voters.tableVoided',
    empty: 'votings.detail.voters.emptyVoided',
    emptyDescription: 'votings.detail.voters.emptyVoidedDescription',
  },
};

const deliveryTones: Record<NonNullable<Voter['lastInvitation']>['status'], BadgeTone> = {
  pending: 'neutral',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  unconfirmed: 'warning',
};

export interface VotersTabProps {
  participation: VoterParticipation;
  voting: Pick<Voting, 'status' | 'weighting'>;
  canRun: boolean;
}

/** One participation's voters: search, sort and pages on the server; per voter the changes allowed now. */
export function VotersTab({ participation, voting, canRun }: VotersTabProps) {
  const t = useT();
  const format = useFormats();
  const tab = useSnapshot(votersTabs)[participation];
  const page = useSnapshot(votingsStore)[pageKeyOf[participation]];
  const weighs = voting.weighting === 'by_weight';
  const changeable = isActionAllowed(voting.status, 'changeVoters');
  // This tab's query changes, stable per tab (the search's pause restarts when its function changes).
  const actions = useMemo(
    () => ({
      setSearch: (search: string) => setVotersSearch(participation, search),
      setSort: (sortBy: VotersSortBy, direction: SortDirection) =>
        setVotersSort(participation, sortBy, direction),
      setPage: (next: number) => setVotersPage(participation, next),
    }),
    [participation],
  );
  const wired = listQueryProps({
    query: tab,
    total: page.pagination.total,
    pageSize: VOTERS_PAGE_SIZE,
    isLoading: tab.load === 'loading',
    ...actions,
  });

  useEffect(() => void ensureVoters(participation), [participation]);

  /**
   * What may be done to one voter now: edit before they vote, void while active, resend while open and pending,
   * unlock while open and locked out of the portal.
   */
  function actionsFor(voter: Voter): RowAction[] {
    if (!canRun || !changeable || voter.status === 'voided') return [];
    const actions: RowAction[] = [];
    if (voting.status === 'open' && voter.accessLockedUntil) actions.push('unlock');
    if (!voter.votedAt) actions.push('edit');
    actions.push('void');
    if (isActionAllowed(voting.status, 'remind') && voter.participation === 'pending') actions.push('resend');
    return actions;
  }
  const voters = page.voters as Voter[];
  const hasActions = canRun && changeable && participation !== 'voided';

  function onAction(voter: Voter, key: Key) {
    if (key === 'edit') openDialog({ kind: 'editVoter', voter });
    if (key === 'void') openDialog({ kind: 'voidVoter', voter });
    if (key === 'resend') openDialog({ kind: 'resendInvitation', voter });
    if (key === 'unlock') openDialog({ kind: 'unlockVoter', voter });
  }

  const emptyState = () =>
    tab.search.trim() ? (
      <ListNoMatch
        title={t('votings.detail.voters.noMatch')}
        description={t('votings.detail.voters.noMatchDescription')}
        clearLabel={t('common.clearSearch')}
        onClear={() => actions.setSearch('')}
        titleLevel={3}
        compact
      />
    ) : (
      <EmptyState
        icon={<Users size={32} aria-hidden />}
        title={t(TEXTS[participation].empty)}
        description={t(TEXTS[participation].emptyDescription)}
      />
    );

  return (
    <SearchableTab
      searchLabel={t('votings.detail.voters.search')}
      searchPlaceholder={t('votings.detail.voters.searchPlaceholder')}
      search={wired.search}
      pagination={{ ...wired.pagination, label: t('votings.detail.voters.pagination') }}
      load={tab.load}
      loaded={tab.loaded}
      failedTitle={t('votings.detail.voters.failedTitle')}
      onRetry={() => loadVoters(participation)}
      loadingLabel={t('votings.detail.voters.loading')}
    >
      <Table
        {...wired.table}
        aria-label={t(TEXTS[participation].table)}
        loadingLabel={t('votings.detail.voters.loading')}
      >
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting>
            {t('votings.detail.voters.columns.name')}
          </Column>
          <Column id="email">{t('votings.detail.voters.columns.email')}</Column>
          {weighs ? (
            <Column id="weight" align="end" allowsSorting>
              {t('votings.detail.voters.columns.weight')}
            </Column>
          ) : null}
          {participation === 'completed' ? (
            <Column id="votedAt" allowsSorting>
              {t('votings.detail.voters.columns.votedAt')}
            </Column>
          ) : null}
          {participation === 'pending' ? (
            <Column id="invitation">{t('votings.detail.voters.columns.invitation')}</Column>
          ) : null}
          {participation === 'voided' ? (
            <Column id="voidReason">{t('votings.detail.voters.columns.voidReason')}</Column>
          ) : null}
          {participation === 'voided' ? (
            <Column id="voidedAt">{t('votings.detail.voters.columns.voidedAt')}</Column>
          ) : null}
          {hasActions ? (
            <Column id="actions" align="end">
              <span className={visuallyHidden}>{t('common.actions')}</span>
            </Column>
          ) : null}
        </TableHeader>
        <TableBody items={voters} renderEmptyState={emptyState}>
          {(voter) => {
            const actions = actionsFor(voter);
            return (
              <Row id={voter.id}>
                <Cell>
                  <PersonName
                    name={voter.name}
                    taxIdType={voter.taxIdType}
                    taxId={voter.taxId}
                    badge={
                      voter.accessLockedUntil ? (
                        <Badge tone="warning">
                          {t('votings.detail.voters.lockedUntil', {
                            time: format.dateTime(voter.accessLockedUntil),
                          })}
                        </Badge>
                      ) : null
                    }
                    note={
                      voter.representedParties > 0
                        ? t('votings.detail.voters.represents', {
                            count: format.count(voter.representedParties),
                          })
                        : undefined
                    }
                  />
                </Cell>
                <Cell>
                  <bdi>{voter.email}</bdi>
                </Cell>
                {weighs ? (
                  <Cell>
                    <span className={styles.numeric}>{format.decimal(voter.weight)}</span>
                  </Cell>
                ) : null}
                {participation === 'completed' ? (
                  <Cell>
                    <Moment at={voter.votedAt} />
                  </Cell>
                ) : null}
                {participation === 'pending' ? (
                  <Cell>
                    {voter.lastInvitation ? (
                      <Badge tone={deliveryTones[voter.lastInvitation.status]}>
                        {t('votings.detail.voters.deliveryAt', {
                          status: t(`votings.detail.voters.delivery.${voter.lastInvitation.status}`),
                          date: format.dateTime(voter.lastInvitation.at),
                        })}
                      </Badge>
                    ) : (
                      <span className={styles.secondary}>{t('votings.detail.voters.noInvitation')}</span>
                    )}
                  </Cell>
                ) : null}
                {participation === 'voided' ? <Cell>{voter.voidReason ?? ''}</Cell> : null}
                {participation === 'voided' ? (
                  <Cell>
                    <Moment at={voter.voidedAt} />
                  </Cell>
                ) : null}
                {hasActions ? (
                  <Cell>
                    <span className={styles.actionCell}>
                      {actions.length ? (
                        <LazyPopup
                          load={loadVoterActionsMenu}
                          standIn={({ ref, onPress }) => (
                            <IconButton
                              ref={ref}
                              aria-label={t('votings.detail.voters.rowActions', { name: voter.name })}
                              aria-haspopup
                              aria-expanded={false}
                              icon={<MoreVertical size={18} aria-hidden />}
                              onPress={onPress}
                            />
                          )}
                        >
                          <VoterActionsMenu
                            openAtOnce
                            label={t('votings.detail.voters.rowActions', { name: voter.name })}
                            actions={actions}
                            onAction={(key) => onAction(voter, key)}
                          />
                        </LazyPopup>
                      ) : null}
                    </span>
                  </Cell>
                ) : null}
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </SearchableTab>
  );
}
