import type { UiStrings } from '../../i18n/uiStrings';

export const tableStrings: UiStrings<'empty' | 'loading' | 'selection'> = {
  'pt-BR': { empty: 'Nenhum registro encontrado', loading: 'Carregando…', selection: 'Seleção' },
  en: { empty: 'No records found', loading: 'Loading…', selection: 'Selection' },
  es: { empty: 'No se encontraron registros', loading: 'Cargando…', selection: 'Selección' },
  fr: { empty: 'Aucun enregistrement trouvé', loading: 'Chargement…', selection: 'Sélection' },
  it: { empty: 'Nessun record trovato', loading: 'Caricamento…', selection: 'Selezione' },
  zh: { empty: '未找到记录', loading: '加载中…', selection: '选择' },
  ar: { empty: 'لم يتم العثور على سجلات', loading: 'جارٍ التحميل…', selection: 'التحديد' },
};
