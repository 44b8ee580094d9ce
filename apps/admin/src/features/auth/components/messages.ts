import type { IdentityErrorCode } from '@backoffice/domain';
import type { Translate, TranslationKey } from '@admin/lib/i18n';
import type { SignInNotice } from '@admin/stores/auth';
import type { RecoveryError } from '../stores/password-recovery';

// Codes from the domain and the stores → the catalogue texts of spec §8 (in the i18n dictionaries).
export const signInErrorKeys: Record<IdentityErrorCode, TranslationKey> = {
  attemptLimit: 'errors.attemptLimit',
  userNotFound: 'errors.userNotFound',
  passwordResetRequired: 'errors.passwordResetRequired',
  invalidCredentials: 'errors.invalidCredentials',
  loginDefault: 'errors.loginDefault',
  unexpected: 'errors.unexpected',
};

export const noticeKeys: Record<SignInNotice, TranslationKey> = {
  noWorkspace: 'errors.noWorkspace',
  unexpected: 'errors.unexpected',
  passwordChanged: 'auth.recovery.passwordChanged',
};

export const recoveryErrorKeys: Record<RecoveryError, TranslationKey> = {
  attemptLimit: 'errors.attemptLimit',
  recoveryFailed: 'errors.recoveryFailed',
  unexpected: 'errors.unexpected',
};

export const validationKeys = {
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  passwordRequired: 'validation.passwordRequired',
  passwordsMismatch: 'validation.passwordsMismatch',
  codeRequired: 'validation.codeRequired',
} as const satisfies Record<string, TranslationKey>;

export type ValidationCode = keyof typeof validationKeys;

/** A field's validation code → its translated error message; no code, no message. */
export function validationMessage(t: Translate, code: ValidationCode | undefined): string | undefined {
  return code ? t(validationKeys[code]) : undefined;
}
