import { useEffect, useRef, type ReactNode } from 'react';
import { Heading } from '@backoffice/ui';
import { focusHeadingIn } from '@backoffice/app-common';
import { portalStore } from '../../stores/portal-state';
import * as styles from './shared.css';

/**
 * A step's title (level 2). Focus follows the flow: when the voter moves to another step, its heading takes the focus
 * (screen readers announce the new step, keyboard users continue from its top); not when the page opens on a step.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (portalStore.stepMoved) focusHeadingIn(ref.current, 'h2');
  }, []);
  return (
    <div ref={ref} className={styles.stepHeading}>
      <Heading level={2} size="lg">
        {children}
      </Heading>
    </div>
  );
}
