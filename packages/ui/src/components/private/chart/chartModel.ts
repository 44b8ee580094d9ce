import { useListFormatter, useNumberFormatter } from 'react-aria';
import { useUiStrings } from '../../../i18n/uiStrings';
import { chartStrings } from './chart.strings';

/** Theme colours a series can take; each has at least 3:1 against the surface in both modes. */
export const chartTones = ['primary', 'success', 'danger', 'warning', 'neutral'] as const;
export type ChartTone = (typeof chartTones)[number];

export interface ChartDatum {
  /** Stable id of the item (e.g. 'approve'). */
  key: string;
  label: string;
  value: number;
  /** Default: the tones in order, by position. */
  tone?: ChartTone;
}

export interface ChartItem extends Required<ChartDatum> {
  /** Share of the total, 0..1. */
  share: number;
  valueText: string;
  shareText: string;
}

export interface ChartModelOptions {
  /** The whole the shares are taken of (e.g. the eligible weight); default the sum of the values. */
  total?: number;
  /** Formats values and the total (counts, weights); default the locale's number format. */
  formatValue?: (value: number) => string;
}

export interface ChartModel {
  items: ChartItem[];
  total: number;
  totalText: string;
  /** '100%' (the share of the total row), '0%' when the total is 0. */
  totalShareText: string;
  /** 'Title: Aprovar 120 (60%), Rejeitar 80 (40%). Total: 200' — the accessible name of the chart image. */
  summary: string;
}

/** Shares, formatted values and the spoken summary shared by the charts and their table. */
export function useChartModel(title: string, data: readonly ChartDatum[], options: ChartModelOptions = {}) {
  const t = useUiStrings(chartStrings);
  const numberFormatter = useNumberFormatter();
  const percentFormatter = useNumberFormatter({ style: 'percent', maximumFractionDigits: 1 });
  const listFormatter = useListFormatter({ type: 'unit', style: 'short' });
  const format = options.formatValue ?? ((value: number) => numberFormatter.format(value));
  const sum = data.reduce((acc, datum) => acc + Math.max(0, datum.value), 0);
  const total = options.total ?? sum;
  const items: ChartItem[] = data.map((datum, index) => {
    const value = Math.max(0, datum.value);
    const share = total > 0 ? value / total : 0;
    return {
      key: datum.key,
      label: datum.label,
      value,
      tone: datum.tone ?? chartTones[index % chartTones.length]!,
      share,
      valueText: format(value),
      shareText: percentFormatter.format(share),
    };
  });
  const totalText = format(total);
  const parts = items.map((item) => `${item.label} ${item.valueText} (${item.shareText})`);
  const summary =
    items.length === 0
      ? `${title}: ${t('empty')}`
      : `${title}: ${listFormatter.format(parts)}. ${t('total')}: ${totalText}`;
  const model: ChartModel = {
    items,
    total,
    totalText,
    totalShareText: percentFormatter.format(total > 0 ? 1 : 0),
    summary,
  };
  return model;
}

/**
 * Breaks a label into at most `maxLines` lines of `maxWidth`, cutting the last one with an ellipsis. Words longer than
 * a line (or scripts without spaces) break between characters.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  measure: (text: string) => number,
  maxLines = 2,
): string[] {
  const lines: string[] = [];
  let line = '';
  const tokens = text.split(/(\s+)/).filter((token) => token !== '');
  const push = (next: string) => {
    lines.push(next.trim());
    line = '';
  };
  for (const token of tokens) {
    const candidate = line + token;
    if (measure(candidate.trim()) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line.trim() !== '') push(line);
    if (/^\s+$/.test(token)) continue;
    // A token wider than a line breaks between characters.
    let rest = token;
    while (measure(rest) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut--;
      push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line.trim() !== '') push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`;
  while (last.length > 1 && measure(`${last}…`) > maxWidth) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

let canvasContext: CanvasRenderingContext2D | null | undefined;

/** Text width in px for a CSS font: canvas where there is one, else an estimate (jsdom). */
export function measureTextWidth(text: string, font: string, fontSizePx: number): number {
  if (canvasContext === undefined) {
    try {
      // jsdom has no canvas (and logs an error when asked for one).
      const isJsdom = typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom');
      canvasContext =
        typeof document === 'undefined' || isJsdom ? null : document.createElement('canvas').getContext('2d');
    } catch {
      canvasContext = null;
    }
  }
  if (!canvasContext) return text.length * fontSizePx * 0.56;
  canvasContext.font = font;
  return canvasContext.measureText(text).width;
}
