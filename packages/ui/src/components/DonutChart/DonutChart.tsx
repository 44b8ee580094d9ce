import { useLocale } from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { ChartFigure, type ChartView } from '../private/chart/ChartFigure';
import { chartStrings } from '../private/chart/chart.strings';
import * as chartStyles from '../private/chart/chart.css';
import {
  useChartModel,
  type ChartDatum,
  type ChartItem,
  type ChartModel,
  type ChartModelOptions,
} from '../private/chart/chartModel';
import { cx } from '../private/cx';
import * as styles from './DonutChart.css';

export interface DonutChartProps extends ChartModelOptions {
  /** Names the figure, the chart image and its table, e.g. 'Votos por opção'. */
  title: string;
  data: readonly ChartDatum[];
  /** Diameter in px. Default 176. */
  size?: number;
  /** 'chart' (default) or 'table' first; a button switches. */
  defaultView?: ChartView;
  /** Overrides of the built-in texts ('Ver como tabela', 'Ver gráfico', 'Opção', 'Valor', 'Total'). */
  showTableLabel?: string;
  showChartLabel?: string;
  labelHeader?: string;
  valueHeader?: string;
  totalLabel?: string;
  className?: string;
}

/**
 * A ring split by share of the total, starting at the top and going in the reading direction, with the total in the
 * middle and a legend that prints each item's value and share.
 */
export function DonutChart({
  title,
  data,
  total,
  formatValue,
  size = 176,
  totalLabel,
  ...figureProps
}: DonutChartProps) {
  const model = useChartModel(title, data, { total, formatValue });
  return (
    <ChartFigure title={title} model={model} {...figureProps}>
      <div className={styles.body}>
        <DonutSvg model={model} size={size} totalLabel={totalLabel} />
        <ul className={styles.legend}>
          {model.items.map((item) => (
            <li key={item.key} className={styles.legendItem}>
              <span
                className={cx(chartStyles.swatch, chartStyles.toneSwatch[item.tone])}
                aria-hidden="true"
              />
              <span className={styles.legendLabel}>{item.label}</span>
              <span className={styles.legendValue}>
                {item.valueText} ({item.shareText})
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ChartFigure>
  );
}

/** Gap between segments, in px along the ring, so neighbours stay apart whatever their colours. */
const segmentGap = 3;

function DonutSvg({ model, size, totalLabel }: { model: ChartModel; size: number; totalLabel?: string }) {
  const t = useUiStrings(chartStrings);
  const { direction } = useLocale();
  const strokeWidth = Math.round(size * 0.16);
  const center = size / 2;
  const radius = (size - strokeWidth) / 2;
  const circumference = 2 * Math.PI * radius;
  const drawn = model.items.filter((item) => item.share > 0);
  const gap = drawn.length > 1 ? segmentGap : 0;
  const segments = stackSegments(drawn, circumference, gap);
  // Clockwise from 12 o'clock; mirrored (counter-clockwise) right-to-left.
  const orientation =
    direction === 'rtl'
      ? `translate(${size} 0) scale(-1 1) rotate(-90 ${center} ${center})`
      : `rotate(-90 ${center} ${center})`;
  return (
    <svg
      role="img"
      aria-label={model.summary}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      className={styles.svg}
    >
      <g transform={orientation}>
        <circle cx={center} cy={center} r={radius} strokeWidth={strokeWidth} className={styles.track} />
        {segments.map(({ item, start: offset, visible }) => (
          <circle
            key={item.key}
            data-key={item.key}
            cx={center}
            cy={center}
            r={radius}
            strokeWidth={strokeWidth}
            strokeDasharray={`${visible} ${circumference - visible}`}
            strokeDashoffset={-offset}
            className={cx(styles.segment, chartStyles.toneStroke[item.tone])}
          />
        ))}
      </g>
      <text x={center} y={center - 4} textAnchor="middle" className={styles.totalValue}>
        {model.totalText}
      </text>
      <text
        x={center}
        y={center + 16}
        textAnchor="middle"
        dominantBaseline="central"
        className={styles.totalLabel}
      >
        {totalLabel ?? t('total')}
      </text>
    </svg>
  );
}

/** Where each segment starts along the ring and how much of it is drawn (its length less the gap). */
function stackSegments(items: readonly ChartItem[], circumference: number, gap: number) {
  let start = 0;
  return items.map((item) => {
    const length = Math.min(1, item.share) * circumference;
    const segment = { item, start, visible: Math.max(0.5, length - gap) };
    start += length;
    return segment;
  });
}
