import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Heading } from '@backoffice/ui';
import * as styles from './shared.css';

// Focus follows the flow: when the step changes, its heading takes the focus (screen readers announce the new step,
// keyboard users continue from its top). Not on the page's first render: the page opens at its own top.

const StepFocusContext = createContext<RefObject<boolean> | null>(null);

/** Around the steps: `moved` turns true once the voter has gone from one step to another. */
export function StepFocusProvider({ moved, children }: { moved: RefObject<boolean>; children: ReactNode }) {
  return <StepFocusContext.Provider value={moved}>{children}</StepFocusContext.Provider>;
}

/** A step's title (level 2), focused when the step appears after a move. */
export function StepHeading({ children }: { children: ReactNode }) {
  const moved = useContext(StepFocusContext);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!moved?.current) return;
    const heading = ref.current?.querySelector('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [moved]);
  return (
    <div ref={ref} className={styles.stepHeading}>
      <Heading level={2} size="lg">
        {children}
      </Heading>
    </div>
  );
}
