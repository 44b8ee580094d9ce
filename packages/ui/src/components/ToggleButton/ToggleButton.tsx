import type { ReactNode } from 'react';
import {
  ToggleButton as RACToggleButton,
  composeRenderProps,
  type ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './ToggleButton.css';

export interface ToggleButtonProps extends Pick<
  RACToggleButtonProps,
  | 'isSelected'
  | 'defaultSelected'
  | 'onChange'
  | 'isDisabled'
  | 'aria-label'
  | 'aria-labelledby'
  | 'id'
  | 'autoFocus'
> {
  className?: string;
  children: ReactNode;
}

export function ToggleButton({ className, children, ...props }: ToggleButtonProps) {
  return (
    <RACToggleButton
      {...props}
      className={composeRenderProps(className, (outer) => cx(styles.toggleButton, outer))}
    >
      {children}
    </RACToggleButton>
  );
}
