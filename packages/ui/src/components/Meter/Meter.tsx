import { useId, type ReactNode } from 'react';
import { Label, Meter as RACMeter, type MeterProps as RACMeterProps } from 'react-aria-components';
import { cx } from '../private/cx';
import { clamp } from '../ProgressBar/ProgressBar';
import * as barStyles from '../ProgressBar/ProgressBar.css';
import * as styles from './Meter.css';

export const meterTones = ['neutral', 'success', 'warning', 'danger'] as const;
export type MeterTone = (typeof meterTones)[number];

/** From `from` (in the meter's units, inclusive) upwards the meter takes `tone`, until the next threshold. */
export interface MeterThreshold {
  from: number;
  tone: MeterTone;
}

export interface MeterProps extends Pick<
  RACMeterProps,
  'value' | 'minValue' | 'maxValue' | 'formatOptions' | 'aria-label' | 'aria-labelledby' | 'id'
> {
  /** Visible label and accessible name, e.g. 'Quórum'. Without it, give an aria-label. */
  label?: ReactNode;
  /** Replaces the value text (shown and announced); by default a percentage in the locale's format. */
  valueLabel?: string;
  hideValue?: boolean;
  /** Tones by value, e.g. quorum: `[{ from: 0, tone: 'danger' }, { from: 50, tone: 'success' }]`. Default: neutral. */
  thresholds?: readonly MeterThreshold[];
  /** A line under the bar, e.g. 'Mínimo de 50% para aprovar'. */
  description?: ReactNode;
  className?: string;
}

/** A known quantity within a range (quorum reached, storage used), not progress over time. */
export function Meter({
  label,
  valueLabel,
  hideValue = false,
  thresholds = [],
  description,
  className,
  ...props
}: MeterProps) {
  const descriptionId = useId();
  const { minValue = 0, maxValue = 100 } = props;
  const value = clamp(props.value ?? minValue, minValue, maxValue);
  const tone = meterTone(value, thresholds);
  return (
    <RACMeter
      {...props}
      value={value}
      valueLabel={valueLabel}
      aria-describedby={description ? descriptionId : undefined}
      data-tone={tone}
      className={cx(barStyles.root, className)}
    >
      {({ percentage, valueText }) => (
        <>
          {label || !hideValue ? (
            <div className={barStyles.header}>
              {label ? <Label className={barStyles.label}>{label}</Label> : <span />}
              {hideValue ? null : <span className={barStyles.valueText}>{valueText}</span>}
            </div>
          ) : null}
          <div className={barStyles.track}>
            <div className={styles.toneFill[tone]} style={{ width: `${percentage}%` }} />
          </div>
          {description ? (
            <div id={descriptionId} className={barStyles.description}>
              {description}
            </div>
          ) : null}
        </>
      )}
    </RACMeter>
  );
}

/** The tone of the highest threshold at or below the value; neutral below all of them. */
export function meterTone(value: number, thresholds: readonly MeterThreshold[]): MeterTone {
  let best: MeterThreshold | undefined;
  for (const threshold of thresholds) {
    if (value >= threshold.from && (!best || threshold.from >= best.from)) best = threshold;
  }
  return best?.tone ?? 'neutral';
}
