import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';

// A pop-up (menu, dialog) whose trigger is drawn at once and whose code loads only when it is reached for: the first
// screen carries a plain button of the same face and name, pointing at it or focusing it fetches the pop-up's chunk,
// pressing it swaps in the real trigger, which takes the focus and opens (so closing gives the focus back to it).

/** What the stand-in button needs: its ref (hover and focus fetch the pop-up's code) and its press (opens it). */
export interface StandInProps {
  ref: Ref<HTMLButtonElement>;
  onPress: () => void;
}

export interface LazyPopupProps {
  /** The pop-up's dynamic import (the same function the `lazy` component is built from). */
  load: () => Promise<unknown>;
  /** The plain button drawn until the pop-up is wanted: the real trigger's face, name and `aria-haspopup`. */
  standIn: (props: StandInProps) => ReactNode;
  /** The lazily loaded pop-up, told to open at once (see `useOpenAtOnce`). */
  children: ReactNode;
}

/** Draws `standIn` until it is pressed, then the pop-up (`children`), keeping the stand-in while its code loads. */
export function LazyPopup({ load, standIn, children }: LazyPopupProps) {
  const [wanted, setWanted] = useState(false);
  const preload = useCallback(() => {
    load().catch(() => {}); // the lazy component's own import reports a failure when it renders
  }, [load]);
  const ref = useCallback(
    (button: HTMLButtonElement | null) => {
      if (!button) return;
      button.addEventListener('pointerenter', preload);
      button.addEventListener('focus', preload);
      return () => {
        button.removeEventListener('pointerenter', preload);
        button.removeEventListener('focus', preload);
      };
    },
    [preload],
  );
  const face = standIn({ ref, onPress: () => setWanted(true) });
  if (!wanted) return face;
  return <Suspense fallback={face}>{children}</Suspense>;
}

/**
 * For the loaded pop-up: a controlled open state and its trigger's ref. With `openAtOnce` the trigger takes the focus
 * first and the pop-up opens on the next frame, so that the pop-up moves the focus in and gives it back to the trigger.
 */
export function useOpenAtOnce(openAtOnce: boolean) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (!openAtOnce) return;
    triggerRef.current?.focus();
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [openAtOnce]);
  return { triggerRef, isOpen, setOpen };
}
