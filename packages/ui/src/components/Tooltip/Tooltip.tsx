import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  composeRenderProps,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Tooltip.css';

export type TooltipTriggerProps = Pick<
  TooltipTriggerComponentProps,
  'children' | 'delay' | 'closeDelay' | 'isDisabled' | 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'trigger'
>;

/** Wraps a focusable trigger (first child) and a Tooltip; opens on hover and keyboard focus. */
export function TooltipTrigger({ delay = 600, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} />;
}

export interface TooltipProps extends Pick<RACTooltipProps, 'placement' | 'offset'> {
  className?: string;
  children: ReactNode;
}

export function Tooltip({ className, children, offset = 8, ...props }: TooltipProps) {
  return (
    <RACTooltip
      {...props}
      offset={offset}
      className={composeRenderProps(className, (outer) => cx(styles.tooltip, outer))}
    >
      <OverlayArrow>
        <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </RACTooltip>
  );
}
