import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen's lazily loaded page that can also be asked to load ahead of its render. */
export type RoutePage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** A screen a feature builds: its path (config/paths) and its lazily loaded page component. */
export interface FeatureRoute {
  path: string;
  page: RoutePage;
}

/** React's lazy() over `load`, with `preload` starting the same import (the browser fetches the chunk once). */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): RoutePage {
  return Object.assign(lazy(load), { preload: load });
}

/** Whether `path` matches a route's pattern ('/users/:id'): the same segments, a parameter matching any one. */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}
