import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { VotingStatus } from '@backoffice/api-client';
import { CHILD_OUTCOMES, batchVotingText, type ChildOutcome } from '@backoffice/domain';
import { Button, NativeSelect, SearchField } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import {
  fundFilters,
  isFiltering,
  resetFundFilters,
  setFundFilter,
  type QuorumFilter,
} from '../../stores/fund-filters';
import * as styles from './FundFilters.css';

const ALL = 'all';
const STATUSES: readonly VotingStatus[] = ['draft', 'scheduled', 'open', 'closed', 'cancelled'];
const QUORUM: readonly QuorumFilter[] = ['reached', 'not_reached'];

export interface FundFiltersProps {
  /** The batch on screen: its filters start empty. */
  batchId: string;
  /** Funds shown and loaded, said beside the filters while filtering. */
  shown: number;
  total: number;
}

/**
 * The fund table's filters: status, outcome (the domain's childOutcomes words), quorum reached or not so far, and a
 * search by name or CNPJ. They narrow the funds the detail loaded (every fund of the batch), on the client.
 */
export function FundFilters({ batchId, shown, total }: FundFiltersProps) {
  const t = useT();
  const plural = usePlural();
  const locale = useCurrentLocale();
  const filters = useSnapshot(fundFilters);
  useEffect(() => resetFundFilters, [batchId]);
  const outcomes = batchVotingText(locale).childOutcomes;
  const filtering = isFiltering(filters);

  return (
    <div className={styles.filters} role="group" aria-label={t('batchVotings.filters.label')}>
      <SearchField
        className={styles.search}
        label={t('batchVotings.filters.search')}
        clearLabel={t('common.clearSearch')}
        value={filters.search}
        onChange={(value) => setFundFilter('search', value)}
      />
      <NativeSelect
        className={styles.select}
        label={t('batchVotings.detail.statusFilter')}
        options={[
          { id: ALL, label: t('batchVotings.detail.allStatuses') },
          ...STATUSES.map((status) => ({ id: status, label: t(`common.votingStatus.${status}`) })),
        ]}
        selectedKey={filters.status ?? ALL}
        onSelectionChange={(key) => setFundFilter('status', key === ALL ? null : (key as VotingStatus))}
      />
      <NativeSelect
        className={styles.select}
        label={t('batchVotings.filters.outcome')}
        options={[
          { id: ALL, label: t('batchVotings.filters.allOutcomes') },
          ...CHILD_OUTCOMES.map((outcome) => ({ id: outcome, label: outcomes[outcome] })),
        ]}
        selectedKey={filters.outcome ?? ALL}
        onSelectionChange={(key) => setFundFilter('outcome', key === ALL ? null : (key as ChildOutcome))}
      />
      <NativeSelect
        className={styles.select}
        label={t('batchVotings.filters.quorum')}
        options={[
          { id: ALL, label: t('batchVotings.filters.anyQuorum') },
          ...QUORUM.map((quorum) => ({
            id: quorum,
            label: t(
              quorum === 'reached' ? 'batchVotings.filters.reached' : 'batchVotings.filters.notReached',
            ),
          })),
        ]}
        selectedKey={filters.quorum ?? ALL}
        onSelectionChange={(key) => setFundFilter('quorum', key === ALL ? null : (key as QuorumFilter))}
      />
      {/* Always there, so that a change of the count is announced. */}
      <span role="status" className={styles.count}>
        {filtering ? plural('batchVotings.filters.shown', shown, { total }) : null}
      </span>
      {filtering ? (
        <Button variant="ghost" onPress={resetFundFilters}>
          {t('batchVotings.filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
