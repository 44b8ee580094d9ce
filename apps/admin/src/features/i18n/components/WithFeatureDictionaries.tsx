import { useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { featureDictionariesLoaded, loadWantedAreas } from '../i18n';
import { localeStore } from '../stores/locale';

/**
 * Renders its children once the texts of the feature areas opened so far are loaded in the current locale (each
 * screen loads its area's with its code: app/routes/feature-route.ts; the auth screens do without them). Until then
 * `fallback`; a failed load is thrown to the error boundary.
 */
export function WithFeatureDictionaries({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const { locale } = useSnapshot(localeStore);
  const [, setLoaded] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const ready = featureDictionariesLoaded(locale);
  useEffect(() => {
    if (ready) return;
    loadWantedAreas(locale).then(
      () => setLoaded((n) => n + 1),
      (failure: unknown) => setError(failure ?? new Error('feature dictionaries')),
    );
  }, [locale, ready]);
  if (error) throw error;
  return <>{ready ? children : fallback}</>;
}
