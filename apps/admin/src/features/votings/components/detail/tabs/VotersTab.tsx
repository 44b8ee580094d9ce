import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { BellRing, LockKeyholeOpen, MoreVertical, Pencil, UserX, Users } from 'lucide-react';
import type { Voter, VoterParticipation, Voting } from '@backoffice/api-client';
import { isActionAllowed } from '@backoffice/domain';
import {
  Badge,
  Button,
  Cell,
  Column,
  EmptyState,
  IconButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Pagination,
  Row,
  SearchField,
  Table,
  TableBody,
  TableHeader,
  type BadgeTone,
  type Key,
} from '@backoffice/ui';
import { LoadErrorState, visuallyHidden } from '@backoffice/app-common';
import { toSortDescriptor, toSortDirection } from '@admin/components/ListPage/list-query';
import { useDebouncedSearch } from '@admin/components/ListPage/use-debounced-search';
import { ListSkeleton } from '@admin/components/ListSkeleton/ListSkeleton';
import { useT, type TranslationKey } from '@admin/lib/i18n';
import type { VotersSortBy } from '@admin/features/votings/api/voting-detail';
import { openDialog } from '@admin/features/votings/stores/detail-dialog';
import {
  ensureVoters,
  loadVoters,
  pageKeyOf,
  setVotersPage,
  setVotersSearch,
  setVotersSearchInput,
  setVotersSort,
  votersTabs,
  VOTERS_PAGE_SIZE,
} from '@admin/features/votings/stores/detail-voters';
import { votingsStore } from '@admin/features/votings/stores/votings';
import { useFormats } from '../use-formats';
import * as styles from './Tabs.css';

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

type RowAction = 'edit' | 'void' | 'resend' | 'unlock';

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
  const [searchText, setSearchText] = useState(votersTabs[participation].searchInput);
  const weighs = voting.weighting === 'by_weight';
  const changeable = isActionAllowed(voting.status, 'changeVoters');

  useEffect(() => void ensureVoters(participation), [participation]);
  useEffect(() => setVotersSearchInput(participation, searchText), [participation, searchText]);
  useDebouncedSearch(searchText, tab.search, (search) => setVotersSearch(participation, search));

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
      <EmptyState
        icon={<Users size={32} aria-hidden />}
        title={t('votings.detail.voters.noMatch')}
        description={t('votings.detail.voters.noMatchDescription')}
        action={
          <Button variant="secondary" onPress={() => setSearchText('')}>
            {t('common.clearSearch')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<Users size={32} aria-hidden />}
        title={t(TEXTS[participation].empty)}
        description={t(TEXTS[participation].emptyDescription)}
      />
    );

  const firstLoad = !tab.loaded && (tab.load === 'loading' || tab.load === 'idle');

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar} role="search" aria-label={t('votings.detail.voters.search')}>
        <SearchField
          className={styles.search}
          label={t('votings.detail.voters.search')}
          placeholder={t('votings.detail.voters.searchPlaceholder')}
          clearLabel={t('common.clearSearch')}
          value={searchText}
          onChange={setSearchText}
          onSubmit={(text) => void setVotersSearch(participation, text)}
          onClear={() => void setVotersSearch(participation, '')}
        />
      </div>
      {tab.load === 'failed' ? (
        <LoadErrorState
          title={t('votings.detail.voters.failedTitle')}
          description={t('votings.detail.failed.description')}
          retryLabel={t('common.retry')}
          onRetry={() => loadVoters(participation)}
        />
      ) : firstLoad ? (
        <ListSkeleton label={t('votings.detail.voters.loading')} />
      ) : (
        <>
          <Table
            aria-label={t(TEXTS[participation].table)}
            sortDescriptor={toSortDescriptor(tab)}
            onSortChange={({ column, direction }) =>
              void setVotersSort(participation, String(column) as VotersSortBy, toSortDirection(direction))
            }
            isLoading={tab.load === 'loading'}
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
                      <span className={styles.nameCell}>
                        <span className={styles.nameLine}>
                          <bdi>{voter.name}</bdi>
                          {voter.accessLockedUntil ? (
                            <Badge tone="warning">
                              {t('votings.detail.voters.lockedUntil', {
                                time: format.dateTime(voter.accessLockedUntil),
                              })}
                            </Badge>
                          ) : null}
                        </span>
                        <span className={styles.secondary}>
                          <bdi>{format.taxId(voter.taxIdType, voter.taxId)}</bdi>
                          {voter.representedParties > 0
                            ? ` · ${t('votings.detail.voters.represents', { count: format.count(voter.representedParties) })}`
                            : ''}
                        </span>
                      </span>
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
                        {voter.votedAt ? (
                          <time dateTime={voter.votedAt} className={styles.nowrap}>
                            {format.dateTime(voter.votedAt)}
                          </time>
                        ) : null}
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
                        {voter.voidedAt ? (
                          <time dateTime={voter.voidedAt} className={styles.nowrap}>
                            {format.dateTime(voter.voidedAt)}
                          </time>
                        ) : null}
                      </Cell>
                    ) : null}
                    {hasActions ? (
                      <Cell>
                        <span className={styles.actionCell}>
                          {actions.length ? (
                            <MenuTrigger>
                              <IconButton
                                aria-label={t('votings.detail.voters.rowActions', { name: voter.name })}
                                icon={<MoreVertical size={18} aria-hidden />}
                              />
                              <Menu
                                aria-label={t('votings.detail.voters.rowActions', { name: voter.name })}
                                onAction={(key) => onAction(voter, key)}
                              >
                                {actions.includes('unlock') ? (
                                  <MenuItem id="unlock" icon={<LockKeyholeOpen size={16} aria-hidden />}>
                                    {t('votings.detail.voters.unlock')}
                                  </MenuItem>
                                ) : null}
                                {actions.includes('edit') ? (
                                  <MenuItem id="edit" icon={<Pencil size={16} aria-hidden />}>
                                    {t('votings.detail.voters.edit')}
                                  </MenuItem>
                                ) : null}
                                {actions.includes('resend') ? (
                                  <MenuItem id="resend" icon={<BellRing size={16} aria-hidden />}>
                                    {t('votings.detail.voters.resend')}
                                  </MenuItem>
                                ) : null}
                                <MenuItem id="void" icon={<UserX size={16} aria-hidden />}>
                                  {t('votings.detail.voters.void')}
                                </MenuItem>
                              </Menu>
                            </MenuTrigger>
                          ) : null}
                        </span>
                      </Cell>
                    ) : null}
                  </Row>
                );
              }}
            </TableBody>
          </Table>
          {page.pagination.total > 0 ? (
            <Pagination
              aria-label={t('votings.detail.voters.pagination')}
              page={tab.page}
              pageSize={VOTERS_PAGE_SIZE}
              totalItems={page.pagination.total}
              onPageChange={(next) => void setVotersPage(participation, next)}
              isDisabled={tab.load === 'loading'}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
