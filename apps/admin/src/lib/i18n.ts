import {
  I18nContext,
  useCurrentLocale,
  useTranslate,
  type I18nValue,
  type Leaves,
  type TranslateWith,
  type TranslationParams,
} from '@backoffice/app-common';
import type shell from '../features/i18n/locales/pt-BR.json';
import type users from '../features/users/locales/pt-BR.json';
import type workspaceAdmin from '../features/workspace-admin/locales/pt-BR.json';
import type company from '../features/company/locales/pt-BR.json';
import type templates from '../features/templates/locales/pt-BR.json';
import type votings from '../features/votings/locales/pt-BR.json';
import type batchVotings from '../features/batch-votings/locales/pt-BR.json';
import type communications from '../features/communications/locales/pt-BR.json';

// The translation contract every feature uses (@backoffice/app-common's, typed with the operator app's keys). The i18n
// feature implements it (rosetta, on-demand dictionaries) and the app mounts it, so features depend on this shared
// module only, never on the i18n feature itself.

/** The pt-BR dictionary (the reference locale): the shell's plus each feature's own namespace. */
export type Dictionary = typeof shell &
  typeof users &
  typeof workspaceAdmin &
  typeof company &
  typeof templates &
  typeof votings &
  typeof batchVotings &
  typeof communications;

/** Every key of the pt-BR dictionary, as a string literal union. */
export type TranslationKey = Leaves<Dictionary>;
export type Translate = TranslateWith<TranslationKey>;
export { I18nContext, useCurrentLocale, type I18nValue, type TranslationParams };

/** The translate function of the current locale; components re-render when the locale changes. */
export function useT(): Translate {
  return useTranslate<TranslationKey>();
}
