import { api } from '@admin/lib/api-client';

/** Asks the server to have the identity service e-mail a reset code (public call, 202 whether or not the user exists). */
export async function requestResetCode(email: string): Promise<void> {
  await api.POST('/forgot-password', { body: { email } });
}
