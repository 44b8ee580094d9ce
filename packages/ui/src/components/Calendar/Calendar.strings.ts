import type { UiStrings } from '../../i18n/uiStrings';

/** Names of the month navigation buttons (Calendar, RangeCalendar and the pickers' popovers). */
export const calendarStrings: UiStrings<'previousMonth' | 'nextMonth'> = {
  'pt-BR': { previousMonth: 'Mês anterior', nextMonth: 'Próximo mês' },
  en: { previousMonth: 'Previous month', nextMonth: 'Next month' },
  es: { previousMonth: 'Mes anterior', nextMonth: 'Mes siguiente' },
  fr: { previousMonth: 'Mois précédent', nextMonth: 'Mois suivant' },
  it: { previousMonth: 'Mese precedente', nextMonth: 'Mese successivo' },
  zh: { previousMonth: '上个月', nextMonth: '下个月' },
  ar: { previousMonth: 'الشهر السابق', nextMonth: 'الشهر التالي' },
};
