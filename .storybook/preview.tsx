import type { ComponentType, ReactNode } from 'react';
import { useEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { UiProvider } from '../packages/ui/src/index';
import { defaultGlobals, storyLocales, type StoryGlobals } from './globals';

// Hook point for the admin app's screen stories (parameters.app === true): they need the app's i18n and stores.
// The admin app provides apps/admin/src/testing/StoryProviders.tsx exporting `StoryProviders({ locale, children })`.
// import.meta.glob keeps this a static import that still builds while that file does not exist.
type StoryProvidersComponent = ComponentType<{ locale: string; children: ReactNode }>;
const appProviderModules = import.meta.glob<{
  StoryProviders?: StoryProvidersComponent;
  default?: StoryProvidersComponent;
  /** Loads what a screen story needs before it renders (the app's dictionaries of the locale). */
  prepareAppStory?: (locale: string) => Promise<void>;
  /** Starts the workbench's Mock Service Worker, which the screen stories' fake network answers through. */
  startStoryWorker?: () => Promise<SetupWorker>;
}>('../apps/admin/src/testing/StoryProviders.tsx', { eager: true });
const appModule = Object.values(appProviderModules)[0];
const AppStoryProviders: StoryProvidersComponent | null =
  appModule?.StoryProviders ?? appModule?.default ?? null;

// The plays' findBy/waitFor wait up to 10 s: a screen's first data through the fake network took more than the
// default 1 s on a loaded CI machine, and a lazy screen's first heading more than 5 s in stop 33's CI (the two cores
// saturated by the three lanes: a load of 8–10). They wait only that long when something is slow, never otherwise.
configure({ asyncUtilTimeout: 10_000 });

// Set by .storybook/test-runner.ts before the preview loads.
const isTestRunner =
  (globalThis as { __STORYBOOK_TEST_RUNNER__?: boolean }).__STORYBOOK_TEST_RUNNER__ === true;

function isRtlLocale(locale: string) {
  return /^(ar|he|fa|ur)(-|$)/.test(locale);
}

function DocumentAttributes({ lang, dir }: { lang: string; dir: 'ltr' | 'rtl' }) {
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
  }, [lang, dir]);
  return null;
}

/** The one decorator: theme, style, direction and locale from the toolbar, plus the app's providers for screen stories. */
const withUi: Decorator = (Story, context) => {
  const globals = { ...defaultGlobals, ...context.globals } as StoryGlobals;
  const dir =
    globals.direction === 'auto' ? (isRtlLocale(globals.locale) ? 'rtl' : 'ltr') : globals.direction;
  const story = <Story />;
  const needsApp = context.parameters.app === true;
  if (needsApp && !AppStoryProviders) {
    throw new Error('Story has parameters.app but apps/admin/src/testing/StoryProviders.tsx does not exist.');
  }
  return (
    <UiProvider locale={globals.locale} direction={dir} mode={globals.mode} themeStyle={globals.themeStyle}>
      <DocumentAttributes lang={globals.locale} dir={dir} />
      {/* The theme root fills the canvas so dark backgrounds reach the edges; full-bleed stories get no padding.
          On docs pages every story is a small preview, so there it takes only the height it needs. */}
      <div
        style={{
          minHeight: context.viewMode === 'docs' ? undefined : '100vh',
          padding: context.parameters.fullBleed === true ? 0 : 16,
        }}
      >
        {needsApp && AppStoryProviders ? (
          <AppStoryProviders locale={globals.locale}>{story}</AppStoryProviders>
        ) : (
          story
        )}
      </div>
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withUi],
  // Screen stories render (and their play runs) only once the app's dictionaries of the locale are loaded.
  // Mock Service Worker first (msw-storybook-addon): each story starts with no handlers but its `parameters.msw`;
  // screen stories add their fake network's in their `beforeEach` (apps/admin/src/testing/story-setup.ts).
  loaders: [
    appModule?.startStoryWorker ? mswLoader(appModule.startStoryWorker) : mswLoader(),
    async ({ parameters, globals }) => {
      if (parameters.app === true) await appModule?.prepareAppStory?.(String(globals.locale ?? ''));
      return {};
    },
  ],
  initialGlobals: { ...defaultGlobals },
  globalTypes: {
    mode: {
      description: 'Theme mode',
      toolbar: { title: 'Mode', icon: 'mirror', items: ['light', 'dark', 'semi-dark'], dynamicTitle: true },
    },
    themeStyle: {
      description: 'Theme style',
      toolbar: { title: 'Style', icon: 'paintbrush', items: ['standard', 'modern'], dynamicTitle: true },
    },
    layout: {
      description: 'Content layout (AppShell)',
      toolbar: { title: 'Layout', icon: 'sidebar', items: ['full', 'boxed'], dynamicTitle: true },
    },
    direction: {
      description: 'Text direction (auto follows the locale)',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['auto', 'ltr', 'rtl'], dynamicTitle: true },
    },
    locale: {
      description: 'Locale',
      toolbar: { title: 'Locale', icon: 'globe', items: [...storyLocales], dynamicTitle: true },
    },
  },
  parameters: {
    // Storybook's own padding would show a white frame around dark themes: the decorator pads instead.
    layout: 'fullscreen',
    controls: { expanded: true },
    // Accessibility violations fail (in the a11y panel and in the test runner, see test-runner.ts).
    // RAC's live announcer keeps stale announcements for 7 s after their story is gone (see test-runner.ts).
    // Under @storybook/test-runner, axe runs once, from test-runner.ts (after the play, on the settled page); the
    // addon's own in-render run would keep the render pending, and Storybook reloads the page when it moves on from
    // a pending render.
    a11y: {
      test: isTestRunner ? 'off' : 'error',
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
