import type { UiStrings } from '../../i18n/uiStrings';

/** What a screen reader hears after typing pauses, when the counter is on. */
export const textAreaStrings: UiStrings<'counter'> = {
  'pt-BR': { counter: '{count} de {max} caracteres' },
  en: { counter: '{count} of {max} characters' },
  es: { counter: '{count} de {max} caracteres' },
  fr: { counter: '{count} caractères sur {max}' },
  it: { counter: '{count} di {max} caratteri' },
  zh: { counter: '已输入 {count} 个字符，共 {max} 个' },
  ar: { counter: '{count} من {max} حرفًا' },
};
