import { describe, expect, it } from 'vitest';
import { identityErrorName, mapRecoveryError, mapSignInError } from './identityErrors.ts';

/** What Amplify v6 throws: an Error whose name is the service's exception name. */
const amplifyError = (name: string, underlyingError?: unknown) =>
  Object.assign(new Error('message from the service'), { name, underlyingError });

describe('identityErrorName', () => {
  it('reads the name of an Amplify error', () => {
    expect(identityErrorName(amplifyError('NotAuthorizedException'))).toBe('NotAuthorizedException');
  });

  it('reads code and __type, stripping a namespace and a trailing description', () => {
    expect(identityErrorName({ code: 'UserNotFoundException' })).toBe('UserNotFoundException');
    expect(identityErrorName({ __type: 'com.amazonaws.cognito#LimitExceededException' })).toBe(
      'LimitExceededException',
    );
    expect(identityErrorName({ __type: 'NotAuthorizedException:http://internal.amazon.com/' })).toBe(
      'NotAuthorizedException',
    );
  });

  it('prefers a specific name to a generic one, wherever it is', () => {
    expect(identityErrorName(Object.assign(new Error('x'), { code: 'UserNotFoundException' }))).toBe(
      'UserNotFoundException',
    );
    expect(identityErrorName({ name: 'Error', underlyingError: { name: 'TooManyRequestsException' } })).toBe(
      'TooManyRequestsException',
    );
    expect(identityErrorName(amplifyError('NetworkError', new TypeError('Failed to fetch')))).toBe(
      'NetworkError',
    );
  });

  it('gives null for values without a name', () => {
    for (const value of [undefined, null, 'NotAuthorizedException', 42, {}, { name: '' }, { name: 7 }]) {
      expect(identityErrorName(value)).toBeNull();
    }
  });
});

describe('mapSignInError', () => {
  it.each([
    ['LimitExceededException', 'attemptLimit'],
    ['TooManyFailedAttemptsException', 'attemptLimit'],
    ['TooManyRequestsException', 'attemptLimit'],
    ['UserNotFoundException', 'userNotFound'],
    ['PasswordResetRequiredException', 'passwordResetRequired'],
    ['InvalidParameterException', 'invalidCredentials'],
    ['NotAuthorizedException', 'invalidCredentials'],
    ['InvalidPasswordException', 'invalidCredentials'],
    ['UserNotConfirmedException', 'invalidCredentials'],
    ['CodeMismatchException', 'loginDefault'],
    ['InternalErrorException', 'loginDefault'],
    ['EmptySignInPassword', 'loginDefault'],
    ['UserAlreadyAuthenticatedException', 'loginDefault'],
  ] as const)('maps %s to %s', (name, code) => {
    expect(mapSignInError(amplifyError(name))).toBe(code);
    expect(mapSignInError({ __type: `com.amazonaws#${name}` })).toBe(code);
  });

  it('maps failures that name no identity error to unexpected', () => {
    expect(mapSignInError(undefined)).toBe('unexpected');
    expect(mapSignInError(null)).toBe('unexpected');
    expect(mapSignInError(new TypeError('Failed to fetch'))).toBe('unexpected');
    expect(mapSignInError(new Error('boom'))).toBe('unexpected');
    expect(mapSignInError(amplifyError('NetworkError', new TypeError('Failed to fetch')))).toBe('unexpected');
    expect(mapSignInError(amplifyError('UnknownError'))).toBe('unexpected');
    expect(mapSignInError('something failed')).toBe('unexpected');
  });
});

describe('mapRecoveryError', () => {
  it('keeps the attempt limit and folds everything else into recoveryFailed', () => {
    expect(mapRecoveryError(amplifyError('LimitExceededException'))).toBe('attemptLimit');
    expect(mapRecoveryError({ code: 'TooManyFailedAttemptsException' })).toBe('attemptLimit');
    for (const name of [
      'CodeMismatchException',
      'ExpiredCodeException',
      'InvalidPasswordException',
      'UserNotFoundException',
    ]) {
      expect(mapRecoveryError(amplifyError(name))).toBe('recoveryFailed');
    }
    expect(mapRecoveryError(new TypeError('Failed to fetch'))).toBe('recoveryFailed');
    expect(mapRecoveryError(undefined)).toBe('recoveryFailed');
  });
});
