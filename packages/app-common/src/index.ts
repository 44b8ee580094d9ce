// What the operator app and the portal both need and the UI kit does not hold (it knows nothing of our dictionaries or
// pages). Each piece exists once, here.
export {
  I18nContext,
  isolate,
  useCurrentLocale,
  useTranslate,
  type I18nValue,
  type Leaves,
  type TranslateWith,
  type TranslationParams,
} from './i18n';
export { translateWithFallback } from './translate';
export { rememberLocale, storedLocale } from './locale-storage';
export { localeNames } from './locale-names';
export { focusHeadingIn } from './focus-heading';
export { saveFile } from './save-file';
export { useDocumentTitle } from './document-title';
export { visuallyHidden } from './visually-hidden.css';
export { FormMessage } from './components/FormMessage';
export { LoadErrorState, type LoadErrorStateProps } from './components/LoadErrorState';
export { LanguageButtonFace, languageButtonName } from './components/language-button';
export { LanguageMenu, type LanguageMenuProps } from './components/LanguageMenu';
export { LazyPopup, useOpenAtOnce, type LazyPopupProps, type StandInProps } from './components/lazy-popup';
export {
  PLURAL_CATEGORIES,
  pluralCategory,
  pluralFormKey,
  usePluralWith,
  type PluralCategory,
  type PluralKeyOf,
} from './plural';
