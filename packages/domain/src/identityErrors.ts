// Maps failures of the identity service (Cognito through Amplify, and cognito-local in development) to codes.
// The pt-BR texts live in the app's i18n; the codes stand for the messages of spec §8:
//
//   attemptLimit          'O limite de tentativas foi excedido, tente novamente mais tarde'
//   userNotFound          'Usuário não encontrado ou não registrado'
//   passwordResetRequired 'Realize o processo de esqueceu a senha para definir uma nova senha'
//   invalidCredentials    'Usuário não encontrado ou não cadastrado'
//   loginDefault          'Erro ao tentar efetuar login, tente novamente.'
//   unexpected            'Tivemos um problema, contate o administrador'
//   recoveryFailed        'Ocorreu um erro, verifique se o código ou a senha está correta'
//   noWorkspace           'O usuário não possui um Workspace vinculado. Por favor, entre em contato com o administrador.'

export type IdentityErrorCode =
  | 'attemptLimit'
  | 'userNotFound'
  | 'passwordResetRequired'
  | 'invalidCredentials'
  | 'loginDefault'
  | 'unexpected';

export type RecoveryErrorCode = 'attemptLimit' | 'recoveryFailed';

/** App-level refusals after a successful sign-in: the user info lists no workspace. */
export type SessionErrorCode = 'noWorkspace';

const ATTEMPT_LIMIT = new Set([
  'LimitExceededException',
  'TooManyFailedAttemptsException',
  'TooManyRequestsException',
]);

const INVALID_CREDENTIALS = new Set([
  'InvalidParameterException',
  'NotAuthorizedException',
  // cognito-local answers a wrong password with this one where Cognito answers NotAuthorizedException.
  'InvalidPasswordException',
  // Decision: an unconfirmed account is, for the person signing in, an account that is not registered yet, which
  // is what this message says. Our users are created by an administrator, so it should not happen at all, and
  // Amplify v6 usually turns it into a CONFIRM_SIGN_UP step instead of an error.
  'UserNotConfirmedException',
]);

const SIGN_IN_CODES: ReadonlyMap<string, IdentityErrorCode> = new Map([
  ...[...ATTEMPT_LIMIT].map((name) => [name, 'attemptLimit'] as const),
  ['UserNotFoundException', 'userNotFound'],
  ['PasswordResetRequiredException', 'passwordResetRequired'],
  ...[...INVALID_CREDENTIALS].map((name) => [name, 'invalidCredentials'] as const),
]);

/** Names that say nothing about identity: the JavaScript built-ins, and Amplify's own names for a failed request
 * (no network, unreadable answer). An error with only these is unexpected, not a login failure. */
const GENERIC_NAMES = new Set([
  'Error',
  'TypeError',
  'SyntaxError',
  'RangeError',
  'ReferenceError',
  'EvalError',
  'URIError',
  'AggregateError',
  'AbortError',
  'TimeoutError',
  'NetworkError',
  'Unknown',
  'UnknownError',
]);

/** 'com.amazonaws.cognito#NotAuthorizedException:http://…' → 'NotAuthorizedException'. */
function cleanName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const first = raw.split(/[,:]/)[0] ?? '';
  const name = (first.includes('#') ? first.slice(first.lastIndexOf('#') + 1) : first).trim();
  return name === '' ? null : name;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** The most specific error name found in `name`, `code`, `__type` or `underlyingError.name`, in that order: a
 * specific (non-generic) name wins over a generic one such as 'Error'. Null when there is no name at all. */
export function identityErrorName(err: unknown): string | null {
  const candidates = [
    cleanName(field(err, 'name')),
    cleanName(field(err, 'code')),
    cleanName(field(err, '__type')),
    cleanName(field(field(err, 'underlyingError'), 'name')),
  ].filter((name): name is string => name !== null);
  return candidates.find((name) => !GENERIC_NAMES.has(name)) ?? candidates[0] ?? null;
}

export function mapSignInError(err: unknown): IdentityErrorCode {
  const name = identityErrorName(err);
  if (name === null || GENERIC_NAMES.has(name)) return 'unexpected';
  return SIGN_IN_CODES.get(name) ?? 'loginDefault';
}

/** Password recovery (send code, confirm code and new password): only the attempt limit has its own message. */
export function mapRecoveryError(err: unknown): RecoveryErrorCode {
  const name = identityErrorName(err);
  return name !== null && ATTEMPT_LIMIT.has(name) ? 'attemptLimit' : 'recoveryFailed';
}
