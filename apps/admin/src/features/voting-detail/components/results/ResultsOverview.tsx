import { useEffect, useId } from 'react';
import { useSnapshot } from 'valtio';
import { RefreshCw } from 'lucide-react';
import type { Voting, VotingResults } from '@backoffice/api-client';
import { Button, Card, DonutChart, Heading, Skeleton, Text } from '@backoffice/ui';
import { LoadErrorState } from '../../../../components/LoadErrorState/LoadErrorState';
import { useT } from '../../../../lib/i18n';
import { loadResults, refreshLive, RESULTS_REFRESH_MS, votingResults } from '../../stores/detail-results';
import { usePolling } from '../use-polling';
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
  usePolling(refreshLive, live, RESULTS_REFRESH_MS);

  const results = state.results as VotingResults | null;

  function body() {
    if (!counted(voting.status))
      return (
        <Text tone="muted">
          {voting.status === 'cancelled'
            ? t('votingDetail.results.cancelled')
            : t('votingDetail.results.notStarted')}
        </Text>
      );
    if (state.status === 'failed')
      return (
        <LoadErrorState
          title={t('votingDetail.results.failedTitle')}
          description={t('votingDetail.results.failedDescription')}
          retryLabel={t('votingDetail.results.retry')}
          onRetry={loadResults}
        />
      );
    if (!results)
      return (
        <div aria-busy="true" className={styles.items}>
          <span role="status" className={styles.visuallyHidden}>
            {t('votingDetail.results.loading')}
          </span>
          <Skeleton shape="rect" height="8rem" />
          <Skeleton shape="rect" height="12rem" />
        </div>
      );
    const weighs = results.weighting === 'by_weight';
    return (
      <>
        {results.items.length === 0 ? <Text tone="muted">{t('votingDetail.results.noItems')}</Text> : null}
        <div className={styles.items}>
          {results.items.map((tally) => (
            <ItemResults key={tally.itemId} tally={tally} weighs={weighs} format={format} />
          ))}
        </div>
        <ParticipationTimeline
          points={results.participationOverTime}
          eligible={results.eligible.count}
          format={format}
        />
      </>
    );
  }

  return (
    <Card as="section" className={styles.section}>
      <div className={styles.headerRow}>
        <Heading level={2} size="lg" id={titleId}>
          {t('votingDetail.results.title')}
        </Heading>
        {counted(voting.status) && results ? (
          <div className={styles.freshness}>
            {live ? (
              <>
                <span className={styles.liveDot} aria-hidden="true" />
                <span>{t('votingDetail.results.live', { seconds: RESULTS_REFRESH_MS / 1000 })}</span>
              </>
            ) : null}
            <span>{t('votingDetail.results.updatedAt', { time: format.time(results.updatedAt) })}</span>
            <Button variant="ghost" size="sm" onPress={() => void refreshLive()} isPending={state.refreshing}>
              <RefreshCw size={16} aria-hidden />
              {t('votingDetail.results.refresh')}
            </Button>
          </div>
        ) : null}
      </div>
      {state.stale ? (
        <Text size="sm" tone="muted">
          {t('votingDetail.results.stale')}
        </Text>
      ) : null}
      <Summary voting={voting} results={counted(voting.status) ? results : null} format={format} />
      {body()}
    </Card>
  );
}

/** The voters in numbers and, once there are totals, how many of the active ones have voted. */
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
  const { counts } = voting;
  const weighs = voting.weighting === 'by_weight';
  return (
    <div className={styles.summary}>
      <dl className={styles.counts}>
        <Count label={t('votingDetail.results.voters')} value={format.count(counts.voters)} />
        <Count label={t('votingDetail.results.completed')} value={format.count(counts.completed)} />
        <Count label={t('votingDetail.results.pending')} value={format.count(counts.pending)} />
        <Count label={t('votingDetail.results.voided')} value={format.count(counts.voided)} />
        {weighs && results ? (
          <Count
            label={t('votingDetail.results.eligibleWeight')}
            value={format.decimal(results.eligible.weight)}
          />
        ) : null}
      </dl>
      {results && counts.completed + counts.pending > 0 ? (
        <DonutChart
          title={t('votingDetail.results.participationChart')}
          data={[
            {
              key: 'completed',
              label: t('votingDetail.results.completed'),
              value: counts.completed,
              tone: 'primary',
            },
            {
              key: 'pending',
              label: t('votingDetail.results.pending'),
              value: counts.pending,
              tone: 'neutral',
            },
          ]}
          formatValue={format.count}
          showTableLabel={t('votingDetail.results.showTable')}
          showChartLabel={t('votingDetail.results.showChart')}
          labelHeader={t('votingDetail.results.choice')}
          valueHeader={t('votingDetail.results.voters')}
          totalLabel={t('votingDetail.results.voters')}
        />
      ) : null}
    </div>
  );
}

function Count({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.count}>
      <dt className={styles.countLabel}>{label}</dt>
      <dd className={styles.countValue}>{value}</dd>
    </div>
  );
}
