import type { ReactNode } from 'react';
import { AlertTriangle, Check } from 'lucide-react';
import { useNumberFormatter } from 'react-aria';
import { Button as RACButton } from 'react-aria-components';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { formatUiString, useUiStrings } from '../../i18n/uiStrings';
import { mediaQuery } from '../../theme/breakpoints';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/shared.css';
import { stepperStrings } from './Stepper.strings';
import * as styles from './Stepper.css';

export const stepStatuses = ['complete', 'current', 'upcoming', 'error'] as const;
export type StepStatus = (typeof stepStatuses)[number];

export const stepperLayouts = ['auto', 'horizontal', 'vertical', 'compact'] as const;
export type StepperLayout = (typeof stepperLayouts)[number];

export interface StepperStep {
  id: string;
  label: string;
  status: StepStatus;
  /** A short line under the label (horizontal and vertical layouts), e.g. '3 documentos'. */
  description?: ReactNode;
  /**
   * An upcoming step the flow lets the user open (one already reached, whose flow checks the step being left): a
   * button like complete and error steps, still not ticked.
   */
  reachable?: boolean;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** Names the list of steps, e.g. 'Etapas da criação da votação'. */
  'aria-label': string;
  /**
   * Makes complete and error steps buttons (for going back to them), and upcoming ones marked `reachable`. The
   * current step and other upcoming ones are never pressable: the flow's own buttons move forward.
   */
  onStepPress?: (id: string) => void;
  /** 'auto' (default): horizontal from the md breakpoint (900px), compact ('Etapa 2 de 6') below it. */
  layout?: StepperLayout;
  /** Override of the compact text, e.g. 'Passo {current} de {total}'. */
  progressLabel?: string;
  className?: string;
}

/** The steps of a multi-step flow as an ordered list; the current one has `aria-current="step"`. */
export function Stepper({ layout = 'auto', ...props }: StepperProps) {
  const isWide = useMediaQuery(mediaQuery.md);
  const resolved = layout === 'auto' ? (isWide ? 'horizontal' : 'compact') : layout;
  if (resolved === 'compact') return <CompactStepper {...props} />;
  return <StepList {...props} orientation={resolved} />;
}

function StepList({
  steps,
  onStepPress,
  orientation,
  className,
  'aria-label': ariaLabel,
}: StepperProps & { orientation: 'horizontal' | 'vertical' }) {
  const t = useUiStrings(stepperStrings);
  const numberFormatter = useNumberFormatter();
  return (
    <ol aria-label={ariaLabel} className={cx(styles.list[orientation], className)}>
      {steps.map((step, index) => {
        const isPressable =
          onStepPress != null &&
          (step.status === 'complete' ||
            step.status === 'error' ||
            (step.status === 'upcoming' && step.reachable === true));
        const content = (
          <>
            <span className={styles.indicator} aria-hidden="true">
              {step.status === 'complete' ? (
                <Check size={16} strokeWidth={3} />
              ) : step.status === 'error' ? (
                <AlertTriangle size={16} strokeWidth={2.5} />
              ) : (
                numberFormatter.format(index + 1)
              )}
            </span>
            <span className={styles.text}>
              <span className={styles.label}>
                {step.label}
                {step.status === 'current' ? null : (
                  <>
                    {' '}
                    <span className={visuallyHidden}>({t(step.status)})</span>
                  </>
                )}
              </span>
              {step.description ? <span className={styles.description}>{step.description}</span> : null}
            </span>
          </>
        );
        return (
          <li
            key={step.id}
            data-status={step.status}
            aria-current={step.status === 'current' ? 'step' : undefined}
            className={styles.item[orientation]}
          >
            {isPressable ? (
              <RACButton
                className={cx(styles.step[orientation], styles.stepButton)}
                onPress={() => onStepPress(step.id)}
              >
                {content}
              </RACButton>
            ) : (
              <span className={styles.step[orientation]}>{content}</span>
            )}
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className={cx(styles.connector[orientation], styles.connectorTone)} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Phones: 'Etapa 2 de 6 · Itens' over one segment per step. */
function CompactStepper({ steps, progressLabel, className, 'aria-label': ariaLabel }: StepperProps) {
  const t = useUiStrings(stepperStrings);
  const numberFormatter = useNumberFormatter();
  const currentIndex = focusIndex(steps);
  const values = {
    current: numberFormatter.format(currentIndex + 1),
    total: numberFormatter.format(steps.length),
  };
  const progress = progressLabel ? formatUiString(progressLabel, values) : t('progress', values);
  return (
    <div role="group" aria-label={ariaLabel} className={cx(styles.compact, className)}>
      <p className={styles.compactText}>
        <span className={styles.compactCount}>{progress}</span>{' '}
        <span className={styles.compactLabel}>{steps[currentIndex]?.label}</span>
      </p>
      <div className={styles.segments} aria-hidden="true">
        {steps.map((step) => (
          <span key={step.id} data-status={step.status} className={styles.segment} />
        ))}
      </div>
    </div>
  );
}

/** The step the compact layout names: the current one, else the first needing attention or still to do. */
function focusIndex(steps: readonly StepperStep[]) {
  for (const status of ['current', 'error', 'upcoming'] as const) {
    const index = steps.findIndex((step) => step.status === status);
    if (index >= 0) return index;
  }
  return Math.max(0, steps.length - 1);
}
