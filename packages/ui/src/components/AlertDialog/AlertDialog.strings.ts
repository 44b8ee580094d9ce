import type { UiStrings } from '../../i18n/uiStrings';

// `loading` names the busy scrim shown while the dialog's code loads (AlertDialog.tsx).
export const alertDialogStrings: UiStrings<'confirm' | 'cancel' | 'loading'> = {
  'pt-BR': { confirm: 'Confirmar', cancel: 'Cancelar', loading: 'Carregando…' },
  en: { confirm: 'Confirm', cancel: 'Cancel', loading: 'Loading…' },
  es: { confirm: 'Confirmar', cancel: 'Cancelar', loading: 'Cargando…' },
  fr: { confirm: 'Confirmer', cancel: 'Annuler', loading: 'Chargement…' },
  it: { confirm: 'Conferma', cancel: 'Annulla', loading: 'Caricamento…' },
  zh: { confirm: '确认', cancel: '取消', loading: '加载中…' },
  ar: { confirm: 'تأكيد', cancel: 'إلغاء', loading: 'جارٍ التحميل…' },
};
