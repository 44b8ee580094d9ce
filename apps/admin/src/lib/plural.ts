import { useCallback } from 'react';
import { useCurrentLocale, useT, type TranslationKey, type TranslationParams } from './i18n';

// Counted texts ("1 votante", "36 votantes"; Arabic has six forms): the dictionary entry is an object of the
// locale's CLDR plural forms — exactly Intl.PluralRules(locale).resolvedOptions().pluralCategories, which the
// dictionaries' test checks — and the form for a number is the one Intl.PluralRules selects.

/** The CLDR plural categories a counted text may have. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A counted text's key: the dictionary entry whose children are plural forms (every locale has `other`). */
export type PluralKey = TranslationKey extends infer K
  ? K extends `${infer Base}.other`
    ? Base
    : never
  : never;

export type TranslatePlural = (key: PluralKey, count: number, params?: TranslationParams) => string;

const rules = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) rules.set(locale, (found = new Intl.PluralRules(locale)));
  return found;
}

/** The key of the plural form a counted text takes for `count` in `locale` (the key, a dot, the CLDR category). */
export function pluralFormKey(locale: string, key: PluralKey, count: number): TranslationKey {
  return `${key}.${pluralRules(locale).select(count)}` as TranslationKey;
}

/**
 * Translates a counted text in the current locale: the plural form for `count`, with `{{count}}` the number in the
 * locale's digits and grouping (unless `params.count` is given).
 */
export function usePlural(): TranslatePlural {
  const t = useT();
  const locale = useCurrentLocale();
  return useCallback(
    (key, count, params) => {
      const values = { count: new Intl.NumberFormat(locale).format(count), ...params };
      const form = pluralFormKey(locale, key, count);
      const text = t(form, values);
      // A form the locale does not have (the dictionaries' test forbids it) falls back to `other`.
      return text === form ? t(`${key}.other` as TranslationKey, values) : text;
    },
    [t, locale],
  );
}
