// Toolbar globals of the workbench (read by the decorator in preview.tsx). The test runner re-renders every story
// with mode:dark;direction:rtl;locale:ar (and some with mode:light) in the same page (.storybook/test-runner/).
export const storyLocales = ['pt-BR', 'en', 'zh', 'es', 'fr', 'it', 'ar'] as const;
export type StoryLocale = (typeof storyLocales)[number];

export interface StoryGlobals {
  mode: 'light' | 'dark' | 'semi-dark';
  themeStyle: 'standard' | 'modern';
  layout: 'full' | 'boxed';
  direction: 'auto' | 'ltr' | 'rtl';
  locale: StoryLocale;
}

export const defaultGlobals: StoryGlobals = {
  mode: 'semi-dark',
  themeStyle: 'standard',
  layout: 'full',
  direction: 'auto',
  locale: 'pt-BR',
};
