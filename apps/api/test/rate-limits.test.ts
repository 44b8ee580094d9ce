import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RATE_LIMITS,
  parseLimit,
  readRateLimits,
  type RateLimitSettings,
} from '../src/http/rate-limits.ts';
import { rateLimitKeyHash, sweepCounters } from '../src/http/rate-limit-store.ts';
import { expectMatchesContract, expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { startApi } from './support/harness.ts';
import { SUITE_BACKENDS, createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { insertPortalVoter, type PortalTestVoter } from './support/portal-ballot.ts';
import { insertVotingRow } from './support/voting-fixtures.ts';

// Issue 15 §4: the public endpoints' rate limits, counted in the database (every API process shares them), on both
// backends. Refusals are 429 attempt_limit with the spec's message, params.retryAfter and Retry-After.

const HOUR = 3_600_000;
const LIMITS: RateLimitSettings = {
  forgotPasswordPerAddress: { max: 2, windowMs: HOUR },
  forgotPasswordPerClient: { max: 4, windowMs: HOUR },
  portalAccessPerClient: { max: 3, windowMs: 15 * 60_000 },
  portalPinRequestsPerClient: { max: 2, windowMs: HOUR },
};
const SPEC_MESSAGE = 'O limite de tentativas foi excedido, tente novamente mais tarde';
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };

/** A client address (an IPv6 /64) of its own for each use, so tests never share counters. */
let clientCounter = 0;
const clientAddress = () => `2001:db8:${(++clientCounter).toString(16)}::${randomBytes(2).toString('hex')}`;

function expectLimited(response: LightMyRequestResponse, windowMs: number) {
  expectProblem(response, 'attempt_limit', 429);
  const body = response.json<{ title: string; params: { retryAfter: number } }>();
  expect(body.title).toBe(SPEC_MESSAGE);
  expect(body.params.retryAfter).toBeGreaterThan(0);
  expect(body.params.retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect(response.headers['retry-after']).toBe(String(body.params.retryAfter));
}

describe.each(SUITE_BACKENDS)('rate limits of the public endpoints (%s)', (backend) => {
  let testDatabase: TestDatabase;
  let api: Awaited<ReturnType<typeof startApi>>;
  /** A second API process on the same database. */
  let other: Awaited<ReturnType<typeof startApi>>;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
    api = await startApi(testDatabase.database, { rateLimits: LIMITS });
    other = await startApi(testDatabase.database, { rateLimits: LIMITS });
  });
  afterAll(async () => {
    await api?.app.close();
    await other?.app.close();
    await testDatabase?.dispose();
  });

  async function inject(
    app: typeof api,
    client: string,
    method: 'POST',
    url: string,
    body: unknown,
  ): Promise<LightMyRequestResponse> {
    const response = await app.app.inject({ method, url, payload: body as object, remoteAddress: client });
    expectMatchesContract(method, url, response);
    return response;
  }
  const forgot = (client: string, email: string, app = api) =>
    inject(app, client, 'POST', '/api/forgot-password', { email });
  const identity = (client: string, voter: PortalTestVoter, last4: string, app = api) =>
    inject(app, client, 'POST', `/api/portal/${voter.token}/identity`, { last4 });
  const pin = (client: string, voter: PortalTestVoter, value: string) =>
    inject(api, client, 'POST', `/api/portal/${voter.token}/pin`, { pin: value });

  async function openVoter(): Promise<PortalTestVoter> {
    const { votingId } = await insertVotingRow(testDatabase.database, scope, {
      status: 'open',
      opensAt: new Date(Date.now() - HOUR),
      deadline: new Date(Date.now() + 24 * HOUR),
    });
    return insertPortalVoter(testDatabase.database, { ...scope, votingId });
  }
  const wrong = (voter: PortalTestVoter) => (voter.taxId.slice(-4) === '0000' ? '1111' : '0000');

  describe('forgot-password', () => {
    it('per address: the 3rd request for one e-mail in the hour is refused, in any letter case, from any client', async () => {
      const email = `limit-${randomBytes(3).toString('hex')}@demo.local`;
      const before = api.identityGateway.calls.length;
      expect((await forgot(clientAddress(), email)).statusCode).toBe(202);
      expect((await forgot(clientAddress(), email.toUpperCase())).statusCode).toBe(202);
      expectLimited(await forgot(clientAddress(), email), HOUR);
      // The refused request never reached the pool.
      expect(api.identityGateway.calls.length - before).toBe(2);
      // Another address is not affected.
      expect((await forgot(clientAddress(), `other-${email}`)).statusCode).toBe(202);
    });

    it('per client: the 5th request from one client in the hour is refused, whatever the address', async () => {
      const client = clientAddress();
      for (let n = 0; n < 4; n += 1) {
        expect((await forgot(client, `c${n}-${randomBytes(3).toString('hex')}@demo.local`)).statusCode).toBe(
          202,
        );
      }
      expectLimited(await forgot(client, `c5-${randomBytes(3).toString('hex')}@demo.local`), HOUR);
      // Another client still may.
      expect(
        (await forgot(clientAddress(), `c6-${randomBytes(3).toString('hex')}@demo.local`)).statusCode,
      ).toBe(202);
    });

    it('IPv6 clients are counted by their /64: rotating the interface id does not escape the limit', async () => {
      const prefix = `2001:db8:ffff:${(++clientCounter).toString(16)}`;
      for (let n = 1; n <= 4; n += 1) {
        const response = await forgot(
          `${prefix}::${n}`,
          `v6-${n}-${randomBytes(3).toString('hex')}@demo.local`,
        );
        expect(response.statusCode).toBe(202);
      }
      expectLimited(await forgot(`${prefix}::99`, `v6-x-${randomBytes(3).toString('hex')}@demo.local`), HOUR);
    });

    it('the counters are shared by every API process on the database', async () => {
      const email = `shared-${randomBytes(3).toString('hex')}@demo.local`;
      expect((await forgot(clientAddress(), email, api)).statusCode).toBe(202);
      expect((await forgot(clientAddress(), email, other)).statusCode).toBe(202);
      expectLimited(await forgot(clientAddress(), email, other), HOUR);
      expectLimited(await forgot(clientAddress(), email, api), HOUR);
    });

    it('a new window starts once the last one ended', async () => {
      const email = `window-${randomBytes(3).toString('hex')}@demo.local`;
      await forgot(clientAddress(), email);
      await forgot(clientAddress(), email);
      expectLimited(await forgot(clientAddress(), email), HOUR);
      await sql`update rate_limit_counters set reset_at = now() - interval '1 second'
                where key = ${rateLimitKeyHash(`forgotPasswordPerAddress:${email}`)}`.execute(
        testDatabase.database.db,
      );
      expect((await forgot(clientAddress(), email)).statusCode).toBe(202);
    });

    it('an invalid body is refused by the contract before it counts', async () => {
      const client = clientAddress();
      for (let n = 0; n < 6; n += 1) {
        expectProblem(
          await inject(api, client, 'POST', '/api/forgot-password', { email: 'nope' }),
          'validation_failed',
          400,
        );
      }
      expect((await forgot(client, `valid-${randomBytes(3).toString('hex')}@demo.local`)).statusCode).toBe(
        202,
      );
    });
  });

  describe('voter portal', () => {
    it('identity and PIN tries from one client count together across links: the 4th is refused on any link', async () => {
      const [first, second, third] = [await openVoter(), await openVoter(), await openVoter()];
      const client = clientAddress();
      const sentBefore = api.mailer.sent.length;
      expectProblem(await identity(client, first, wrong(first)), 'identity_mismatch', 422);
      expectProblem(await pin(client, second, '000000'), 'pin_expired', 410);
      expectProblem(await identity(client, third, wrong(third)), 'identity_mismatch', 422);
      expectLimited(await identity(client, third, third.taxId.slice(-4)), 15 * 60_000);
      expectLimited(await pin(client, first, '123456'), 15 * 60_000);
      // The refused tries never reached the links: no lockout counted, no PIN sent.
      expect(api.mailer.sent.length).toBe(sentBefore);
      // Another client is not affected (and the links are not locked).
      expect((await identity(clientAddress(), third, third.taxId.slice(-4))).statusCode).toBe(202);
    });

    it('PIN requests from one client across links: the 3rd in the hour is refused', async () => {
      const voters = [await openVoter(), await openVoter(), await openVoter()];
      const client = clientAddress();
      const sentBefore = api.mailer.sent.length;
      expect((await identity(client, voters[0]!, voters[0]!.taxId.slice(-4))).statusCode).toBe(202);
      expect((await identity(client, voters[1]!, voters[1]!.taxId.slice(-4), other)).statusCode).toBe(202);
      expectLimited(await identity(client, voters[2]!, voters[2]!.taxId.slice(-4)), HOUR);
      expect(api.mailer.sent.length + other.mailer.sent.length - sentBefore).toBe(2);
    });
  });

  it('the table holds hashes, never an address or an e-mail; ended windows are swept', async () => {
    const { rows } = await sql<{
      key: string;
      hits: number;
    }>`select key, hits from rate_limit_counters`.execute(testDatabase.database.db);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.key).toMatch(/^[0-9a-f]{64}$/);
    await sql`update rate_limit_counters set reset_at = now() - interval '1 second'`.execute(
      testDatabase.database.db,
    );
    expect(await sweepCounters(testDatabase.database)).toBe(rows.length);
  });
});

describe('limits from the environment', () => {
  it('defaults, overrides as <max>/<window>, and off (never in production)', () => {
    expect(readRateLimits({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(
      readRateLimits({
        RATE_LIMIT_FORGOT_PASSWORD_PER_ADDRESS: '3/30m',
        RATE_LIMIT_PORTAL_ACCESS_PER_CLIENT: '1000/1h',
        RATE_LIMIT_PORTAL_PIN_REQUESTS_PER_CLIENT: '7 / 90s',
      }),
    ).toEqual({
      ...DEFAULT_RATE_LIMITS,
      forgotPasswordPerAddress: { max: 3, windowMs: 30 * 60_000 },
      portalAccessPerClient: { max: 1000, windowMs: HOUR },
      portalPinRequestsPerClient: { max: 7, windowMs: 90_000 },
    });
    expect(readRateLimits({ RATE_LIMITS: 'off' })).toBe(false);
    expect(() => readRateLimits({ RATE_LIMITS: 'off', NODE_ENV: 'production' })).toThrow(/production/);
  });

  it.each(['5', '5/', '0/1h', '5/1d', '-1/1h', 'x/1h', '5/0s'])('refuses "%s"', (value) => {
    expect(() => parseLimit('RATE_LIMIT_X', value)).toThrow(/RATE_LIMIT_X/);
  });
});
