import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// A layout's header keeps a place for what only the page knows (the voter portal's bar shows the company of the
// link's voting): the layout renders the outlet, the page renders its content into it from wherever it is. Neither
// imports the other.

type Target = HTMLElement | null;
const SlotContext = createContext<{ target: Target; setTarget: (element: Target) => void } | null>(null);

/** Around the layout and its pages. */
export function HeaderSlotProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<Target>(null);
  return <SlotContext.Provider value={{ target, setTarget }}>{children}</SlotContext.Provider>;
}

/** Where the page's content goes, in the layout's header. */
export function HeaderSlotOutlet({ className }: { className?: string }) {
  const slot = useContext(SlotContext);
  return <div ref={slot?.setTarget} className={className} />;
}

/** What the page shows in the layout's header; nothing without a provider and an outlet. */
export function HeaderSlotContent({ children }: { children: ReactNode }) {
  const target = useContext(SlotContext)?.target;
  return target ? createPortal(children, target) : null;
}
