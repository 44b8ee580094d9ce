import type { UiStrings } from '../../i18n/uiStrings';

/** `region` names the landmark; the tone names are read before each title (the icon alone is not spoken). */
export const toastStrings: UiStrings<'region' | 'close' | 'success' | 'error' | 'warning' | 'info'> = {
  'pt-BR': {
    region: 'Notificações',
    close: 'Fechar',
    success: 'Sucesso',
    error: 'Erro',
    warning: 'Atenção',
    info: 'Informação',
  },
  en: {
    region: 'Notifications',
    close: 'Close',
    success: 'Success',
    error: 'Error',
    warning: 'Warning',
    info: 'Info',
  },
  es: {
    region: 'Notificaciones',
    close: 'Cerrar',
    success: 'Éxito',
    error: 'Error',
    warning: 'Atención',
    info: 'Información',
  },
  fr: {
    region: 'Notifications',
    close: 'Fermer',
    success: 'Succès',
    error: 'Erreur',
    warning: 'Attention',
    info: 'Information',
  },
  it: {
    region: 'Notifiche',
    close: 'Chiudi',
    success: 'Operazione riuscita',
    error: 'Errore',
    warning: 'Attenzione',
    info: 'Informazione',
  },
  zh: { region: '通知', close: '关闭', success: '成功', error: '错误', warning: '警告', info: '提示' },
  ar: {
    region: 'الإشعارات',
    close: 'إغلاق',
    success: 'تم بنجاح',
    error: 'خطأ',
    warning: 'تنبيه',
    info: 'معلومة',
  },
};
