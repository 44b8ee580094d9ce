import type { UiStrings } from '../../i18n/uiStrings';

export type TableStringKey = 'empty' | 'loading' | 'selection' | 'selectAll' | 'selectRow';

/** `selectRow` is followed by the row header's text in the checkbox's name: 'Selecionar Ana Souza'. */
export const tableStrings: UiStrings<TableStringKey> = {
  'pt-BR': {
    empty: 'Nenhum registro encontrado',
    loading: 'Carregando…',
    selection: 'Seleção',
    selectAll: 'Selecionar tudo',
    selectRow: 'Selecionar',
  },
  en: {
    empty: 'No records found',
    loading: 'Loading…',
    selection: 'Selection',
    selectAll: 'Select all',
    selectRow: 'Select',
  },
  es: {
    empty: 'No se encontraron registros',
    loading: 'Cargando…',
    selection: 'Selección',
    selectAll: 'Seleccionar todos',
    selectRow: 'Seleccionar',
  },
  fr: {
    empty: 'Aucun enregistrement trouvé',
    loading: 'Chargement…',
    selection: 'Sélection',
    selectAll: 'Tout sélectionner',
    selectRow: 'Sélectionner',
  },
  it: {
    empty: 'Nessun record trovato',
    loading: 'Caricamento…',
    selection: 'Selezione',
    selectAll: 'Seleziona tutto',
    selectRow: 'Seleziona',
  },
  zh: { empty: '未找到记录', loading: '加载中…', selection: '选择', selectAll: '全选', selectRow: '选择' },
  ar: {
    empty: 'لم يتم العثور على سجلات',
    loading: 'جارٍ التحميل…',
    selection: 'التحديد',
    selectAll: 'تحديد الكل',
    selectRow: 'تحديد',
  },
};
