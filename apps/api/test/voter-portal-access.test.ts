import { createHash, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOTER_POLICY_VERSION } from '@backoffice/domain';
import { verifyChain } from '../src/audit/index.ts';
import { withWorkspace } from '../src/db/tenant.ts';
import { loadAuditChain } from '../src/services/votings/audit-log.ts';
import { linkTokenHash } from '../src/services/voting-dispatch/link-token.ts';
import { expectMatchesContract, expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { startApi, useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import {
  cnpjOf,
  cpfOf,
  insertVoterRow,
  insertVotingRow,
  type VotingRowOptions,
} from './support/voting-fixtures.ts';

// The voter portal's way in (issue 6, operations 1, 2, 3, 5, 6): the link's voting, the last-4 check and its
// lockout, the e-mailed PIN, the session cookie, the voting's documents and the policy acceptance. Every answer is
// checked against the contract (the harness's call, or expectMatchesContract for raw injections).

const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
const otherScope = { companyId: demo.other.id, workspaceId: demo.outraMesa.id };
const HOUR = 3_600_000;
const PDF = Buffer.from('%PDF-1.4\n% portal\n%%EOF\n');
const UA = 'Mozilla/5.0 (vitest portal)';

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The Set-Cookie's `voter_session` value and attributes. */
function sessionCookieOf(response: LightMyRequestResponse) {
  const header = response.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  expect(line, 'a Set-Cookie').toBeTruthy();
  const [pair, ...attributes] = String(line)
    .split(';')
    .map((part) => part.trim());
  const [name, value] = pair!.split('=');
  return { name, value: value!, attributes };
}

describe.each(SUITE_BACKENDS)('voter portal access (%s)', (backend) => {
  const api = useApi(backend);

  interface Link {
    token: string;
    votingId: string;
    voterId: string;
    taxId: string;
    email: string;
    scope: typeof scope;
  }

  async function openVoting(options: VotingRowOptions = {}, where = scope) {
    return insertVotingRow(api.database, where, {
      status: 'open',
      opensAt: new Date(Date.now() - HOUR),
      deadline: new Date(Date.now() + 24 * HOUR),
      title: 'AGE <b>Fundo</b> & Cia',
      ...options,
    });
  }

  /** A voter of the voting whose link token we know. */
  async function voterLink(
    votingId: string,
    options: { taxId?: string; voided?: boolean; name?: string } = {},
    where = scope,
  ): Promise<Link> {
    const taxId = options.taxId ?? cpfOf(Math.floor(Math.random() * 900_000_000));
    const email = `portal-${randomBytes(4).toString('hex')}@example.test`;
    const { voterId } = await insertVoterRow(
      api.database,
      { ...where, votingId },
      { taxId, email, voided: options.voided, name: options.name ?? 'Maria da Silva' },
    );
    const token = newToken();
    await withWorkspace(api.database.db, where.companyId, where.workspaceId, (trx) =>
      trx
        .updateTable('voters')
        .set({ token_hash: linkTokenHash(token) })
        .where('id', '=', voterId)
        .execute(),
    );
    return { token, votingId, voterId, taxId, email, scope: where };
  }

  async function openLink(options: VotingRowOptions = {}) {
    const { votingId } = await openVoting(options);
    return voterLink(votingId);
  }

  const inWorkspace = <T>(link: Link, work: Parameters<typeof withWorkspace<T>>[3]) =>
    withWorkspace(api.database.db, link.scope.companyId, link.scope.workspaceId, work);

  const last4 = (link: Link) => link.taxId.slice(-4);
  const identity = (link: Link, value: string, headers: Record<string, string> = {}) =>
    api.call({
      method: 'POST',
      url: `/api/portal/${link.token}/identity`,
      body: { last4: value },
      headers: { 'user-agent': UA, ...headers },
    });
  const pinCall = (link: Link, pin: string, headers: Record<string, string> = {}) =>
    api.call({
      method: 'POST',
      url: `/api/portal/${link.token}/pin`,
      body: { pin },
      headers: { 'user-agent': UA, ...headers },
    });
  const getVoting = (link: Link, cookie?: string) =>
    api.call({
      url: `/api/portal/${link.token}`,
      headers: cookie ? { cookie: `voter_session=${cookie}` } : {},
    });

  /** The PIN of the last e-mail sent to the link's voter. */
  function lastPin(link: Link): string {
    const mail = api.mailer.sent.filter((m) => m.to === link.email).at(-1);
    expect(mail, 'a PIN e-mail').toBeDefined();
    return /\b(\d{6})\b/.exec(mail!.text)![1]!;
  }

  /** Both steps: a live session's cookie value. */
  async function signIn(link: Link): Promise<string> {
    expect((await identity(link, last4(link))).statusCode).toBe(202);
    const response = await pinCall(link, lastPin(link));
    expect(response.statusCode).toBe(200);
    return sessionCookieOf(response).value;
  }

  const wrongLast4 = (link: Link) => (last4(link) === '0000' ? '1111' : '0000');
  const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

  /** The link's two counts of wrong tries (the last 4s', the PINs'); undefined before any try was kept. */
  const counts = (link: Link) =>
    inWorkspace(link, (trx) =>
      trx
        .selectFrom('voter_access')
        .select(['failed_attempts', 'pin_failed_attempts'])
        .where('voter_id', '=', link.voterId)
        .executeTakeFirst(),
    );

  /** Makes the last PIN 31 s old: a new one may be asked for at once. */
  const pastTheWait = (link: Link) =>
    inWorkspace(link, (trx) =>
      trx
        .updateTable('voter_access')
        .set({ pin_sent_at: new Date(Date.now() - 31_000) })
        .where('voter_id', '=', link.voterId)
        .execute(),
    );

  async function auditActions(link: Link) {
    return inWorkspace(link, async (trx) => {
      const chain = await loadAuditChain(trx, link.votingId);
      expect(verifyChain(chain).ok, 'the chain verifies').toBe(true);
      return chain;
    });
  }

  async function documentOf(link: Link, name = 'Edital da AGE.pdf') {
    const key = `voting-document-${randomBytes(8).toString('hex')}.pdf`;
    await api.fileStorage.put(key, PDF);
    return inWorkspace(link, async (trx) => {
      const row = await trx
        .insertInto('voting_documents')
        .values({
          company_id: link.scope.companyId,
          workspace_id: link.scope.workspaceId,
          voting_id: link.votingId,
          name,
          content_type: 'application/pdf',
          size: PDF.length,
          sha256: createHash('sha256').update(PDF).digest('hex'),
          storage_key: key,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  describe('the link (getPortalVoting)', () => {
    it('answers the voting, its company and the voter step; unknown, rotated, malformed and draft links do not', async () => {
      const link = await openLink();
      const response = await getVoting(link);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        title: 'AGE <b>Fundo</b> & Cia',
        description: '',
        state: 'open',
        company: { name: demo.company.name },
        taxIdType: 'CPF',
        voterFirstName: 'Maria',
        step: 'identity',
        pinSentTo: null,
        lockedUntil: null,
        hasVoted: false,
      });

      expectProblem(await api.call({ url: `/api/portal/${newToken()}` }), 'not_found', 404);
      expectProblem(await api.call({ url: '/api/portal/not-a-token' }), 'validation_failed', 400);
      // A rotated link (resend with a new link) no longer hashes to anything.
      await inWorkspace(link, (trx) =>
        trx
          .updateTable('voters')
          .set({ token_hash: linkTokenHash(newToken()), token_version: 2 })
          .where('id', '=', link.voterId)
          .execute(),
      );
      expectProblem(await getVoting(link), 'not_found', 404);
      expectProblem(await identity(link, last4(link)), 'not_found', 404);

      const { votingId } = await insertVotingRow(api.database, scope, { status: 'draft' });
      const draft = await voterLink(votingId);
      expectProblem(await getVoting(draft), 'not_found', 404);
    });

    it('shows a scheduled, closed or cancelled voting and a voided voter as such, and refuses their access steps', async () => {
      const scheduled = await voterLink(
        (
          await insertVotingRow(api.database, scope, {
            status: 'scheduled',
            opensAt: new Date(Date.now() + HOUR),
            deadline: new Date(Date.now() + 24 * HOUR),
          })
        ).votingId,
      );
      const closed = await voterLink(
        (
          await insertVotingRow(api.database, scope, {
            status: 'closed',
            deadline: new Date(Date.now() - HOUR),
          })
        ).votingId,
      );
      const cancelled = await voterLink(
        (await insertVotingRow(api.database, scope, { status: 'cancelled' })).votingId,
      );
      // Open in the database, but its deadline has passed: settled to closed on the way.
      const lapsed = await voterLink(
        (
          await insertVotingRow(api.database, scope, {
            status: 'open',
            opensAt: new Date(Date.now() - 2 * HOUR),
            deadline: new Date(Date.now() - 60_000),
          })
        ).votingId,
      );
      for (const [link, state] of [
        [scheduled, 'scheduled'],
        [closed, 'closed'],
        [cancelled, 'cancelled'],
        [lapsed, 'closed'],
      ] as const) {
        expect((await getVoting(link)).json().state).toBe(state);
        expectProblem(await identity(link, last4(link)), 'invalid_state', 409);
        expectProblem(await pinCall(link, '123456'), 'invalid_state', 409);
      }

      const { votingId } = await openVoting();
      const voided = await voterLink(votingId, { voided: true });
      expect((await getVoting(voided)).json().state).toBe('voided');
      expectProblem(await identity(voided, last4(voided)), 'voter_voided', 403);
      expectProblem(await pinCall(voided, '123456'), 'voter_voided', 403);
      expect(api.mailer.sent.filter((m) => m.to === voided.email)).toHaveLength(0);
    });
  });

  describe('identity (last 4) and PIN', () => {
    it('e-mails a 6-digit PIN for the right last 4, masked in the answer, escaped in the HTML, with a text part', async () => {
      const link = await openLink();
      const before = Date.now();
      const response = await identity(link, last4(link));
      expect(response.statusCode).toBe(202);
      const body = response.json();
      expect(body.pinSentTo).toBe(`${link.email[0]}***@example.test`);
      const expiresIn = new Date(body.expiresAt).getTime() - before;
      expect(expiresIn).toBeGreaterThan(9.9 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(10 * 60_000 + 5_000);

      const mails = api.mailer.sent.filter((m) => m.to === link.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('Seu código de acesso');
      const pin = lastPin(link);
      expect(pin).toMatch(/^\d{6}$/);
      expect(mail.html).toContain(pin);
      expect(mail.html).toContain('AGE &lt;b&gt;Fundo&lt;/b&gt; &amp; Cia');
      expect(mail.html).not.toContain('<b>Fundo</b>');
      expect(mail.text).toContain('"AGE <b>Fundo</b> & Cia"');
      expect(mail.text).toContain('10 minutos');

      // Stored as a keyed hash, never as the PIN.
      const challenge = await inWorkspace(link, (trx) =>
        trx
          .selectFrom('voter_pin_challenges')
          .selectAll()
          .where('voter_id', '=', link.voterId)
          .executeTakeFirstOrThrow(),
      );
      expect(challenge.pin_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(challenge)).not.toContain(pin);
      expect(challenge.pin_hash).not.toBe(createHash('sha256').update(pin).digest('hex'));

      const view = (await getVoting(link)).json();
      expect(view).toMatchObject({ step: 'pin', pinSentTo: body.pinSentTo });
    });

    it('accepts the letters of an alphanumeric CNPJ in any case', async () => {
      const { votingId } = await openVoting();
      const link = await voterLink(votingId, { taxId: '12ABC34501DE35' });
      expect((await identity(link, 'de35')).statusCode).toBe(202);
      const numeric = await voterLink(votingId, { taxId: cnpjOf(77) });
      expect((await identity(numeric, cnpjOf(77).slice(-4))).statusCode).toBe(202);
    });

    it('sends a new PIN at most every 30 s (429 pin_resend_too_soon with the wait), and the new one replaces the old', async () => {
      const link = await openLink();
      expect((await identity(link, last4(link))).statusCode).toBe(202);
      const first = lastPin(link);
      const again = await identity(link, last4(link));
      expectProblem(again, 'pin_resend_too_soon', 429);
      const retryAfter = again.json().params.retryAfter;
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(30);
      expect(again.headers['retry-after']).toBe(String(retryAfter));
      // Not a wrong try: nothing counted.
      await inWorkspace(link, (trx) =>
        trx
          .updateTable('voter_access')
          .set({ pin_sent_at: new Date(Date.now() - 31_000) })
          .where('voter_id', '=', link.voterId)
          .execute(),
      );
      expect((await identity(link, last4(link))).statusCode).toBe(202);
      const second = lastPin(link);
      if (second !== first) expectProblem(await pinCall(link, first), 'pin_mismatch', 422);
      expect((await pinCall(link, second)).statusCode).toBe(200);
    });

    it('sends at most 5 PINs an hour to a voter (429 pin_send_limit with the wait), counting no try, until the oldest is an hour old', async () => {
      const link = await openLink();
      // The 30 s wait is not what this test is about: the last PIN is made 31 s old before each request.
      for (let sent = 0; sent < 5; sent++) {
        expect((await identity(link, last4(link))).statusCode).toBe(202);
        await pastTheWait(link);
      }
      const mails = () => api.mailer.sent.filter((m) => m.to === link.email).length;
      expect(mails()).toBe(5);
      const sixth = await identity(link, last4(link));
      expectProblem(sixth, 'pin_send_limit', 429);
      expect(sixth.json().title).toBe(
        'Você já pediu o máximo de códigos de acesso desta hora; aguarde para pedir outro',
      );
      const { limit, retryAfter } = sixth.json().params;
      expect(limit).toBe(5);
      expect(retryAfter).toBeGreaterThan(59 * 60);
      expect(retryAfter).toBeLessThanOrEqual(60 * 60);
      expect(sixth.headers['retry-after']).toBe(String(retryAfter));
      // A wrong last 4 meanwhile is refused the same way and not counted as a try.
      expectProblem(await identity(link, wrongLast4(link)), 'pin_send_limit', 429);
      const access = () =>
        inWorkspace(link, (trx) =>
          trx
            .selectFrom('voter_access')
            .select(['failed_attempts', 'pin_sends'])
            .where('voter_id', '=', link.voterId)
            .executeTakeFirstOrThrow(),
        );
      expect((await access()).failed_attempts).toBe(0);
      expect(mails()).toBe(5);
      // The PIN already sent still opens the session.
      expect((await pinCall(link, lastPin(link))).statusCode).toBe(200);

      // An hour after the first send, one more may go; older sends are dropped as it is recorded.
      const sends = (await access()).pin_sends.map((sent) => new Date(sent).getTime()).sort((a, b) => a - b);
      expect(sends).toHaveLength(5);
      await inWorkspace(link, (trx) =>
        trx
          .updateTable('voter_access')
          .set({
            pin_sends: [new Date(Date.now() - 61 * 60_000), ...sends.slice(1).map((sent) => new Date(sent))],
          })
          .where('voter_id', '=', link.voterId)
          .execute(),
      );
      expect((await identity(link, last4(link))).statusCode).toBe(202);
      expect((await access()).pin_sends).toHaveLength(5);
      await pastTheWait(link);
      expectProblem(await identity(link, last4(link)), 'pin_send_limit', 429);
    });

    it('counts wrong last 4s: 422 with the attempts left, the 5th locks the link 15 minutes (audited), the right one is then refused too', async () => {
      const link = await openLink();
      for (const left of [4, 3, 2, 1]) {
        const response = await identity(link, wrongLast4(link));
        expectProblem(response, 'identity_mismatch', 422);
        expect(response.json().params).toEqual({ attemptsLeft: left });
      }
      const fifth = await identity(link, wrongLast4(link), { 'x-forwarded-for': '198.51.100.1' });
      expectProblem(fifth, 'link_locked', 429);
      const lockedUntil = new Date(fifth.json().params.lockedUntil).getTime();
      expect(lockedUntil - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(lockedUntil - Date.now()).toBeLessThanOrEqual(15 * 60_000);
      expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(14 * 60);

      const right = await identity(link, last4(link));
      expectProblem(right, 'link_locked', 429);
      expect(right.json().params.lockedUntil).toBe(fifth.json().params.lockedUntil);
      expect(api.mailer.sent.filter((m) => m.to === link.email)).toHaveLength(0);
      expect((await getVoting(link)).json().lockedUntil).toBe(fifth.json().params.lockedUntil);

      const chain = await auditActions(link);
      const locked = chain.filter((entry) => entry.action === 'voter.access_locked');
      expect(locked).toHaveLength(1);
      expect(locked[0]!.actor).toEqual({ kind: 'voter', id: link.voterId });
      expect(locked[0]!.data).toMatchObject({
        step: 'identity',
        lockedUntil: fifth.json().params.lockedUntil,
        remoteAddress: '127.0.0.1', // TRUST_PROXY is off: the forwarded header is not believed
        userAgent: UA,
      });

      // Once the lock is over, the count starts again.
      await inWorkspace(link, (trx) =>
        trx
          .updateTable('voter_access')
          .set({ locked_until: new Date(Date.now() - 1000) })
          .where('voter_id', '=', link.voterId)
          .execute(),
      );
      expect((await identity(link, wrongLast4(link))).json().params).toEqual({ attemptsLeft: 4 });
      expect((await identity(link, last4(link))).statusCode).toBe(202);
    });

    it('counts wrong PINs apart from wrong last 4s (5 each), and discards the PIN when they lock the link', async () => {
      const link = await openLink();
      for (const left of [4, 3]) {
        const response = await identity(link, wrongLast4(link));
        expect(response.json().params).toEqual({ attemptsLeft: left });
      }
      expect((await identity(link, last4(link))).statusCode).toBe(202);
      const pin = lastPin(link);
      // The first wrong PIN has all of the PIN's tries but one left, whatever happened at the last 4.
      for (const left of [4, 3, 2, 1]) {
        const response = await pinCall(link, wrongPin(pin));
        expectProblem(response, 'pin_mismatch', 422);
        expect(response.json().params).toEqual({ attemptsLeft: left });
      }
      const attempts = await inWorkspace(link, (trx) =>
        trx
          .selectFrom('voter_pin_challenges')
          .select('attempts')
          .where('voter_id', '=', link.voterId)
          .executeTakeFirstOrThrow(),
      );
      expect(attempts.attempts).toBe(4);
      expectProblem(await pinCall(link, wrongPin(pin)), 'link_locked', 429);
      expectProblem(await pinCall(link, pin), 'link_locked', 429);
      expectProblem(await identity(link, last4(link)), 'link_locked', 429);
      const locked = (await auditActions(link)).filter((e) => e.action === 'voter.access_locked');
      expect(locked.map((e) => [e.data.step, e.data.failedAttempts])).toEqual([['pin', 5]]);

      await inWorkspace(link, (trx) =>
        trx
          .updateTable('voter_access')
          .set({ locked_until: new Date(Date.now() - 1000) })
          .where('voter_id', '=', link.voterId)
          .execute(),
      );
      // The PIN went with the lock: a new one is needed; the PIN's count started again.
      expectProblem(await pinCall(link, pin), 'pin_expired', 410);
      await pastTheWait(link);
      expect((await identity(link, last4(link))).statusCode).toBe(202);
      expect((await pinCall(link, wrongPin(lastPin(link)))).json().params).toEqual({ attemptsLeft: 4 });
    });

    it('starts the last 4s’ count again at the right ones, but never the PIN’s at a new PIN; a sign-in starts both', async () => {
      const link = await openLink();
      expect((await identity(link, wrongLast4(link))).json().params).toEqual({ attemptsLeft: 4 });
      expect((await identity(link, wrongLast4(link))).json().params).toEqual({ attemptsLeft: 3 });
      expect((await identity(link, last4(link))).statusCode).toBe(202);
      expect((await pinCall(link, wrongPin(lastPin(link)))).json().params).toEqual({ attemptsLeft: 4 });
      expect((await pinCall(link, wrongPin(lastPin(link)))).json().params).toEqual({ attemptsLeft: 3 });
      await pastTheWait(link);
      // Back at the last 4 (a new code): its count starts from the right answer, the PIN's goes on.
      expect((await identity(link, wrongLast4(link))).json().params).toEqual({ attemptsLeft: 4 });
      expect((await identity(link, last4(link))).statusCode).toBe(202);
      expect((await pinCall(link, wrongPin(lastPin(link)))).json().params).toEqual({ attemptsLeft: 2 });
      expect(await counts(link)).toEqual({ failed_attempts: 0, pin_failed_attempts: 3 });
      expect((await pinCall(link, lastPin(link))).statusCode).toBe(200);
      expect(await counts(link)).toEqual({ failed_attempts: 0, pin_failed_attempts: 0 });
    });

    it('refuses a letter in a CPF’s last 4, a CNPJ’s check digits or the PIN as malformed (400), counting no try', async () => {
      const link = await openLink();
      for (const value of ['12a4', 'abcd', '１２３４']) {
        const response = await api.call({
          method: 'POST',
          url: `/api/portal/${link.token}/identity`,
          body: { last4: value },
          headers: { 'user-agent': UA },
          // A full-width digit is refused by the contract's pattern before the rule: either way a 400.
        });
        expectProblem(response, 'validation_failed', 400);
        if (/^[0-9A-Za-z]{4}$/.test(value)) {
          expect(response.json().errors).toEqual([{ field: 'last4', code: 'last4DigitsOnly' }]);
          expect(response.json().detail).toBe('Somente números são permitidos');
        }
      }
      const { votingId } = await openVoting();
      const company = await voterLink(votingId, { taxId: '12ABC34501DE35' });
      const letters = await identity(company, 'DEF5');
      expectProblem(letters, 'validation_failed', 400);
      expect(letters.json().errors).toEqual([{ field: 'last4', code: 'last4CnpjCharacters' }]);

      expect((await identity(link, last4(link))).statusCode).toBe(202);
      for (const value of ['12a456', 'abcdef', '12 456', '1234567']) {
        expectProblem(await pinCall(link, value), 'validation_failed', 400);
      }
      expect(await counts(link)).toEqual({ failed_attempts: 0, pin_failed_attempts: 0 });
      expect(await counts(company), 'nothing written for a malformed try').toBeUndefined();
      // Nothing was locked or audited, and the right answers still work at once.
      expect((await auditActions(link)).map((e) => e.action)).not.toContain('voter.access_locked');
      expect((await pinCall(link, lastPin(link))).statusCode).toBe(200);
      expect((await identity(company, 'de35')).statusCode).toBe(202);
    });

    it('answers 410 pin_expired without a PIN and once it expired', async () => {
      const link = await openLink();
      expectProblem(await pinCall(link, '123456'), 'pin_expired', 410);
      expect((await identity(link, last4(link))).statusCode).toBe(202);
      const pin = lastPin(link);
      await inWorkspace(link, (trx) =>
        trx
          .updateTable('voter_pin_challenges')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('voter_id', '=', link.voterId)
          .execute(),
      );
      expectProblem(await pinCall(link, pin), 'pin_expired', 410);
      expect((await getVoting(link)).json()).toMatchObject({ step: 'identity', pinSentTo: null });
    });

    it('opens a session: HttpOnly, SameSite=Strict cookie for this link only, stored as a hash, audited voter.identified', async () => {
      const link = await openLink();
      expect((await identity(link, last4(link))).statusCode).toBe(202);
      const before = Date.now();
      const response = await pinCall(link, lastPin(link));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const expiresIn = new Date(response.json().expiresAt).getTime() - before;
      expect(expiresIn).toBeGreaterThan(29 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(30 * 60_000 + 5_000);

      const cookie = sessionCookieOf(response);
      expect(cookie.name).toBe('voter_session');
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie.attributes).toEqual(
        expect.arrayContaining([
          'HttpOnly',
          'SameSite=Strict',
          `Path=/api/portal/${link.token}`,
          'Max-Age=14400',
        ]),
      );
      expect(cookie.attributes).not.toContain('Secure'); // PUBLIC_BASE_URL is http here

      const sessions = await inWorkspace(link, (trx) =>
        trx.selectFrom('voter_sessions').selectAll().where('voter_id', '=', link.voterId).execute(),
      );
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.token_hash).toBe(createHash('sha256').update(cookie.value).digest('hex'));
      expect(JSON.stringify(sessions)).not.toContain(cookie.value);
      expect(sessions[0]).toMatchObject({ remote_address: '127.0.0.1', user_agent: UA });
      expect(
        new Date(sessions[0]!.absolute_expires_at).getTime() - new Date(sessions[0]!.created_at).getTime(),
      ).toBe(4 * HOUR);

      const identified = (await auditActions(link)).filter((e) => e.action === 'voter.identified');
      expect(identified).toHaveLength(1);
      expect(identified[0]!.data).toEqual({
        sessionId: sessions[0]!.id,
        remoteAddress: '127.0.0.1',
        userAgent: UA,
      });
      expect(JSON.stringify(identified)).not.toContain(cookie.value);

      expect((await getVoting(link, cookie.value)).json()).toMatchObject({ step: 'ready', pinSentTo: null });
      // The PIN is spent.
      expectProblem(await pinCall(link, lastPin(link)), 'pin_expired', 410);
    });

    it('marks the cookie Secure when PUBLIC_BASE_URL is https', async () => {
      const link = await openLink();
      const previous = process.env.PUBLIC_BASE_URL;
      process.env.PUBLIC_BASE_URL = 'https://votacao.example.com';
      try {
        expect((await identity(link, last4(link))).statusCode).toBe(202);
        const response = await pinCall(link, lastPin(link));
        expect(sessionCookieOf(response).attributes).toContain('Secure');
      } finally {
        if (previous === undefined) delete process.env.PUBLIC_BASE_URL;
        else process.env.PUBLIC_BASE_URL = previous;
      }
    });

    it('lets the voter ask again at once when the PIN e-mail could not be sent (it counts for no limit)', async () => {
      const link = await openLink();
      const sends = async () =>
        (
          await inWorkspace(link, (trx) =>
            trx
              .selectFrom('voter_access')
              .select('pin_sends')
              .where('voter_id', '=', link.voterId)
              .executeTakeFirstOrThrow(),
          )
        ).pin_sends.length;
      api.mailer.failAddress(link.email, 'permanent', 1);
      expectProblem(await identity(link, last4(link)), 'internal', 500);
      expect((await getVoting(link)).json()).toMatchObject({ step: 'identity', pinSentTo: null });
      expect(await sends()).toBe(0);
      expect((await identity(link, last4(link))).statusCode).toBe(202);
      expect(await sends()).toBe(1);
      expect((await pinCall(link, lastPin(link))).statusCode).toBe(200);
    });
  });

  describe('the session (documents, policy)', () => {
    const documentCall = (link: Link, documentId: string, headers: Record<string, string>) =>
      api.call({ url: `/api/portal/${link.token}/documents/${documentId}`, headers });

    it('serves the voting’s own documents inline with the operator download’s safe headers', async () => {
      const link = await openLink();
      const documentId = await documentOf(link, 'Edital – AGE "2026".pdf');
      const cookie = await signIn(link);
      const response = await documentCall(link, documentId, { cookie: `voter_session=${cookie}` });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PDF)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        /^inline; filename="Edital _ AGE _2026_.pdf"; filename\*=UTF-8''/,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(response.headers['cache-control']).toBe('private, no-cache');

      // Another voting's document (same company), and one of another company: as if it did not exist.
      const other = await openLink();
      const otherDocument = await documentOf(other);
      expectProblem(
        await documentCall(link, otherDocument, { cookie: `voter_session=${cookie}` }),
        'not_found',
        404,
      );
      const { votingId } = await openVoting({}, otherScope);
      const foreign = await voterLink(votingId, {}, otherScope);
      const foreignDocument = await documentOf(foreign);
      expectProblem(
        await documentCall(link, foreignDocument, { cookie: `voter_session=${cookie}` }),
        'not_found',
        404,
      );
    });

    it('answers 401 voter_session_required without a cookie, with an operator token, a made-up, another voter’s or an expired one', async () => {
      const link = await openLink();
      const documentId = await documentOf(link);
      const neighbour = await voterLink(link.votingId);
      const neighbourCookie = await signIn(neighbour);
      const cookie = await signIn(link);

      const refused = async (headers: Record<string, string>) => {
        const response = await documentCall(link, documentId, headers);
        expectProblem(response, 'voter_session_required', 401);
        expect(response.body).not.toContain('PDF');
      };
      await refused({});
      await refused({ authorization: `Bearer ${await api.keys.sign(demo.admin.email)}` });
      await refused({ cookie: `voter_session=${newToken()}` });
      await refused({ cookie: 'voter_session=short' });
      await refused({ cookie: `voter_session=${neighbourCookie}` });
      // The neighbour's own link still works with it.
      expect(
        (
          await api.call({
            url: `/api/portal/${neighbour.token}/documents/${documentId}`,
            headers: { cookie: `voter_session=${neighbourCookie}` },
          })
        ).statusCode,
      ).toBe(200);

      expect(
        (await documentCall(link, documentId, { cookie: `theme=dark; voter_session=${cookie}` })).statusCode,
      ).toBe(200);
      // Idle for more than 30 minutes.
      await inWorkspace(link, (trx) =>
        trx
          .updateTable('voter_sessions')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('voter_id', '=', link.voterId)
          .execute(),
      );
      await refused({ cookie: `voter_session=${cookie}` });
      expect((await getVoting(link, cookie)).json().step).toBe('identity');
    });

    it('renews the session on use, never beyond 4 hours from sign-in', async () => {
      const link = await openLink();
      const documentId = await documentOf(link);
      const cookie = await signIn(link);
      const setExpiry = (expires: Date, absolute: Date) =>
        inWorkspace(link, (trx) =>
          trx
            .updateTable('voter_sessions')
            .set({ expires_at: expires, absolute_expires_at: absolute })
            .where('voter_id', '=', link.voterId)
            .execute(),
        );
      const expiry = () =>
        inWorkspace(link, (trx) =>
          trx
            .selectFrom('voter_sessions')
            .select(['expires_at', 'absolute_expires_at'])
            .where('voter_id', '=', link.voterId)
            .executeTakeFirstOrThrow(),
        );

      await setExpiry(new Date(Date.now() + 60_000), new Date(Date.now() + 3 * HOUR));
      expect((await documentCall(link, documentId, { cookie: `voter_session=${cookie}` })).statusCode).toBe(
        200,
      );
      const renewed = new Date((await expiry()).expires_at).getTime() - Date.now();
      expect(renewed).toBeGreaterThan(29 * 60_000);

      const absolute = new Date(Date.now() + 5 * 60_000);
      await setExpiry(new Date(Date.now() + 60_000), absolute);
      expect((await documentCall(link, documentId, { cookie: `voter_session=${cookie}` })).statusCode).toBe(
        200,
      );
      expect(new Date((await expiry()).expires_at).getTime()).toBe(absolute.getTime());

      await setExpiry(new Date(Date.now() - 1000), new Date(Date.now() - 1000));
      expectProblem(
        await documentCall(link, documentId, { cookie: `voter_session=${cookie}` }),
        'voter_session_required',
        401,
      );
    });

    it('keeps a session to its own voting: voting A’s cookie is useless on voting B’s link', async () => {
      const a = await openLink();
      const b = await openLink();
      const bDocument = await documentOf(b);
      const aCookie = await signIn(a);
      expectProblem(
        await documentCall(b, bDocument, { cookie: `voter_session=${aCookie}` }),
        'voter_session_required',
        401,
      );
      expectProblem(
        await api.call({
          method: 'POST',
          url: `/api/portal/${b.token}/policy-acceptance`,
          body: { version: VOTER_POLICY_VERSION },
          headers: { cookie: `voter_session=${aCookie}` },
        }),
        'voter_session_required',
        401,
      );
      expect((await getVoting(b, aCookie)).json().step).toBe('identity');
    });

    it('refuses a voided voter’s session (403 voter_voided)', async () => {
      const link = await openLink();
      const documentId = await documentOf(link);
      const cookie = await signIn(link);
      await inWorkspace(link, (trx) =>
        trx
          .updateTable('voters')
          .set({ status: 'voided', void_reason: 'Duplicado', voided_at: new Date() })
          .where('id', '=', link.voterId)
          .execute(),
      );
      expectProblem(
        await documentCall(link, documentId, { cookie: `voter_session=${cookie}` }),
        'voter_voided',
        403,
      );
    });

    const accept = (link: Link, cookie: string, body: object, headers: Record<string, string> = {}) =>
      api.call({
        method: 'POST',
        url: `/api/portal/${link.token}/policy-acceptance`,
        body,
        headers: { cookie: `voter_session=${cookie}`, 'user-agent': UA, ...headers },
      });

    it('records the policy acceptance with the server-seen address, the user agent and the client’s view, in the audit chain', async () => {
      const link = await openLink();
      const cookie = await signIn(link);
      const response = await accept(link, cookie, {
        version: VOTER_POLICY_VERSION,
        clientAddress: ' 203.0.113.7 ',
      });
      expect(response.statusCode).toBe(201);
      const { acceptedAt } = response.json();
      expect(response.json().version).toBe(VOTER_POLICY_VERSION);

      const rows = await inWorkspace(link, (trx) =>
        trx.selectFrom('voter_policy_acceptances').selectAll().where('voter_id', '=', link.voterId).execute(),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        version: VOTER_POLICY_VERSION,
        remote_address: '127.0.0.1',
        user_agent: UA,
        client_address: '203.0.113.7',
      });
      expect(new Date(rows[0]!.accepted_at).toISOString()).toBe(acceptedAt);

      const entries = (await auditActions(link)).filter((e) => e.action === 'policy.accepted');
      expect(entries).toHaveLength(1);
      expect(entries[0]!.actor).toEqual({ kind: 'voter', id: link.voterId });
      expect(entries[0]!.data).toEqual({
        version: VOTER_POLICY_VERSION,
        acceptedAt,
        remoteAddress: '127.0.0.1',
        userAgent: UA,
        clientAddress: '203.0.113.7',
      });

      // Again: the first acceptance, nothing new recorded.
      const again = await accept(link, cookie, { version: VOTER_POLICY_VERSION, clientAddress: null });
      expect(again.statusCode).toBe(201);
      expect(again.json().acceptedAt).toBe(acceptedAt);
      expect((await auditActions(link)).filter((e) => e.action === 'policy.accepted')).toHaveLength(1);
    });

    it('refuses another policy version (422), a closed voting (409) and a malformed body (400)', async () => {
      const link = await openLink();
      const cookie = await signIn(link);
      const outdated = await accept(link, cookie, { version: '1999-01' });
      expectProblem(outdated, 'unprocessable', 422);
      expect(outdated.json().errors).toEqual([
        { field: 'version', code: 'const', params: { allowedValue: VOTER_POLICY_VERSION } },
      ]);
      expectProblem(
        await accept(link, cookie, { version: VOTER_POLICY_VERSION, extra: 1 }),
        'validation_failed',
        400,
      );
      await inWorkspace(link, (trx) =>
        trx
          .updateTable('votings')
          .set({ deadline: new Date(Date.now() - 1000) })
          .where('id', '=', link.votingId)
          .execute(),
      );
      expectProblem(await accept(link, cookie, { version: VOTER_POLICY_VERSION }), 'invalid_state', 409);
      // Without a session the body is not even looked at.
      expectProblem(
        await api.call({
          method: 'POST',
          url: `/api/portal/${link.token}/policy-acceptance`,
          body: { nonsense: true },
        }),
        'voter_session_required',
        401,
      );
    });
  });

  describe('behind a proxy, and in the logs', () => {
    let proxied: FastifyInstance;
    const lines: string[] = [];

    beforeAll(async () => {
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      ({ app: proxied } = await startApi(api.database, {
        trustProxy: true,
        logger: { level: 'info', stream },
        mailer: api.mailer,
      }));
    });
    afterAll(async () => {
      await proxied?.close();
    });

    it('records the forwarded address with TRUST_PROXY, and never logs the link token, the PIN or the cookie', async () => {
      const link = await openLink();
      const post = async (url: string, body: object, headers: Record<string, string> = {}) => {
        const response = await proxied.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { 'x-forwarded-for': '198.51.100.23', 'user-agent': UA, ...headers },
        });
        expectMatchesContract('POST', url, response);
        return response;
      };
      expect((await post(`/api/portal/${link.token}/identity`, { last4: last4(link) })).statusCode).toBe(202);
      const pin = lastPin(link);
      const signedIn = await post(`/api/portal/${link.token}/pin`, { pin });
      expect(signedIn.statusCode).toBe(200);
      const cookie = sessionCookieOf(signedIn).value;
      const accepted = await post(
        `/api/portal/${link.token}/policy-acceptance`,
        { version: VOTER_POLICY_VERSION, clientAddress: '198.51.100.23' },
        { cookie: `voter_session=${cookie}` },
      );
      expect(accepted.statusCode).toBe(201);
      const row = await inWorkspace(link, (trx) =>
        trx
          .selectFrom('voter_policy_acceptances')
          .select(['remote_address'])
          .where('voter_id', '=', link.voterId)
          .executeTakeFirstOrThrow(),
      );
      expect(row.remote_address).toBe('198.51.100.23');

      const log = lines.join('');
      expect(log).toContain('/api/portal/[redacted]/pin');
      expect(log).not.toContain(link.token);
      expect(log).not.toContain(cookie);
      expect(log).not.toContain(`"${pin}"`);
    });
  });
});
