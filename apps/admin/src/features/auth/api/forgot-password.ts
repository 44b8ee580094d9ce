import { ApiError } from '@backoffice/api-client';
import { api } from '@admin/lib/api-client';

/** Asks the server to have the identity service e-mail a reset code (public call, 202 whether or not the user exists). */
export async function requestResetCode(email: string): Promise<void> {
  await api.POST('/forgot-password', { body: { email } });
}

/** Whether the server refused the request for too many attempts (its 429 `attempt_limit`). */
export function isAttemptLimit(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'attempt_limit';
}
