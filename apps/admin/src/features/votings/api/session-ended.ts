/** Raised when a call came back without data: a 401, after which the app is already on its way to sign-in. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
}

/** The answer of a call, or SessionEndedError when there is none (401: the client does not reject on it). */
export function answered<T>(data: T | undefined): T {
  if (data === undefined) throw new SessionEndedError('The session ended during the call.');
  return data;
}
