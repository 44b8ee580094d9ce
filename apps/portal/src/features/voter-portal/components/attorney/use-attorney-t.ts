import { isolate, useTranslate, type Leaves, type TranslationParams } from '@backoffice/app-common';
import type attorneyStrings from '../../locales/attorney/pt-BR.json';

// The attorney pieces' texts live in features/voter-portal/locales/attorney/<locale>.json under the `attorney`
// namespace; the portal's i18n merges them into the dictionary that the shared `useT()` reads. Their keys are typed
// from the pt-BR file here, so these components do not depend on how the portal types its own dictionary.

export type AttorneyKey = Leaves<typeof attorneyStrings>;
export type AttorneyT = (key: AttorneyKey, params?: TranslationParams) => string;

/**
 * A text to show, as its key and parameters: handlers decide what to say, the render translates it. Or a text already
 * in the page's language, from packages/domain (the voter import's sentences, voterImportText).
 */
export type AttorneyMessage = { key: AttorneyKey; params?: TranslationParams } | { text: string };

/** The translate function of the current locale, typed with the attorney texts' keys. */
export function useAttorneyT(): AttorneyT {
  return useTranslate<AttorneyKey>();
}

/** The message in the current locale, each text parameter isolated. */
export function say(t: AttorneyT, message: AttorneyMessage | null | undefined): string | undefined {
  if (!message) return undefined;
  if ('text' in message) return message.text;
  const params = message.params
    ? Object.fromEntries(
        Object.entries(message.params).map(([name, value]) => [
          name,
          typeof value === 'string' ? isolate(value) : value,
        ]),
      )
    : undefined;
  return t(message.key, params);
}
