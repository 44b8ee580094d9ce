import { useId, useMemo } from 'react';
import type { ChoiceTotal, ItemTally } from '@backoffice/api-client';
import { BarChart, Heading, Meter, type ChartDatum, type ChartTone } from '@backoffice/ui';
import { useT, type Translate } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import { decimalToNumber } from '../../decimal';
import type { Formats } from '../use-formats';
import * as styles from './Results.css';

const COUNTED = ['approve', 'reject', 'abstain'] as const;
const TONES: Record<(typeof COUNTED)[number], ChartTone> = {
  approve: 'success',
  reject: 'danger',
  abstain: 'neutral',
};

export interface ItemResultsProps {
  tally: ItemTally;
  /** The voting weighs votes by quotas: the totals by weight are shown too. */
  weighs: boolean;
  format: Formats;
}

/**
 * One item's totals: approve / reject / abstain by head (and by weight) as bars over the quorum base, each chart with
 * its table; conflict of interest apart, said to be out of the quorum; participation of the quorum base.
 */
export function ItemResults({ tally, weighs, format }: ItemResultsProps) {
  const t = useT();
  const plural = usePlural();
  const titleId = useId();
  const labels = chartLabels(t);
  const byHead: ChartDatum[] = COUNTED.map((choice) => ({
    key: choice,
    label: t(`common.choices.${choice}`),
    value: tally[choice].count,
    tone: TONES[choice],
  }));
  const byWeight = useWeightChart(tally, format);
  const participation = decimalToNumber(tally.participation.count) * 100;
  const participationWeight = decimalToNumber(tally.participation.weight) * 100;
  const base = weighs
    ? plural('votings.detail.results.sharesNoteWeight', tally.quorumBase.count, {
        weight: format.decimal(tally.quorumBase.weight),
      })
    : plural('votings.detail.results.sharesNote', tally.quorumBase.count);

  return (
    <section aria-labelledby={titleId} className={styles.item}>
      <Heading level={3} size="md" id={titleId} className={styles.itemTitle}>
        {t('votings.detail.results.item', { position: tally.position })} · {tally.title}
      </Heading>
      <p className={styles.muted}>{base}</p>
      <div className={styles.charts}>
        <BarChart
          title={t('votings.detail.results.byHead')}
          data={byHead}
          total={tally.quorumBase.count}
          formatValue={format.count}
          valueHeader={t('votings.detail.results.votes')}
          {...labels}
        />
        {weighs ? (
          <BarChart
            title={t('votings.detail.results.byWeight')}
            data={byWeight.data}
            total={byWeight.total}
            formatValue={byWeight.formatValue}
            valueHeader={t('votings.detail.results.weight')}
            {...labels}
          />
        ) : null}
      </div>
      <Conflict conflict={tally.conflict} weighs={weighs} format={format} />
      <div className={styles.meters}>
        <Meter
          label={t('votings.detail.results.participation')}
          value={participation}
          valueLabel={format.share(tally.participation.count)}
        />
        {weighs ? (
          <Meter
            label={t('votings.detail.results.participationWeight')}
            value={participationWeight}
            valueLabel={format.share(tally.participation.weight)}
          />
        ) : null}
      </div>
    </section>
  );
}

function chartLabels(t: Translate) {
  return {
    showTableLabel: t('votings.detail.results.showTable'),
    showChartLabel: t('votings.detail.results.showChart'),
    labelHeader: t('votings.detail.results.choice'),
  };
}

/**
 * The chart by weight. The kit's chart takes numbers; the texts (bars and their table) are formatted from the
 * decimal strings themselves, so a weight like 98.000001 is printed with every digit.
 */
function useWeightChart(tally: ItemTally, format: Formats) {
  const t = useT();
  return useMemo(() => {
    const exact = new Map<number, string>();
    const number = (decimal: string) => {
      const value = decimalToNumber(decimal);
      exact.set(value, format.decimal(decimal));
      return value;
    };
    const data: ChartDatum[] = COUNTED.map((choice) => ({
      key: choice,
      label: t(`common.choices.${choice}`),
      value: number(tally[choice].weight),
      tone: TONES[choice],
    }));
    const total = number(tally.quorumBase.weight);
    const formatValue = (value: number) => exact.get(value) ?? format.decimal(String(value));
    return { data, total, formatValue };
  }, [tally, format, t]);
}

function Conflict({ conflict, weighs, format }: { conflict: ChoiceTotal; weighs: boolean; format: Formats }) {
  const t = useT();
  const plural = usePlural();
  return (
    <div className={styles.conflict}>
      <div className={styles.conflictHead}>
        <span>{t('common.choices.conflict')}</span>
        <span>
          {weighs
            ? plural('votings.detail.results.conflictWeight', conflict.count, {
                weight: format.decimal(conflict.weight),
              })
            : plural('votings.participation.voters', conflict.count)}
        </span>
      </div>
      <p className={styles.muted}>{t('votings.detail.results.conflictNote')}</p>
    </div>
  );
}
