import { useTranslate, type Leaves, type TranslationParams } from '@backoffice/app-common';
import type approvalStrings from './locales/pt-BR.json';

// The approver page's texts live in features/approval/locales/<locale>.json under the `approval` namespace; the
// portal's i18n loads them into the dictionary that the shared `useT()` reads. Their keys are typed from the pt-BR
// file here.

export type ApprovalKey = Leaves<typeof approvalStrings>;
export type ApprovalT = (key: ApprovalKey, params?: TranslationParams) => string;

/** A text to show, as its key and parameters: the store decides what to say, the page translates it. */
export interface ApprovalMessage {
  key: ApprovalKey;
  params?: TranslationParams;
}

/** The translate function of the current locale, typed with the approval page's keys. */
export function useApprovalT(): ApprovalT {
  return useTranslate<ApprovalKey>();
}

export const say = (t: ApprovalT, message: ApprovalMessage | null | undefined): string | undefined =>
  message ? t(message.key, message.params) : undefined;
