import { useCallback } from 'react';
import { useCurrentLocale, useTranslate, type TranslateWith, type TranslationParams } from './i18n';

// Counted texts ("1 votante", "36 votantes"; Arabic has six forms), for both apps: the dictionary entry is an object
// of the locale's CLDR plural forms — exactly Intl.PluralRules(locale).resolvedOptions().pluralCategories — and the
// form for a number is the one Intl.PluralRules selects, but for Portuguese's zero (below).

/** The CLDR plural categories a counted text may have. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** The counted texts among an app's keys: the entries whose children are plural forms (every locale has `other`). */
export type PluralKeyOf<Key extends string> = Key extends `${infer Base}.other` ? Base : never;

const rules = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) rules.set(locale, (found = new Intl.PluralRules(locale)));
  return found;
}

/**
 * The plural form `count` takes in `locale`. CLDR puts Portuguese's 0 with 1 ('one': "0 votante"); Brazilian usage,
 * and the product's texts ("0 votantes" in the results), count nothing in the plural, so pt's 0 takes 'other'.
 */
export function pluralCategory(locale: string, count: number): PluralCategory {
  if (count === 0 && locale.split('-')[0] === 'pt') return 'other';
  return pluralRules(locale).select(count);
}

/** The key of the plural form a counted text takes for `count` in `locale` (the key, a dot, the category). */
export function pluralFormKey<Key extends string>(locale: string, key: PluralKeyOf<Key>, count: number): Key {
  return `${key}.${pluralCategory(locale, count)}` as Key;
}

/**
 * Translates a counted text in the current locale: the plural form for `count`, with `{{count}}` the number in the
 * locale's digits and grouping (unless `params.count` is given). Each app types it with its keys (its usePlural).
 */
export function usePluralWith<Key extends string>(): (
  key: PluralKeyOf<Key>,
  count: number,
  params?: TranslationParams,
) => string {
  const t: TranslateWith<Key> = useTranslate<Key>();
  const locale = useCurrentLocale();
  return useCallback(
    (key, count, params) => {
      const values = { count: new Intl.NumberFormat(locale).format(count), ...params };
      const form = pluralFormKey<Key>(locale, key, count);
      const text = t(form, values);
      // A form the locale does not have (the dictionaries' tests forbid it) falls back to `other`.
      return text === form ? t(`${key}.other` as Key, values) : text;
    },
    [t, locale],
  );
}
