import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { default: ComponentType };

/** A page loaded on demand that can also be asked to load ahead of its render (the same import: fetched once). */
export type RoutePage = LazyExoticComponent<ComponentType> & { preload: () => Promise<PageModule> };

/**
 * React's lazy() over `load`, with `preload`. Once the module is loaded, lazy() gets it synchronously (a thenable
 * settled in its then()): a page preloaded before its first render renders in that pass rather than suspending —
 * which, while the client hydrates a prerendered page (start.tsx), would throw its markup away.
 */
export function lazyPage(load: () => Promise<PageModule>): RoutePage {
  let loaded: PageModule | undefined;
  const preload = (): Promise<PageModule> =>
    loaded ? Promise.resolve(loaded) : load().then((module) => (loaded = module));
  const page = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: PageModule) => void) => resolve(loaded!) } as Promise<PageModule>)
      : preload(),
  );
  return Object.assign(page, { preload });
}
