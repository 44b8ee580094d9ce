import type { UiStrings } from '../../i18n/uiStrings';

export const breadcrumbsStrings: UiStrings<'label'> = {
  'pt-BR': { label: 'Trilha de navegação' },
  en: { label: 'Breadcrumb' },
  es: { label: 'Ruta de navegación' },
  fr: { label: 'Fil d’Ariane' },
  it: { label: 'Percorso di navigazione' },
  zh: { label: '面包屑导航' },
  ar: { label: 'مسار التنقل' },
};
