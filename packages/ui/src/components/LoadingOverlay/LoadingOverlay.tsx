import { ProgressBar } from 'react-aria-components';
import { cx } from '../private/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  isVisible: boolean;
  /** Accessible name of the progress indicator, e.g. 'Carregando'. */
  label: string;
  className?: string;
}

/** Full-screen scrim with an indeterminate progress bar; blocks the pointer while visible. */
export function LoadingOverlay({ isVisible, label, className }: LoadingOverlayProps) {
  if (!isVisible) return null;
  return (
    <div className={cx(styles.overlay, className)} data-testid="loading-overlay">
      <ProgressBar isIndeterminate aria-label={label} className={styles.indicator}>
        <Spinner size="lg" />
      </ProgressBar>
    </div>
  );
}
