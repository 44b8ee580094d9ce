import { ProgressBar } from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps {
  size?: (typeof spinnerSizes)[number];
  /** Accessible name. Without it the spinner is decorative (hidden from assistive technology). */
  'aria-label'?: string;
  className?: string;
}

export function Spinner({ size = 'md', 'aria-label': ariaLabel, className }: SpinnerProps) {
  const circle = (
    <span className={cx(styles.root, styles.size[size], !ariaLabel && className)} aria-hidden="true" />
  );
  if (!ariaLabel) return circle;
  return (
    <ProgressBar isIndeterminate aria-label={ariaLabel} className={className}>
      {circle}
    </ProgressBar>
  );
}
