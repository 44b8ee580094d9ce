import { useId, type ReactNode } from 'react';
import { useNumberFormatter } from 'react-aria';
import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { cx } from '../private/cx';
import { progressBarStrings } from './ProgressBar.strings';
import * as styles from './ProgressBar.css';

export const progressValueFormats = ['percent', 'count'] as const;
export type ProgressValueFormat = (typeof progressValueFormats)[number];

export interface ProgressBarProps extends Pick<
  RACProgressBarProps,
  'value' | 'minValue' | 'maxValue' | 'isIndeterminate' | 'aria-label' | 'aria-labelledby' | 'id'
> {
  /** Visible label and accessible name, e.g. 'Importando votantes'. Without it, give an aria-label. */
  label?: ReactNode;
  /** 'percent' (35 %, the default) or 'count' ('350 de 1.000', numbers in the locale's format). */
  valueFormat?: ProgressValueFormat;
  /** Replaces the value text (shown and announced), e.g. '350 de 1.000 e-mails enviados'. */
  valueLabel?: string;
  /** Hides the value text (it is still announced). */
  hideValue?: boolean;
  /** A line under the bar, e.g. 'Cerca de 2 minutos restantes'. */
  description?: ReactNode;
  className?: string;
}

/** Progress of an import or a dispatch: determinate (value of max) or indeterminate. */
export function ProgressBar({
  label,
  valueFormat = 'percent',
  valueLabel,
  hideValue = false,
  description,
  className,
  ...props
}: ProgressBarProps) {
  const t = useUiStrings(progressBarStrings);
  const numberFormatter = useNumberFormatter();
  const descriptionId = useId();
  const { minValue = 0, maxValue = 100, isIndeterminate } = props;
  const value = clamp(props.value ?? minValue, minValue, maxValue);
  const countLabel =
    valueFormat === 'count'
      ? t('count', {
          value: numberFormatter.format(value - minValue),
          max: numberFormatter.format(maxValue - minValue),
        })
      : undefined;

  return (
    <RACProgressBar
      {...props}
      value={value}
      aria-describedby={description ? descriptionId : undefined}
      valueLabel={isIndeterminate ? undefined : (valueLabel ?? countLabel)}
      className={cx(styles.root, className)}
    >
      {({ percentage, valueText }) => (
        <>
          {label || (!hideValue && !isIndeterminate) ? (
            <div className={styles.header}>
              {label ? <Label className={styles.label}>{label}</Label> : <span />}
              {!hideValue && !isIndeterminate ? <span className={styles.valueText}>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={styles.track}>
            {isIndeterminate ? (
              <div className={styles.indeterminateFill} />
            ) : (
              <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
            )}
          </div>
          {description ? (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          ) : null}
        </>
      )}
    </RACProgressBar>
  );
}

export function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}
