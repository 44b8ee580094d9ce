import { loadAreaDictionaries } from '../../features/i18n/i18n';
import { upcomingLocale } from '../../features/i18n/stores/locale';
import { lazyPage, type RoutePage } from './lazy-page';

/** A screen a feature builds: its path (config/paths) and its lazily loaded page component. */
export interface FeatureRoute {
  path: string;
  page: RoutePage;
}

/** Each page once, with its area's texts: a page two paths share stays one component (no remount between them). */
const withTextsOf = new WeakMap<RoutePage, RoutePage>();

/**
 * `routes` of the feature `area` (its folder: 'votings'), each page loading the area's texts (features/<area>/locales,
 * in the locale shown or being switched to) together with its code: the screen renders when both are there, and preloading it fetches
 * both at once, so no screen downloads another area's texts.
 */
export function withAreaTexts(area: string, routes: readonly FeatureRoute[]): FeatureRoute[] {
  return routes.map(({ path, page }) => {
    let withTexts = withTextsOf.get(page);
    if (!withTexts) {
      withTexts = lazyPage(() =>
        Promise.all([page.preload(), loadAreaDictionaries([area], upcomingLocale())]).then(
          ([module]) => module,
        ),
      );
      withTextsOf.set(page, withTexts);
    }
    return { path, page: withTexts };
  });
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
