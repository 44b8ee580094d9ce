import type { UiStrings } from '../../../i18n/uiStrings';

export const chartStrings: UiStrings<
  'showTable' | 'showChart' | 'labelHeader' | 'valueHeader' | 'percentHeader' | 'total' | 'empty'
> = {
  'pt-BR': {
    showTable: 'Ver como tabela',
    showChart: 'Ver gráfico',
    labelHeader: 'Opção',
    valueHeader: 'Valor',
    percentHeader: 'Percentual',
    total: 'Total',
    empty: 'Sem dados para exibir',
  },
  en: {
    showTable: 'View as table',
    showChart: 'View chart',
    labelHeader: 'Option',
    valueHeader: 'Value',
    percentHeader: 'Percentage',
    total: 'Total',
    empty: 'No data to show',
  },
  es: {
    showTable: 'Ver como tabla',
    showChart: 'Ver gráfico',
    labelHeader: 'Opción',
    valueHeader: 'Valor',
    percentHeader: 'Porcentaje',
    total: 'Total',
    empty: 'No hay datos para mostrar',
  },
  fr: {
    showTable: 'Afficher le tableau',
    showChart: 'Afficher le graphique',
    labelHeader: 'Option',
    valueHeader: 'Valeur',
    percentHeader: 'Pourcentage',
    total: 'Total',
    empty: 'Aucune donnée à afficher',
  },
  it: {
    showTable: 'Mostra come tabella',
    showChart: 'Mostra grafico',
    labelHeader: 'Opzione',
    valueHeader: 'Valore',
    percentHeader: 'Percentuale',
    total: 'Totale',
    empty: 'Nessun dato da mostrare',
  },
  zh: {
    showTable: '以表格查看',
    showChart: '查看图表',
    labelHeader: '选项',
    valueHeader: '数值',
    percentHeader: '百分比',
    total: '总计',
    empty: '暂无数据',
  },
  ar: {
    showTable: 'عرض كجدول',
    showChart: 'عرض الرسم البياني',
    labelHeader: 'الخيار',
    valueHeader: 'القيمة',
    percentHeader: 'النسبة المئوية',
    total: 'الإجمالي',
    empty: 'لا توجد بيانات لعرضها',
  },
};
