import { useT, type TranslationParams } from '../../lib/i18n';
import type approvalStrings from './locales/pt-BR.json';

// The approver page's texts live in features/approval/locales/<locale>.json under the `approval` namespace; the
// portal's i18n loads them into the dictionary that the shared `useT()` reads. Their keys are typed from the pt-BR
// file here.

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ApprovalKey = Leaves<typeof approvalStrings>;
export type ApprovalT = (key: ApprovalKey, params?: TranslationParams) => string;

/** A text to show, as its key and parameters: the store decides what to say, the page translates it. */
export interface ApprovalMessage {
  key: ApprovalKey;
  params?: TranslationParams;
}

/** The translate function of the current locale, typed with the approval page's keys. */
export function useApprovalT(): ApprovalT {
  return useT() as unknown as ApprovalT;
}

export const say = (t: ApprovalT, message: ApprovalMessage | null | undefined): string | undefined =>
  message ? t(message.key, message.params) : undefined;

/** U+2068 FIRST STRONG ISOLATE … U+2069: a name keeps its own direction inside a sentence of the other one. */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
