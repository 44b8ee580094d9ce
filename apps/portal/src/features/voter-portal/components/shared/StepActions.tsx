import type { ReactNode } from 'react';
import { Button } from '@backoffice/ui';
import * as styles from './shared.css';

/** The step's buttons: an optional Back, then the way on (a primary button, large for thumbs). */
export function StepActions({
  back,
  onBack,
  next,
  onNext,
  isPending,
  isDisabled,
}: {
  back?: string;
  onBack?: () => void;
  next: ReactNode;
  onNext?: () => void;
  isPending?: boolean;
  isDisabled?: boolean;
}) {
  return (
    <div className={styles.actions}>
      {back && onBack ? (
        <Button variant="secondary" size="lg" onPress={onBack}>
          {back}
        </Button>
      ) : null}
      <Button
        size="lg"
        type={onNext ? 'button' : 'submit'}
        onPress={onNext}
        isPending={isPending}
        isDisabled={isDisabled}
      >
        {next}
      </Button>
    </div>
  );
}
