import { useLayoutEffect, useRef } from 'react';

/**
 * The list the portal owns, as last rendered or last changed here: answers that arrive together (two uploads
 * finishing in one tick, an add right after a remove) each build on the one before instead of on a stale render's
 * props. Returns the function that changes it.
 */
export function useLatestList<T>(list: readonly T[], onChange: (next: T[]) => void) {
  const latest = useRef<readonly T[]>(list);
  // New props from the owner win over what was last sent.
  useLayoutEffect(() => {
    latest.current = list;
  }, [list]);
  return (change: (current: readonly T[]) => T[]) => {
    const next = change(latest.current);
    latest.current = next;
    onChange(next);
  };
}
