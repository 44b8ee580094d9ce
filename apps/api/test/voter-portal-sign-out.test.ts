import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { VOTER_POLICY_VERSION } from '@backoffice/domain';
import { verifyChain } from '../src/audit/index.ts';
import { withWorkspace } from '../src/db/tenant.ts';
import { loadAuditChain } from '../src/services/votings/audit-log.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { insertPortalVoter, type PortalTestVoter } from './support/portal-ballot.ts';
import { insertVotingRow } from './support/voting-fixtures.ts';

// Signing out of the voter portal ("Sair", endPortalSession): always 204 with the cookie cleared for the link's
// path; the cookie's session ends only when it is the link's voter's, audited `voter.signed_out` only then.

const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const HOUR = 3_600_000;
const UA = 'Mozilla/5.0 (vitest portal sign-out)';

/** A voter of a voting with a known link token and a live session (as the PIN step leaves it). */
type Link = PortalTestVoter & { votingId: string };

/** The Set-Cookie line's parts: `name=value` first, then the attributes. */
function setCookieParts(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  expect(line, 'a Set-Cookie').toBeTruthy();
  return String(line)
    .split(';')
    .map((part) => part.trim());
}

describe.each(SUITE_BACKENDS)('voter portal sign-out (%s)', (backend) => {
  const api = useApi(backend);

  async function openVoting(): Promise<string> {
    const { votingId } = await insertVotingRow(api.database, scope, {
      status: 'open',
      opensAt: new Date(Date.now() - HOUR),
      deadline: new Date(Date.now() + 24 * HOUR),
    });
    return votingId;
  }

  async function voterLink(votingId: string): Promise<Link> {
    const voter = await insertPortalVoter(api.database, { ...scope, votingId }, { policy: false });
    return { ...voter, votingId };
  }

  const signOut = (link: Link, cookie?: string) =>
    api.call({
      method: 'DELETE',
      url: `/api/portal/${link.token}/session`,
      headers: { 'user-agent': UA, ...(cookie ? { cookie: `voter_session=${cookie}` } : {}) },
    });

  /** A voterSession operation with the cookie. */
  const acceptPolicy = (link: Link, cookie: string) =>
    api.call({
      method: 'POST',
      url: `/api/portal/${link.token}/policy-acceptance`,
      body: { version: VOTER_POLICY_VERSION, clientAddress: null },
      headers: { cookie: `voter_session=${cookie}` },
    });

  const sessionsOf = (link: Link) =>
    withWorkspace(api.database.db, scope.companyId, scope.workspaceId, (trx) =>
      trx.selectFrom('voter_sessions').select('id').where('voter_id', '=', link.voterId).execute(),
    );

  async function signedOutEntries(link: Link) {
    return withWorkspace(api.database.db, scope.companyId, scope.workspaceId, async (trx) => {
      const chain = await loadAuditChain(trx, link.votingId);
      expect(verifyChain(chain).ok, 'the chain verifies').toBe(true);
      return chain.filter((entry) => entry.action === 'voter.signed_out');
    });
  }

  /** The 204 of every sign-out: no body, the cookie cleared for this link's path with the attributes it was set with. */
  function expectCleared(response: LightMyRequestResponse, link: Link) {
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [pair, ...attributes] = setCookieParts(response);
    expect(pair).toBe('voter_session=');
    expect(attributes).toEqual(
      expect.arrayContaining(['Max-Age=0', `Path=/api/portal/${link.token}`, 'HttpOnly', 'SameSite=Strict']),
    );
    expect(attributes).not.toContain('Secure'); // PUBLIC_BASE_URL is http here
  }

  it('ends the session: cookie cleared, the old cookie refused, audited voter.signed_out, the chain verifies', async () => {
    const link = await voterLink(await openVoting());
    const cookie = link.session;
    const [session] = await sessionsOf(link);
    expect((await acceptPolicy(link, cookie)).statusCode).toBe(201);

    expectCleared(await signOut(link, cookie), link);

    expect(await sessionsOf(link)).toHaveLength(0);
    expectProblem(await acceptPolicy(link, cookie), 'voter_session_required', 401);
    expect(
      (
        await api.call({ url: `/api/portal/${link.token}`, headers: { cookie: `voter_session=${cookie}` } })
      ).json(),
    ).toMatchObject({ step: 'identity' });
    const entries = await signedOutEntries(link);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actor).toEqual({ kind: 'voter', id: link.voterId });
    expect(entries[0]!.data).toEqual({ sessionId: session!.id, remoteAddress: '127.0.0.1', userAgent: UA });
    expect(JSON.stringify(entries)).not.toContain(cookie);
  });

  it('is idempotent: twice, or without a cookie, 204 and nothing audited', async () => {
    const link = await voterLink(await openVoting());
    expectCleared(await signOut(link), link);
    expectCleared(await signOut(link, randomBytes(32).toString('base64url')), link);
    expectCleared(await signOut(link, 'not-a-session'), link);
    expect(await signedOutEntries(link)).toHaveLength(0);

    expectCleared(await signOut(link, link.session), link);
    expectCleared(await signOut(link, link.session), link);
    expect(await signedOutEntries(link)).toHaveLength(1);
  });

  it("another voter's cookie ends nothing, of this voting or of another", async () => {
    const votingId = await openVoting();
    const link = await voterLink(votingId);
    const neighbour = await voterLink(votingId);
    const elsewhere = await voterLink(await openVoting());
    const neighbourCookie = neighbour.session;
    const elsewhereCookie = elsewhere.session;

    expectCleared(await signOut(link, neighbourCookie), link);
    expectCleared(await signOut(link, elsewhereCookie), link);

    expect(await sessionsOf(neighbour)).toHaveLength(1);
    expect(await sessionsOf(elsewhere)).toHaveLength(1);
    expect((await acceptPolicy(neighbour, neighbourCookie)).statusCode).toBe(201);
    expect((await acceptPolicy(elsewhere, elsewhereCookie)).statusCode).toBe(201);
    expect(await signedOutEntries(link)).toHaveLength(0);
    expect(await signedOutEntries(neighbour)).toHaveLength(0);
    expect(await signedOutEntries(elsewhere)).toHaveLength(0);
  });

  it('an unknown link → 404, and no cookie is cleared', async () => {
    const response = await signOut({ token: randomBytes(32).toString('base64url') } as Link);
    expectProblem(response, 'not_found', 404);
    expect(response.headers['set-cookie']).toBeUndefined();
    expectProblem(
      await api.call({ method: 'DELETE', url: '/api/portal/not-a-token/session' }),
      'validation_failed',
      400,
    );
  });
});
