import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { BusyPlaceholder } from '../BusyPlaceholder/BusyPlaceholder';

export interface DeferredSectionProps {
  /** What is loading, announced while its code arrives (e.g. 'Carregando…'). */
  label: string;
  /** The height the stand-in keeps, so the page does not jump when the section arrives. */
  height?: string;
  /** Lazily loaded parts (React.lazy): rendered, and so fetched, only once the section nears the viewport. */
  children: ReactNode;
}

/** How far below the viewport a section starts loading: a scroll's worth, so it is there when reached. */
const NEAR = '600px';

/**
 * A part of a screen below its first view whose code is not part of the screen's first load: it renders its lazy
 * children once it comes within a scroll of the viewport (at once where IntersectionObserver is missing), a busy
 * stand-in of its size meanwhile.
 */
export function DeferredSection({ label, height = '8rem', children }: DeferredSectionProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !anchor.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${NEAR} 0px` },
    );
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <BusyPlaceholder label={label} heights={[height]} />;
  if (!near) return <div ref={anchor}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
