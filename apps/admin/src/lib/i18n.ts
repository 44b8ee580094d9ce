import { createContext, useContext } from 'react';
import type ptBR from '../features/i18n/locales/pt-BR.json';

// The translation contract every feature uses. The i18n feature implements it (rosetta, on-demand dictionaries)
// and the app mounts it, so features depend on this shared module only, never on the i18n feature itself.

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the pt-BR dictionary (the reference locale), as a string literal union. */
export type TranslationKey = Leaves<typeof ptBR>;
export type TranslationParams = Record<string, string | number>;
export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

export interface I18nValue {
  locale: string;
  t: Translate;
}

export const I18nContext = createContext<I18nValue | null>(null);

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT() needs the i18n provider above it.');
  return value;
}

/** The translate function of the current locale; components re-render when the locale changes. */
export function useT(): Translate {
  return useI18n().t;
}

export function useCurrentLocale(): string {
  return useI18n().locale;
}
