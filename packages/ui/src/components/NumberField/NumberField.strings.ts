import type { UiStrings } from '../../i18n/uiStrings';

/** Names of the step buttons; the field's label is appended by React Aria ("Aumentar Quantidade"). */
export const numberFieldStrings: UiStrings<'increment' | 'decrement'> = {
  'pt-BR': { increment: 'Aumentar', decrement: 'Diminuir' },
  en: { increment: 'Increase', decrement: 'Decrease' },
  es: { increment: 'Aumentar', decrement: 'Disminuir' },
  fr: { increment: 'Augmenter', decrement: 'Diminuer' },
  it: { increment: 'Aumenta', decrement: 'Diminuisci' },
  zh: { increment: '增加', decrement: '减少' },
  ar: { increment: 'زيادة', decrement: 'إنقاص' },
};
