// The local identity's test hooks (tools/dev-stack), read from the same DATA_DIR as the product under test.
import { expect } from '@playwright/test';
import {
  readLatestConfirmationCode,
  readTemporaryPassword,
  resetFirstAccessUser as resetFirstAccess,
  waitForConfirmationCode,
} from '../../tools/dev-stack/src/index.mjs';
import { nextMessage } from './portal-mail';

export async function resetFirstAccessUser(): Promise<void> {
  await resetFirstAccess();
}

/** Reads the code cognito-local stored before the request, so the wait returns only the new one. */
export async function previousConfirmationCode(email: string): Promise<string | null> {
  return readLatestConfirmationCode(email);
}

export async function readConfirmationCode(email: string, previous: string | null = null): Promise<string> {
  return waitForConfirmationCode(email, { previous });
}

/**
 * The temporary password of a user the API created, as the user gets it: from the invitation in the SMTP sink (with
 * a local pool the API sends it, issue 16). The pool must hold the same one, still to be changed.
 */
export async function temporaryPassword(email: string): Promise<string> {
  const invitation = await nextMessage(email, (message) => message.subject === 'Seu acesso ao Backoffice');
  const password = /Senha temporária: (\S+)/.exec(invitation.text)?.[1];
  if (!password) throw new Error(`The invitation to ${email} has no temporary password:\n${invitation.text}`);
  expect(await readTemporaryPassword(email)).toBe(password);
  return password;
}
