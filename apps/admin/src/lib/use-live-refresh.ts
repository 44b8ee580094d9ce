import { useEffect, useRef } from 'react';

/**
 * Runs `refresh` every `intervalMs` while `isLive()` holds and the tab is visible; coming back to the tab refreshes
 * at once (the counts may have moved meanwhile). Nothing runs in a hidden tab.
 */
export function useLiveRefresh(refresh: () => unknown, isLive: () => boolean, intervalMs: number): void {
  const latest = useRef({ refresh, isLive });
  latest.current = { refresh, isLive };
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === 'visible' && latest.current.isLive()) void latest.current.refresh();
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
  }, [intervalMs]);
}
