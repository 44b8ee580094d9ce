import type { UiStrings } from '../../i18n/uiStrings';

/** `progress` is the compact layout's text; the statuses are read after each step's label. */
export const stepperStrings: UiStrings<'progress' | 'complete' | 'error' | 'upcoming'> = {
  'pt-BR': {
    progress: 'Etapa {current} de {total}',
    complete: 'concluída',
    error: 'com erro',
    upcoming: 'pendente',
  },
  en: {
    progress: 'Step {current} of {total}',
    complete: 'completed',
    error: 'has errors',
    upcoming: 'not started',
  },
  es: {
    progress: 'Paso {current} de {total}',
    complete: 'completado',
    error: 'con errores',
    upcoming: 'pendiente',
  },
  fr: {
    progress: 'Étape {current} sur {total}',
    complete: 'terminée',
    error: 'en erreur',
    upcoming: 'à venir',
  },
  it: {
    progress: 'Passaggio {current} di {total}',
    complete: 'completato',
    error: 'con errori',
    upcoming: 'da fare',
  },
  zh: { progress: '第 {current} 步，共 {total} 步', complete: '已完成', error: '有错误', upcoming: '未开始' },
  ar: {
    progress: 'الخطوة {current} من {total}',
    complete: 'مكتملة',
    error: 'بها أخطاء',
    upcoming: 'لم تبدأ',
  },
};
