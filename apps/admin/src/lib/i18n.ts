import { createContext, useContext } from 'react';
import type shell from '../features/i18n/locales/pt-BR.json';
import type users from '../features/users/locales/pt-BR.json';
import type workspaceAdmin from '../features/workspace-admin/locales/pt-BR.json';
import type company from '../features/company/locales/pt-BR.json';
import type templates from '../features/templates/locales/pt-BR.json';
import type votings from '../features/votings/locales/pt-BR.json';
import type voterPortal from '../features/voter-portal/locales/pt-BR.json';

// The translation contract every feature uses. The i18n feature implements it (rosetta, on-demand dictionaries)
// and the app mounts it, so features depend on this shared module only, never on the i18n feature itself.

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * The pt-BR dictionary (the reference locale): the shell's plus each feature's own namespace. The voter portal's
 * namespace is loaded by the portal's own i18n (src/portal), never by the operator app.
 */
export type Dictionary = typeof shell &
  typeof users &
  typeof workspaceAdmin &
  typeof company &
  typeof templates &
  typeof votings &
  typeof voterPortal;

/** Every key of the pt-BR dictionary, as a string literal union. */
export type TranslationKey = Leaves<Dictionary>;
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
