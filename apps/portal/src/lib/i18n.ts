import { useTranslate, type Leaves, type TranslateWith } from '@backoffice/app-common';
import type voterPortal from '../features/voter-portal/locales/pt-BR.json';
import type attorney from '../features/voter-portal/locales/attorney/pt-BR.json';
import type approval from '../features/approval/locales/pt-BR.json';
import type batch from '../features/voter-portal/locales/batch/pt-BR.json';

// The portal's translation contract: @backoffice/app-common's, typed with the portal's own keys. The portal's i18n
// (app/i18n.ts) loads the dictionaries; app/components/PortalI18nProvider.tsx puts them in the shared context.

/** The pt-BR dictionary (the reference locale): the voter portal's, the attorney pieces' and the approver page's. */
export type Dictionary = typeof voterPortal & typeof attorney & typeof approval & typeof batch;

/** Every key of the pt-BR dictionary, as a string literal union. */
export type TranslationKey = Leaves<Dictionary>;
export type Translate = TranslateWith<TranslationKey>;
export {
  I18nContext,
  useCurrentLocale,
  type I18nValue,
  type TranslationParams,
} from '@backoffice/app-common';

/** The translate function of the current locale; components re-render when the locale changes. */
export function useT(): Translate {
  return useTranslate<TranslationKey>();
}
