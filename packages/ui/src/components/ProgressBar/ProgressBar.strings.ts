import type { UiStrings } from '../../i18n/uiStrings';

/** `{value}` and `{max}` arrive already formatted for the locale ('1.000' in pt-BR). */
export const progressBarStrings: UiStrings<'count'> = {
  'pt-BR': { count: '{value} de {max}' },
  en: { count: '{value} of {max}' },
  es: { count: '{value} de {max}' },
  fr: { count: '{value} sur {max}' },
  it: { count: '{value} di {max}' },
  zh: { count: '{value} / {max}' },
  ar: { count: '{value} من {max}' },
};
