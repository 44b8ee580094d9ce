import type { UiStrings } from '../../i18n/uiStrings';

/** Read after the field's name, so a screen reader user knows how much to type. */
export const pinFieldStrings: UiStrings<'digitsHint'> = {
  'pt-BR': { digitsHint: '{length} dígitos' },
  en: { digitsHint: '{length} digits' },
  es: { digitsHint: '{length} dígitos' },
  fr: { digitsHint: '{length} chiffres' },
  it: { digitsHint: '{length} cifre' },
  zh: { digitsHint: '{length} 位数字' },
  ar: { digitsHint: '{length} أرقام' },
};
