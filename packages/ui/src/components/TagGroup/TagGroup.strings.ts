import type { UiStrings } from '../../i18n/uiStrings';

export const tagGroupStrings: UiStrings<'remove' | 'empty'> = {
  'pt-BR': { remove: 'Remover', empty: 'Nenhum item' },
  en: { remove: 'Remove', empty: 'No items' },
  es: { remove: 'Quitar', empty: 'Ningún elemento' },
  fr: { remove: 'Retirer', empty: 'Aucun élément' },
  it: { remove: 'Rimuovi', empty: 'Nessun elemento' },
  zh: { remove: '移除', empty: '无项目' },
  ar: { remove: 'إزالة', empty: 'لا توجد عناصر' },
};
