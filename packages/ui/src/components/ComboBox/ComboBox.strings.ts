import type { UiStrings } from '../../i18n/uiStrings';

export const comboBoxStrings: UiStrings<'empty' | 'loading' | 'showSuggestions'> = {
  'pt-BR': { empty: 'Nenhum resultado', loading: 'Carregando…', showSuggestions: 'Mostrar sugestões' },
  en: { empty: 'No results', loading: 'Loading…', showSuggestions: 'Show suggestions' },
  es: { empty: 'Sin resultados', loading: 'Cargando…', showSuggestions: 'Mostrar sugerencias' },
  fr: { empty: 'Aucun résultat', loading: 'Chargement…', showSuggestions: 'Afficher les suggestions' },
  it: { empty: 'Nessun risultato', loading: 'Caricamento…', showSuggestions: 'Mostra suggerimenti' },
  zh: { empty: '无结果', loading: '正在加载…', showSuggestions: '显示建议' },
  ar: { empty: 'لا توجد نتائج', loading: 'جارٍ التحميل…', showSuggestions: 'عرض الاقتراحات' },
};
