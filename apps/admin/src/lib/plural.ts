import { pluralFormKey as formKey, usePluralWith, type PluralKeyOf } from '@backoffice/app-common';
import type { TranslationKey, TranslationParams } from './i18n';

// Counted texts ("1 votante", "36 votantes"; Arabic has six forms): app-common's plural forms (shared with the
// portal), typed with the admin's keys. The dictionary entry is an object of the locale's CLDR plural forms — the
// dictionaries' test (features/i18n/locales.test.ts) checks them.

export { PLURAL_CATEGORIES, type PluralCategory } from '@backoffice/app-common';

/** A counted text's key: the dictionary entry whose children are plural forms (every locale has `other`). */
export type PluralKey = PluralKeyOf<TranslationKey>;

export type TranslatePlural = (key: PluralKey, count: number, params?: TranslationParams) => string;

/** The key of the plural form a counted text takes for `count` in `locale` (the key, a dot, the category). */
export const pluralFormKey = (locale: string, key: PluralKey, count: number): TranslationKey =>
  formKey<TranslationKey>(locale, key, count);

/**
 * Translates a counted text in the current locale: the plural form for `count`, with `{{count}}` the number in the
 * locale's digits and grouping (unless `params.count` is given).
 */
export const usePlural: () => TranslatePlural = usePluralWith<TranslationKey>;
