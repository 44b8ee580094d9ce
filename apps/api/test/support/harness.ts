import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDatabase, type BuildAppOptions } from '../../src/index.ts';
import { expectMatchesContract } from './contract-check.ts';
import { fakeIdentityGateway } from './fake-identity-gateway.ts';
import { memoryStorage } from '../../src/storage/file-storage.ts';
import { memoryMailer, type MemoryMailer } from '../../src/mail/memory-mailer.ts';
import { createTestDatabase, type Backend, type TestDatabase } from './test-database.ts';
import { createTestKeys, type TestKeys, type TokenOptions } from './tokens.ts';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  url: string;
  /** Sign an ID token for this e-mail. */
  as?: string;
  tokenOptions?: TokenOptions;
  /** A raw Authorization header (overrides `as`). */
  authorization?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiHarness {
  app: FastifyInstance;
  database: AppDatabase;
  testDatabase: TestDatabase;
  keys: TestKeys;
  identityGateway: ReturnType<typeof fakeIdentityGateway>;
  fileStorage: ReturnType<typeof memoryStorage>;
  /** Records every e-mail the app sends; can be told to fail. */
  mailer: MemoryMailer;
  /** Injects a request; the response is checked against the contract before it is returned. */
  call(options: CallOptions): Promise<LightMyRequestResponse>;
}

export async function startApi(
  database: AppDatabase,
  extra: Partial<BuildAppOptions> = {},
): Promise<Omit<ApiHarness, 'testDatabase'>> {
  const keys = await createTestKeys();
  const identityGateway = fakeIdentityGateway();
  const fileStorage = memoryStorage();
  const mailer = memoryMailer();
  const app = await buildApp({
    database,
    tokenVerifier: keys.verifier(),
    identityGateway,
    fileStorage,
    mailer,
    // Suites call the public endpoints far more often than a client may (rate-limits.test.ts turns them on).
    rateLimits: false,
    ...extra,
  });
  const call = async ({
    method = 'GET',
    url,
    as,
    tokenOptions,
    authorization,
    body,
    headers = {},
  }: CallOptions) => {
    const auth = authorization ?? (as ? `Bearer ${await keys.sign(as, tokenOptions)}` : undefined);
    const response = await app.inject({
      method,
      url,
      headers: { ...headers, ...(auth ? { authorization: auth } : {}) },
      ...(body === undefined
        ? {}
        : typeof body === 'string'
          ? { payload: body }
          : { payload: body as object }),
    });
    expectMatchesContract(method, url, response);
    return response;
  };
  return { app, database, keys, identityGateway, fileStorage, mailer, call };
}

/**
 * One database and one app for the whole file (PGlite first open is slow), created in beforeAll.
 * Read the returned object's fields inside tests only.
 */
export function useApi(backend: Backend, extra: Partial<BuildAppOptions> = {}): ApiHarness {
  const harness = {} as ApiHarness;
  beforeAll(async () => {
    const testDatabase = await createTestDatabase(backend);
    Object.assign(harness, await startApi(testDatabase.database, extra), { testDatabase });
  });
  afterAll(async () => {
    await harness.app?.close();
    await harness.testDatabase?.dispose();
  });
  return harness;
}
