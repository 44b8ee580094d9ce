import type { Translate, TranslationKey, TranslationParams } from '@admin/lib/i18n';

/** A text to show, as its key and parameters: stores say what to show, screens translate it in the locale. */
export interface Message {
  key: TranslationKey;
  params?: TranslationParams;
}

export const say = (t: Translate, message: Message | null | undefined): string | undefined =>
  message ? t(message.key, message.params) : undefined;
