import { useLocale } from 'react-aria-components';
import { ChartFigure, type ChartView } from '../private/chart/ChartFigure';
import * as chartStyles from '../private/chart/chart.css';
import {
  measureTextWidth,
  useChartModel,
  wrapText,
  type ChartDatum,
  type ChartModel,
  type ChartModelOptions,
} from '../private/chart/chartModel';
import { useChartBox, type ChartBox } from '../private/chart/useChartBox';
import * as styles from './BarChart.css';

export interface BarChartProps extends ChartModelOptions {
  /** Names the figure, the chart image and its table, e.g. 'Resultado da votação: item 1'. */
  title: string;
  data: readonly ChartDatum[];
  /** 'chart' (default) or 'table' first; a button switches. */
  defaultView?: ChartView;
  /** Overrides of the built-in texts ('Ver como tabela', 'Ver gráfico', 'Opção', 'Valor'). */
  showTableLabel?: string;
  showChartLabel?: string;
  labelHeader?: string;
  valueHeader?: string;
  className?: string;
}

/**
 * Horizontal bars, one per item, growing from the inline start over a track that stands for the total; each bar has
 * its label above it and its value and share at the end of its track, so colour is never the only cue.
 */
export function BarChart({ title, data, total, formatValue, ...figureProps }: BarChartProps) {
  const model = useChartModel(title, data, { total, formatValue });
  return (
    <ChartFigure title={title} model={model} {...figureProps}>
      <BarChartImage model={model} />
    </ChartFigure>
  );
}

const layout = { barHeight: 20, labelGap: 4, rowGap: 16, valueGap: 8, lineHeight: 1.3, maxLabelLines: 2 };

function BarChartImage({ model }: { model: ChartModel }) {
  const { ref, box } = useChartBox();
  return (
    <div ref={ref} className={styles.container}>
      {box ? <BarChartSvg model={model} box={box} /> : null}
    </div>
  );
}

function BarChartSvg({ model, box }: { model: ChartModel; box: ChartBox }) {
  const { direction } = useLocale();
  const isRtl = direction === 'rtl';
  const { width, fontFamily, fontSize } = box;
  const measure = (text: string, weight = 400) =>
    measureTextWidth(text, `${weight} ${fontSize}px ${fontFamily}`, fontSize);
  const lineHeight = Math.round(fontSize * layout.lineHeight);
  const valueLabels = model.items.map((item) => `${item.valueText} (${item.shareText})`);
  const valueWidth = Math.max(0, ...valueLabels.map((text) => measure(text, 500)));
  const barSpace = Math.max(0, width - valueWidth - layout.valueGap);
  // Mirrors an x measured from the inline start into SVG coordinates.
  const fromStart = (x: number, length = 0) => (isRtl ? width - x - length : x);

  const { rows, height } = layoutRows(model, valueLabels, {
    width,
    barSpace,
    lineHeight,
    measure: (text) => measure(text),
  });

  return (
    <svg
      role="img"
      aria-label={model.summary}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={styles.svg}
    >
      {rows.map(({ item, lines, top, barY, barWidth, valueLabel }) => (
        <g key={item.key} data-key={item.key}>
          {lines.map((line, index) => (
            <text
              key={index}
              x={fromStart(0)}
              y={top + index * lineHeight + lineHeight / 2}
              dominantBaseline="central"
              textAnchor="start"
              className={chartStyles.svgText}
            >
              {line}
            </text>
          ))}
          <rect
            x={fromStart(0, barSpace)}
            y={barY}
            width={barSpace}
            height={layout.barHeight}
            rx={3}
            className={styles.track}
          />
          {barWidth > 0 ? (
            <rect
              x={fromStart(0, barWidth)}
              y={barY}
              width={barWidth}
              height={layout.barHeight}
              rx={3}
              className={chartStyles.toneFill[item.tone]}
              data-bar=""
            />
          ) : null}
          <text
            x={fromStart(barSpace + layout.valueGap)}
            y={barY + layout.barHeight / 2}
            dominantBaseline="central"
            textAnchor="start"
            className={chartStyles.svgValueText}
          >
            {valueLabel}
          </text>
        </g>
      ))}
    </svg>
  );
}

interface RowsInput {
  width: number;
  barSpace: number;
  lineHeight: number;
  measure: (text: string) => number;
}

/** Stacks the rows: label lines, then the bar; returns each row's positions and the SVG height. */
function layoutRows(
  model: ChartModel,
  valueLabels: string[],
  { width, barSpace, lineHeight, measure }: RowsInput,
) {
  let y = 0;
  const rows = model.items.map((item, index) => {
    const lines = wrapText(item.label, width, measure, layout.maxLabelLines);
    const top = y;
    const barY = top + lines.length * lineHeight + layout.labelGap;
    // The track is the whole (the total), so a bar is its item's share; a tiny share still shows.
    const barWidth = item.share > 0 ? Math.max(2, Math.min(1, item.share) * barSpace) : 0;
    y = barY + layout.barHeight + layout.rowGap;
    return { item, lines, top, barY, barWidth, valueLabel: valueLabels[index]! };
  });
  return { rows, height: Math.max(0, y - layout.rowGap) };
}
