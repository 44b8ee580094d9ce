import { useLocale } from 'react-aria-components';

// The kit's own few texts (pagination, file drop, PIN, table states...) ship in the product's seven locales, so another
// product gets them with nothing but UiProvider's locale. Every component still takes props that override them.
export const uiLocales = ['pt-BR', 'en', 'es', 'fr', 'it', 'zh', 'ar'] as const;
export type UiLocale = (typeof uiLocales)[number];

/** One component's texts: every locale has every key (checked by the compiler). `{name}` marks a value. */
export type UiStrings<K extends string> = Record<UiLocale, Record<K, string>>;

/** The best of the seven for a BCP 47 tag: exact, then by language ('pt-PT' → 'pt-BR', 'en-GB' → 'en'), else pt-BR. */
export function resolveUiLocale(locale: string): UiLocale {
  const exact = uiLocales.find((candidate) => candidate.toLowerCase() === locale.toLowerCase());
  if (exact) return exact;
  const language = locale.split('-')[0]?.toLowerCase();
  return uiLocales.find((candidate) => candidate.split('-')[0] === language) ?? 'pt-BR';
}

/** Fills `{name}` markers; a marker without a value stays as written so the gap is visible. */
export function formatUiString(template: string, values?: Record<string, string | number>) {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (marker, name: string) =>
    name in values ? String(values[name]) : marker,
  );
}

/** The texts of the current UiProvider locale: `t('key', { n: 2 })`; a non-empty override (a prop) wins. */
export function useUiStrings<K extends string>(
  strings: UiStrings<K>,
  overrides?: Partial<Record<NoInfer<K>, string>>,
) {
  const { locale } = useLocale();
  const table = strings[resolveUiLocale(locale)];
  return (key: K, values?: Record<string, string | number>) =>
    formatUiString(overrides?.[key] || table[key], values);
}
