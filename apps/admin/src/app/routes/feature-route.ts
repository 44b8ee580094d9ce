import type { ComponentType, LazyExoticComponent } from 'react';

/** A screen a feature builds: its path (config/paths) and its lazily loaded page component. */
export interface FeatureRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}
