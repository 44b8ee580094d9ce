import { lazy, type ComponentType } from 'react';

/** React's lazy() for a module's named export: `lazyNamed(() => import('./Tab'), 'Tab')`. */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
