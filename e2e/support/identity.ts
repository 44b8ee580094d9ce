// The local identity's test hooks (tools/dev-stack), read from the same DATA_DIR as the product under test.
import {
  readLatestConfirmationCode,
  readTemporaryPassword,
  resetFirstAccessUser as resetFirstAccess,
  waitForConfirmationCode,
} from '../../tools/dev-stack/src/index.mjs';

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

/** The temporary password cognito-local generated for a user the API created (AdminCreateUser). */
export async function temporaryPassword(email: string): Promise<string> {
  const password = await readTemporaryPassword(email);
  if (!password) throw new Error(`${email} has no temporary password in the local pool`);
  return password;
}
