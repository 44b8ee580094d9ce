import { useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { DEFAULT_LOCALE, isSupportedLocale } from '@backoffice/domain';
import { I18nProvider } from '../features/i18n/components/I18nProvider';
import { featureDictionariesLoaded, loadFeatureDictionaries } from '../features/i18n/i18n';
import { localeStore, setLocale } from '../features/i18n/stores/locale';

/** The preview starts the workbench's Mock Service Worker with this (its loader, .storybook/preview.tsx). */
export { startStoryWorker } from './story-worker';

/** The workbench's loader for screen stories: the locale's dictionaries (the features' too), set before render. */
export async function prepareAppStory(locale: string): Promise<void> {
  const wanted = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  await loadFeatureDictionaries(wanted);
  await setLocale(wanted);
}

/**
 * The app's i18n for screen stories (`parameters.app: true`); the workbench's decorator supplies the UI kit
 * (theme, direction) around it. The story renders once the locale's dictionary is loaded, so its first frame is
 * already in the chosen language.
 */
export function StoryProviders({ locale, children }: { locale: string; children: ReactNode }) {
  const wanted = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  const current = useSnapshot(localeStore).locale;
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    // Screen stories show the features' texts too (the app loads them when the signed-in part opens).
    loadFeatureDictionaries(wanted)
      .then(() => setLocale(wanted))
      .then(() => setLoaded((n) => n + 1))
      .catch(() => setFailed(true));
  }, [wanted]);
  if (failed) throw new Error(`The dictionary of ${wanted} could not be loaded.`);
  if (current !== wanted || !featureDictionariesLoaded(wanted)) return null;
  return <I18nProvider>{children}</I18nProvider>;
}

export default StoryProviders;
