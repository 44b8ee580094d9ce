import type { UiStrings } from '../../i18n/uiStrings';

export const alertDialogStrings: UiStrings<'confirm' | 'cancel'> = {
  'pt-BR': { confirm: 'Confirmar', cancel: 'Cancelar' },
  en: { confirm: 'Confirm', cancel: 'Cancel' },
  es: { confirm: 'Confirmar', cancel: 'Cancelar' },
  fr: { confirm: 'Confirmer', cancel: 'Annuler' },
  it: { confirm: 'Conferma', cancel: 'Annulla' },
  zh: { confirm: '确认', cancel: '取消' },
  ar: { confirm: 'تأكيد', cancel: 'إلغاء' },
};
