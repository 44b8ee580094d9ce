import { createContext, useContext } from 'react';

// The translation contract both apps use: a provider puts the current locale and its translate function in
// I18nContext, components read them with useT()/useCurrentLocale(). Each app implements the provider with its own
// dictionaries (rosetta, fetched per locale) and types the keys from its own pt-BR files.

/** Every leaf key of a nested dictionary, dot-joined: `{ a: { b: 'x' } }` → `'a.b'`. */
export type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationParams = Record<string, string | number>;

/** A translate function typed with an app's (or a feature's) keys. */
export type TranslateWith<Key extends string> = (key: Key, params?: TranslationParams) => string;

export interface I18nValue {
  locale: string;
  /** Method syntax on purpose: a provider may give a function typed with its app's keys. */
  t(key: string, params?: TranslationParams): string;
}

export const I18nContext = createContext<I18nValue | null>(null);

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT() needs the i18n provider above it.');
  return value;
}

/**
 * The translate function of the current locale, typed with `Key`; components re-render when the locale changes.
 * Each app (or feature) names its keys: `const useT = () => useTranslate<MyKey>()`.
 */
export function useTranslate<Key extends string>(): TranslateWith<Key> {
  return useI18n().t;
}

export function useCurrentLocale(): string {
  return useI18n().locale;
}

/** U+2068 FIRST STRONG ISOLATE … U+2069: a name keeps its own direction inside a sentence of the other one. */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
