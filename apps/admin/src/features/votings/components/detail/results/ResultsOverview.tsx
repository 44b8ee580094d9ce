import { useEffect, useId } from 'react';
import { useSnapshot } from 'valtio';
import { RefreshCw } from 'lucide-react';
import type { Voting, VotingResults } from '@backoffice/api-client';
import { Button, Card, DonutChart, Heading, Skeleton, Text } from '@backoffice/ui';
import { LoadErrorState, visuallyHidden } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import {
  loadResults,
  refreshLive,
  RESULTS_REFRESH_MS,
  votingResults,
} from '@admin/features/votings/stores/detail-results';
import { useLiveRefresh } from '@admin/lib/use-live-refresh';
import { useSubjectSplit } from '../../ParticipationSplit';
import { useFormats, type Formats } from '../use-formats';
import { ItemResults } from './ItemResults';
import { ParticipationTimeline } from './ParticipationTimeline';
import * as styles from './Results.css';

/** Which votings have totals to show: the open one (live) and the closed one (final). */
const counted = (status: Voting['status']) => status === 'open' || status === 'closed';

/**
 * The overview: participation in numbers and a chart, each item's totals, and participation over time. While the
 * voting is open the totals are read again every ten seconds (not in a hidden tab) and on demand.
 */
export function ResultsOverview({ voting }: { voting: Voting }) {
  const t = useT();
  const titleId = useId();
  const format = useFormats();
  const live = voting.status === 'open';
  const state = useSnapshot(votingResults);

  useEffect(() => {
    if (counted(voting.status)) void loadResults();
  }, [voting.id, voting.status]);
  useLiveRefresh(refreshLive, () => live, RESULTS_REFRESH_MS);

  const results = state.results as VotingResults | null;

  function body() {
    if (!counted(voting.status))
      return (
        <Text tone="muted">
          {voting.status === 'cancelled'
            ? t('votings.detail.results.cancelled')
            : t('votings.detail.results.notStarted')}
        </Text>
      );
    if (state.status === 'failed')
      return (
        <LoadErrorState
          title={t('votings.detail.results.failedTitle')}
          description={t('votings.detail.results.failedDescription')}
          retryLabel={t('common.retry')}
          onRetry={loadResults}
        />
      );
    if (!results)
      return (
        <div aria-busy="true" className={styles.items}>
          <span role="status" className={visuallyHidden}>
            {t('votings.detail.results.loading')}
          </span>
          <Skeleton shape="rect" height="8rem" />
          <Skeleton shape="rect" height="12rem" />
        </div>
      );
    const weighs = results.weighting === 'by_weight';
    return (
      <>
        {results.items.length === 0 ? <Text tone="muted">{t('votings.detail.results.noItems')}</Text> : null}
        <div className={styles.items}>
          {results.items.map((tally) => (
            <ItemResults key={tally.itemId} tally={tally} weighs={weighs} format={format} />
          ))}
        </div>
        <ParticipationTimeline
          points={results.participationOverTime}
          eligible={voting.participation.eligible.total}
          format={format}
        />
      </>
    );
  }

  return (
    <Card as="section" className={styles.section}>
      <div className={styles.headerRow}>
        <Heading level={2} size="lg" id={titleId}>
          {t('votings.detail.results.title')}
        </Heading>
        {counted(voting.status) && results ? (
          <div className={styles.freshness}>
            {live ? (
              <>
                <span className={styles.liveDot} aria-hidden="true" />
                <span>{t('votings.detail.results.live', { seconds: RESULTS_REFRESH_MS / 1000 })}</span>
              </>
            ) : null}
            <span>{t('votings.detail.results.updatedAt', { time: format.time(results.updatedAt) })}</span>
            <Button variant="ghost" size="sm" onPress={() => void refreshLive()} isPending={state.refreshing}>
              <RefreshCw size={16} aria-hidden />
              {t('votings.detail.results.refresh')}
            </Button>
          </div>
        ) : null}
      </div>
      {state.stale ? (
        <Text size="sm" tone="muted">
          {t('votings.detail.results.stale')}
        </Text>
      ) : null}
      <Summary voting={voting} results={counted(voting.status) ? results : null} format={format} />
      {body()}
    </Card>
  );
}

/**
 * Who may vote and who has, in numbers and a chart: the voting's participation (packages/domain votingParticipation),
 * the figures the votings list and the reports show too, each split into voters and represented parties when parties
 * are part of it.
 */
function Summary({
  voting,
  results,
  format,
}: {
  voting: Voting;
  results: VotingResults | null;
  format: Formats;
}) {
  const t = useT();
  const split = useSubjectSplit();
  const { participation } = voting;
  const weighs = voting.weighting === 'by_weight';
  const reviewing = participation.underReview.total > 0;
  return (
    <div className={styles.summary}>
      <div className={styles.summaryText}>
        <dl className={styles.counts}>
          <Count
            label={t('votings.detail.results.eligible')}
            value={format.count(participation.eligible.total)}
            detail={split(participation.eligible)}
          />
          <Count
            label={t('votings.detail.results.voted')}
            value={format.count(participation.voted.total)}
            detail={split(participation.voted)}
          />
          {reviewing ? (
            <Count
              label={t('votings.detail.results.underReview')}
              value={format.count(participation.underReview.total)}
              detail={split(participation.underReview)}
            />
          ) : null}
          <Count
            label={t('votings.detail.results.pending')}
            value={format.count(participation.pending.total)}
            detail={split(participation.pending)}
          />
          <Count label={t('votings.detail.results.voided')} value={format.count(participation.voided)} />
          {weighs && results ? (
            <Count
              label={t('votings.detail.results.eligibleWeight')}
              value={format.decimal(results.eligible.weight)}
            />
          ) : null}
        </dl>
        <Text size="sm" tone="muted">
          {t('votings.detail.results.participationRule')}
        </Text>
      </div>
      {results && participation.eligible.total > 0 ? (
        <DonutChart
          title={t('votings.detail.results.participationChart')}
          data={[
            {
              key: 'voted',
              label: t('votings.detail.results.voted'),
              value: participation.voted.total,
              tone: 'primary',
            },
            ...(reviewing
              ? [
                  {
                    key: 'underReview',
                    label: t('votings.detail.results.underReview'),
                    value: participation.underReview.total,
                    tone: 'warning' as const,
                  },
                ]
              : []),
            {
              key: 'pending',
              label: t('votings.detail.results.pending'),
              value: participation.pending.total,
              tone: 'neutral',
            },
          ]}
          formatValue={format.count}
          showTableLabel={t('votings.detail.results.showTable')}
          showChartLabel={t('votings.detail.results.showChart')}
          labelHeader={t('votings.detail.results.choice')}
          valueHeader={t('votings.detail.results.subjects')}
          totalLabel={t('votings.detail.results.eligible')}
        />
      ) : null}
    </div>
  );
}

function Count({ label, value, detail = null }: { label: string; value: string; detail?: string | null }) {
  return (
    <div className={styles.count}>
      <dt className={styles.countLabel}>{label}</dt>
      <dd className={styles.countValue}>{value}</dd>
      {detail === null ? null : <dd className={styles.countDetail}>{detail}</dd>}
    </div>
  );
}
