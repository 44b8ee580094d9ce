import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_POOL_ID, readTemporaryPassword } from '../src/local-identity.mjs';
import * as devStack from '../src/index.mjs';

// What cognito-local 5.3 writes for users made by AdminCreateUser (username = sub, e-mail as an attribute).
const poolUser = (email: string, status: string, password: string) => ({
  Username: `sub-${email}`,
  Password: password,
  Attributes: [
    { Name: 'email', Value: email },
    { Name: 'email_verified', Value: 'true' },
  ],
  Enabled: true,
  UserStatus: status,
});

describe('readTemporaryPassword', () => {
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'dev-stack-temp-password-'));
    await mkdir(path.join(workDir, '.cognito', 'db'), { recursive: true });
    await writeFile(
      path.join(workDir, '.cognito', 'db', `${LOCAL_POOL_ID}.json`),
      JSON.stringify({
        Users: {
          a: poolUser('nova@demo.local', 'FORCE_CHANGE_PASSWORD', 'x7Kp!2'),
          b: poolUser('ja-entrou@demo.local', 'CONFIRMED', 'Minha@Senha1'),
        },
        Options: { Id: LOCAL_POOL_ID },
      }),
    );
  });
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it('reads the generated password of a user that has not signed in yet, whatever the case of the e-mail', async () => {
    await expect(readTemporaryPassword('Nova@Demo.LOCAL', { workDir })).resolves.toBe('x7Kp!2');
  });

  it('gives null once the user has a password of their own (never a permanent password)', async () => {
    await expect(readTemporaryPassword('ja-entrou@demo.local', { workDir })).resolves.toBeNull();
  });

  it('fails for a user the pool does not have', async () => {
    await expect(readTemporaryPassword('ninguem@demo.local', { workDir })).rejects.toThrow(/not in the pool/);
  });

  it('is exported for the e2e from the package entry', () => {
    expect(devStack.readTemporaryPassword).toBe(readTemporaryPassword);
  });
});
