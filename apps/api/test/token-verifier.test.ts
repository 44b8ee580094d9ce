import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtVerifier, InvalidTokenError, jwksUrl } from '../src/index.ts';
import { startHttpServer } from './support/http-server.ts';
import { createTestKeys, signIdToken, TEST_CLIENT_ID, testSubject, type TestKeys } from './support/tokens.ts';

describe('createJwtVerifier with the pool’s remote JWKS', () => {
  let keys: TestKeys;
  let server: Awaited<ReturnType<typeof startHttpServer>>;
  let issuer: string;

  beforeAll(async () => {
    keys = await createTestKeys('pool-key');
    server = await startHttpServer((request, response) => {
      if (request.url === '/local_devpool/.well-known/jwks.json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ keys: [keys.publicJwk] }));
      } else {
        response.writeHead(404).end();
      }
    });
    issuer = `${server.url}/local_devpool`;
  });
  afterAll(() => server.close());

  it('derives the JWKS URL from the issuer', () => {
    expect(jwksUrl('http://127.0.0.1:9229/local_devpool').href).toBe(
      'http://127.0.0.1:9229/local_devpool/.well-known/jwks.json',
    );
    expect(jwksUrl('https://cognito-idp.sa-east-1.amazonaws.com/sa-east-1_X/').href).toBe(
      'https://cognito-idp.sa-east-1.amazonaws.com/sa-east-1_X/.well-known/jwks.json',
    );
  });

  it('verifies an ID token against keys fetched from <issuer>/.well-known/jwks.json', async () => {
    const verifier = createJwtVerifier({ issuer, audience: TEST_CLIENT_ID });
    const token = await signIdToken(keys.privateKey, 'pool-key', 'Admin@Demo.local', { issuer });
    await expect(verifier.verify(token)).resolves.toEqual({
      issuer,
      subject: testSubject('admin@demo.local'),
      email: 'admin@demo.local',
    });
    expect(server.requests.some((r) => r.url === '/local_devpool/.well-known/jwks.json')).toBe(true);
  });

  it('the identity is the issuer and subject; the e-mail is optional and only carried along', async () => {
    const verifier = createJwtVerifier({ issuer, audience: TEST_CLIENT_ID });
    const without = await signIdToken(keys.privateKey, 'pool-key', 'admin@demo.local', {
      issuer,
      subject: 'a-subject',
      withoutEmail: true,
    });
    await expect(verifier.verify(without)).resolves.toEqual({
      issuer,
      subject: 'a-subject',
      email: undefined,
    });
  });

  it('refuses an ID token without a subject', async () => {
    const verifier = createJwtVerifier({ issuer, audience: TEST_CLIENT_ID });
    const token = await signIdToken(keys.privateKey, 'pool-key', 'admin@demo.local', {
      issuer,
      withoutSubject: true,
    });
    await expect(verifier.verify(token)).rejects.toThrow(/no sub claim/);
  });

  it('refuses a token whose key is not in the set', async () => {
    const verifier = createJwtVerifier({ issuer, audience: TEST_CLIENT_ID });
    const stranger = await createTestKeys('unknown-key');
    const token = await signIdToken(stranger.privateKey, 'unknown-key', 'admin@demo.local', { issuer });
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('an unreachable key set is a server failure, not an invalid token', async () => {
    const verifier = createJwtVerifier({
      issuer: 'http://127.0.0.1:1/local_devpool',
      audience: TEST_CLIENT_ID,
    });
    const token = await signIdToken(keys.privateKey, 'pool-key', 'admin@demo.local', {
      issuer: 'http://127.0.0.1:1/local_devpool',
    });
    const error = await verifier.verify(token).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(InvalidTokenError);
  });
});
