import { useEffect, useRef } from 'react';

/**
 * Calls `poll` every `intervalMs` while `active` and the tab is visible; nothing runs in a hidden tab, and coming back
 * to it polls at once (the numbers may have moved meanwhile).
 */
export function usePolling(poll: () => unknown, active: boolean, intervalMs: number): void {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    if (!active) return;
    const tick = () => {
      if (document.visibilityState === 'visible') void latest.current();
    };
    const timer = setInterval(tick, intervalMs);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, intervalMs]);
}
