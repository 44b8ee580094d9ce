import { useId, useState, type ReactNode } from 'react';
import { useUiStrings } from '../../../i18n/uiStrings';
import { Button } from '../../Button/Button';
import { cx } from '../cx';
import { chartStrings } from './chart.strings';
import * as styles from './chart.css';
import { ChartDataTable } from './ChartDataTable';
import type { ChartModel } from './chartModel';

export type ChartView = 'chart' | 'table';

export interface ChartFigureProps {
  title: string;
  model: ChartModel;
  /** Which view shows first; a button switches between the chart and its table. */
  defaultView?: ChartView;
  showTableLabel?: string;
  showChartLabel?: string;
  labelHeader?: string;
  valueHeader?: string;
  className?: string;
  /** The chart itself (an SVG with role="img" named by the model's summary). */
  children: ReactNode;
}

/** A figure with the chart's title, a 'Ver como tabela' / 'Ver gráfico' switch, and the chart or its data table. */
export function ChartFigure({
  title,
  model,
  defaultView = 'chart',
  showTableLabel,
  showChartLabel,
  labelHeader,
  valueHeader,
  className,
  children,
}: ChartFigureProps) {
  const t = useUiStrings(chartStrings);
  const [view, setView] = useState<ChartView>(defaultView);
  const titleId = useId();
  const isEmpty = model.items.length === 0;
  return (
    <figure className={cx(styles.figure, className)} aria-labelledby={titleId}>
      <figcaption className={styles.caption}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        {isEmpty ? null : (
          <Button variant="ghost" size="sm" onPress={() => setView(view === 'chart' ? 'table' : 'chart')}>
            {view === 'chart' ? (showTableLabel ?? t('showTable')) : (showChartLabel ?? t('showChart'))}
          </Button>
        )}
      </figcaption>
      {isEmpty ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : view === 'chart' ? (
        children
      ) : (
        <ChartDataTable
          caption={title}
          model={model}
          hideCaption
          labelHeader={labelHeader}
          valueHeader={valueHeader}
        />
      )}
    </figure>
  );
}
