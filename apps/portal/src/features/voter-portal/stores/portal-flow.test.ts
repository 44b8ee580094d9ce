import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOTER_POLICY_VERSION } from '@backoffice/domain';
import {
  demoDocumentIds,
  demoIpAddress,
  demoItemIds,
  demoLast4,
  demoPin,
  demoPortalToken,
  demoRepresentedParty,
  type PortalFake,
  type PortalFakeOptions,
  type PortalProblemAnswer,
} from '@portal/testing/fake-portal';
import { installPortalFake } from '@portal/testing/portal-story';
import { acceptLast4Input, askForNewPin, openPortal, submitIdentity, submitPin } from './access';
import { unansweredItems } from './answers';
import {
  acceptPolicy,
  continueFromBallot,
  finishBallot,
  goToStep,
  setAnswer,
  setApprover,
  setPolicyChecked,
  setSameForAll,
  setUploads,
  voteAgain,
} from './ballot';
import { portalStore, SELF } from './portal-state';

let restore: () => void = () => {};
let fake: PortalFake;

function start(options: PortalFakeOptions = {}) {
  const installed = installPortalFake(options);
  restore = installed.restore;
  fake = installed.fake;
  return fake;
}

const settle = () => new Promise((done) => setTimeout(done, 0));
const callsTo = (method: string, path: string) =>
  fake.calls.filter((call) => call.method === method && call.path === path);
const ballotPath = `/portal/${demoPortalToken}/ballot`;

function answerAll(subject = SELF) {
  setAnswer(subject, demoItemIds.accounts, 'approve');
  setAnswer(subject, demoItemIds.representative, 'reject');
  setAnswer(subject, demoItemIds.budget, 'abstain');
}

const signedInWithPolicy = (options: PortalFakeOptions = {}): PortalFakeOptions => ({
  signedIn: true,
  ...options,
  ballot: {
    policy: { version: VOTER_POLICY_VERSION, acceptedAt: '2036-06-01T12:00:00.000Z' },
    ...options.ballot,
  },
});

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

describe('the way in', () => {
  it('opens on the identity step, says a wrong answer with the tries left, then e-mails a PIN on the right one', async () => {
    start();
    await openPortal(demoPortalToken);
    expect(portalStore.load).toBe('ready');
    expect(portalStore.step).toBe('identity');

    await submitIdentity('0000');
    expect(portalStore.identity.error).toEqual({ key: 'portal.identity.mismatch' });
    expect(portalStore.identity.hint).toEqual({
      key: 'portal.identity.attemptsLeftOther',
      params: { count: 4 },
    });

    await submitIdentity(` ${demoLast4} `);
    expect(portalStore.step).toBe('pin');
    expect(portalStore.pin.sentTo).toBe('m***@example.com');
    expect(portalStore.identity.error).toBeNull();
  });

  it("says the server's rate limit of this connection with the wait in minutes, on both steps", async () => {
    start({ rateLimitedFor: 601 });
    await openPortal(demoPortalToken);
    await submitIdentity(demoLast4);
    expect(portalStore.step).toBe('identity');
    expect(portalStore.identity.error).toEqual({
      key: 'portal.identity.rateLimited',
      params: { minutes: 11 },
    });
    portalStore.step = 'pin';
    await submitPin(demoPin);
    expect(portalStore.pin.error).toEqual({ key: 'portal.identity.rateLimited', params: { minutes: 11 } });
    expect(portalStore.step).toBe('pin');
  });

  it('says when the PINs of the hour are used up, with the limit and the wait in minutes', async () => {
    start({ pinSendsThisHour: 4 });
    await openPortal(demoPortalToken);
    await submitIdentity(demoLast4);
    expect(portalStore.step).toBe('pin');
    askForNewPin();
    await submitIdentity(demoLast4);
    expect(portalStore.step).toBe('identity');
    expect(portalStore.identity.error).toEqual({
      key: 'portal.identity.sendLimit',
      params: { limit: 5, minutes: 57 },
    });
    expect(callsTo('POST', `/portal/${demoPortalToken}/identity`)).toHaveLength(2);
  });

  it('checks the last 4 before asking the server: a letter in a CPF’s is refused with the spec’s words, no try spent', async () => {
    start();
    await openPortal(demoPortalToken);
    await submitIdentity('');
    expect(portalStore.identity.error).toEqual({ key: 'portal.identity.required' });
    for (const value of ['12-4', '77a5', 'abcd']) {
      await submitIdentity(value);
      expect(portalStore.identity.error, value).toEqual({ key: 'portal.identity.digitsOnly' });
    }
    await submitIdentity('773');
    expect(portalStore.identity.error).toEqual({ key: 'portal.identity.lengthCpf' });
    expect(callsTo('POST', `/portal/${demoPortalToken}/identity`)).toHaveLength(0);
    // The first wrong one afterwards still has all the tries but one.
    await submitIdentity('0000');
    expect(portalStore.identity.hint).toEqual({
      key: 'portal.identity.attemptsLeftOther',
      params: { count: 4 },
    });
  });

  it('refuses a character that cannot be in the last 4 as it is typed, and takes the next good one', async () => {
    start({ voting: { taxIdType: 'CNPJ' } });
    await openPortal(demoPortalToken);
    expect(acceptLast4Input('d')).toBe('d');
    expect(acceptLast4Input('de')).toBe('de');
    expect(acceptLast4Input('def')).toBeNull();
    expect(portalStore.identity.error).toEqual({ key: 'portal.identity.cnpjCharacters' });
    expect(acceptLast4Input('de3')).toBe('de3');
    expect(portalStore.identity.error).toBeNull();
    expect(acceptLast4Input(' de35 ')).toBe('de35');
    expect(acceptLast4Input('de351')).toBeNull();
    expect(portalStore.identity.error).toEqual({ key: 'portal.identity.lengthCnpj' });
  });

  it('refuses a letter typed in a CPF’s last 4 on the spot, asking the server nothing', async () => {
    start();
    await openPortal(demoPortalToken);
    expect(acceptLast4Input('7a')).toBeNull();
    expect(portalStore.identity.error).toEqual({ key: 'portal.identity.digitsOnly' });
    expect(callsTo('POST', `/portal/${demoPortalToken}/identity`)).toHaveLength(0);
  });

  it('counts the PIN’s tries apart: the first wrong PIN after wrong last 4s has 4 left', async () => {
    start();
    await openPortal(demoPortalToken);
    await submitIdentity('0000');
    await submitIdentity('1111');
    expect(portalStore.identity.hint).toEqual({
      key: 'portal.identity.attemptsLeftOther',
      params: { count: 3 },
    });
    await submitIdentity(demoLast4);
    await submitPin('000000');
    expect(portalStore.pin.error).toEqual({ key: 'portal.pin.mismatch' });
    expect(portalStore.pin.hint).toEqual({ key: 'portal.identity.attemptsLeftOther', params: { count: 4 } });
    // A PIN with a letter never reaches the server.
    await submitPin('12a456');
    expect(portalStore.pin.error).toEqual({ key: 'portal.pin.digitsOnly' });
    expect(callsTo('POST', `/portal/${demoPortalToken}/pin`)).toHaveLength(1);
  });

  it('locks the link after the fifth wrong try and says until when', async () => {
    start({ attemptsLeft: 1 });
    await openPortal(demoPortalToken);
    await submitIdentity('0000');
    expect(portalStore.lockedUntil).not.toBeNull();
    expect(Date.parse(portalStore.lockedUntil!)).toBeGreaterThan(Date.now());
    expect(portalStore.step).toBe('identity');
  });

  it('refuses a PIN with other characters than digits without asking the server', async () => {
    start({ pinPending: true });
    await openPortal(demoPortalToken);
    expect(portalStore.step).toBe('pin');
    await submitPin('12a456');
    expect(portalStore.pin.error).toEqual({ key: 'portal.pin.digitsOnly' });
    await submitPin('123');
    expect(portalStore.pin.error).toEqual({ key: 'portal.pin.length' });
    expect(callsTo('POST', `/portal/${demoPortalToken}/pin`)).toHaveLength(0);
  });

  it('says a wrong PIN, an expired one, and signs in with the right one (documents first)', async () => {
    start({ pinPending: true });
    await openPortal(demoPortalToken);
    await submitPin('111111');
    expect(portalStore.pin.error).toEqual({ key: 'portal.pin.mismatch' });
    expect(portalStore.pin.hint?.params).toEqual({ count: 4 });

    fake.state.pin.expiresAt = Date.now() - 1;
    await submitPin(demoPin);
    expect(portalStore.pin.error).toEqual({ key: 'portal.pin.expired' });

    askForNewPin();
    expect(portalStore.step).toBe('identity');
    await submitIdentity(demoLast4);
    await submitPin(demoPin);
    expect(portalStore.step).toBe('documents');
    expect(portalStore.ballot?.items).toHaveLength(3);
  });

  it('shows what the link is when the voting cannot be voted on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const state of ['closed', 'cancelled', 'scheduled', 'voided'] as const) {
      start({ voting: { state } });
      await openPortal(demoPortalToken);
      expect(portalStore.voting?.state).toBe(state);
      restore();
    }
    start();
    await openPortal('an-unknown-link');
    expect(portalStore.load).toBe('notFound');
    restore();
    start({ linkFails: true });
    await openPortal(demoPortalToken);
    expect(portalStore.load).toBe('failed');
  });

  it('runs the public IP check in the background and keeps what it answers', async () => {
    start();
    await openPortal(demoPortalToken);
    await settle();
    expect(portalStore.clientAddress).toBe(demoIpAddress);
    expect(fake.calls.some((call) => call.path.startsWith('https://api.ipify.org'))).toBe(true);
  });

  it('ignores a failed IP check', async () => {
    start({ ipAddress: null });
    await openPortal(demoPortalToken);
    await settle();
    expect(portalStore.clientAddress).toBeNull();
    expect(portalStore.step).toBe('identity');
  });
});

describe('documents and policy', () => {
  it('requires the box, then records the acceptance with the IP check’s address and opens the ballot', async () => {
    start({ signedIn: true });
    await openPortal(demoPortalToken);
    await settle();
    expect(portalStore.step).toBe('documents');

    await acceptPolicy();
    expect(portalStore.policy.error).toEqual({ key: 'portal.policy.required' });
    expect(portalStore.step).toBe('documents');

    setPolicyChecked(true);
    await acceptPolicy();
    expect(portalStore.step).toBe('ballot');
    expect(callsTo('POST', `/portal/${demoPortalToken}/policy-acceptance`)[0]?.body).toEqual({
      version: VOTER_POLICY_VERSION,
      clientAddress: demoIpAddress,
    });
    expect(portalStore.ballot?.policy.acceptedAt).not.toBeNull();
  });

  it('opens on the ballot once the policy was accepted, and never posts it twice', async () => {
    start(signedInWithPolicy());
    await openPortal(demoPortalToken);
    expect(portalStore.step).toBe('ballot');
    goToStep('documents');
    await acceptPolicy();
    expect(portalStore.step).toBe('ballot');
    expect(callsTo('POST', `/portal/${demoPortalToken}/policy-acceptance`)).toHaveLength(0);
  });
});

describe('leaving the ballot step', () => {
  it('goes on only with every answer in; otherwise stays and lists who left which item unanswered', async () => {
    start(
      signedInWithPolicy({
        ballot: { representedParties: [demoRepresentedParty(0), demoRepresentedParty(1)] },
      }),
    );
    await openPortal(demoPortalToken);
    expect(portalStore.step).toBe('ballot');
    setAnswer(SELF, demoItemIds.accounts, 'approve');
    continueFromBallot();
    expect(portalStore.step).toBe('ballot');
    expect(portalStore.ballotChecked).toBe(true);
    expect(
      unansweredItems(portalStore.ballot!, portalStore.answers, portalStore.sameForAll).map((entry) => [
        entry.subject,
        entry.items.map((item) => item.id),
      ]),
    ).toEqual([[SELF, [demoItemIds.representative, demoItemIds.budget]]]);

    // Each party's own answers: they must be in too.
    answerAll();
    setSameForAll(false);
    setAnswer(demoRepresentedParty(1).id, demoItemIds.budget, 'reject');
    continueFromBallot();
    expect(portalStore.step).toBe('ballot');
    expect(
      unansweredItems(portalStore.ballot!, portalStore.answers, portalStore.sameForAll).map((entry) => [
        entry.subject,
        entry.items.length,
      ]),
    ).toEqual([
      [demoRepresentedParty(0).id, 3],
      [demoRepresentedParty(1).id, 2],
    ]);

    setSameForAll(true);
    continueFromBallot();
    expect(portalStore.step).toBe('attachments');
    expect(portalStore.ballotChecked).toBe(false);
  });
});

describe('finishing the ballot', () => {
  it('says every item must be answered before finishing', async () => {
    start(signedInWithPolicy());
    await openPortal(demoPortalToken);
    setAnswer(SELF, demoItemIds.accounts, 'approve');
    await finishBallot();
    expect(portalStore.finish.problems).toEqual([
      { message: { key: 'portal.review.errors.unanswered' }, step: 'ballot' },
    ]);
    expect(callsTo('POST', ballotPath)).toHaveLength(0);
  });

  it('says a support document is missing when the voting requires one', async () => {
    start(signedInWithPolicy({ ballot: { requiresSupportDocument: true } }));
    await openPortal(demoPortalToken);
    answerAll();
    await finishBallot();
    expect(portalStore.finish.problems.map((p) => p.message.key)).toEqual([
      'portal.review.errors.supportRequired',
    ]);
  });

  it('needs a power of attorney and every represented party answered unless the answers are the same for all', async () => {
    start(
      signedInWithPolicy({
        ballot: { representedParties: [demoRepresentedParty(0), demoRepresentedParty(1)] },
      }),
    );
    await openPortal(demoPortalToken);
    answerAll();
    setSameForAll(false);
    await finishBallot();
    expect(portalStore.finish.problems.map((p) => p.message.key)).toEqual([
      'portal.review.errors.unanswered',
      'portal.review.errors.powerOfAttorneyRequired',
    ]);
    setSameForAll(true);
    setUploads('power_of_attorney', [
      {
        id: '0c000000-0000-4000-8000-000000000001',
        kind: 'power_of_attorney',
        name: 'procuracao.pdf',
        contentType: 'application/pdf',
        size: 100,
        sha256: 'a'.repeat(64),
        createdAt: '2036-06-01T12:00:00.000Z',
      },
    ]);
    fake.state.ballot.uploads = [...portalStore.ballot!.uploads];
    await finishBallot();
    expect(portalStore.finish.problems).toEqual([]);
    expect(portalStore.step).toBe('receipt');
    const sent = callsTo('POST', ballotPath)[0]?.body as { answers: { representedPartyId: string | null }[] };
    // The voter's 3 answers, and the same 3 for each of the 2 parties.
    expect(sent.answers).toHaveLength(9);
    expect(sent.answers.filter((a) => a.representedPartyId === demoRepresentedParty(1).id)).toHaveLength(3);
  });

  it('refuses a half-filled approver, and sends a complete one (the ballot is then under review)', async () => {
    start(signedInWithPolicy());
    await openPortal(demoPortalToken);
    answerAll();
    setApprover({ name: 'Helena Prado', email: 'helena@' });
    await finishBallot();
    expect(portalStore.finish.problems.map((p) => p.message.key)).toEqual([
      'portal.review.errors.approverIncomplete',
    ]);
    expect(portalStore.showApproverErrors).toBe(true);
    setApprover({ name: ' Helena Prado ', email: 'Helena@Example.com ' });
    await finishBallot();
    expect(portalStore.step).toBe('receipt');
    expect(portalStore.ballot?.ballot?.status).toBe('under_review');
    expect((callsTo('POST', ballotPath)[0]?.body as { approver: unknown }).approver).toEqual({
      name: 'Helena Prado',
      email: 'helena@example.com',
    });
  });

  it('sends the same idempotency key again after a failure and after a reload, and a new one for the next ballot', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start(signedInWithPolicy({ submitProblem: { status: 500, code: 'internal' } }));
    await openPortal(demoPortalToken);
    answerAll();
    await finishBallot();
    expect(portalStore.finish.problems.map((p) => p.message.key)).toEqual(['portal.review.errors.failed']);
    await finishBallot();
    const keys = callsTo('POST', ballotPath).map(
      (call) => (call.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sessionStorage.getItem(`portal-ballot-key:${demoPortalToken}`)).toBe(keys[0]);

    // The page is reloaded (the store starts again; sessionStorage stays): the same key goes out.
    const kept = sessionStorage.getItem(`portal-ballot-key:${demoPortalToken}`);
    restore();
    start(signedInWithPolicy());
    sessionStorage.setItem(`portal-ballot-key:${demoPortalToken}`, kept!);
    await openPortal(demoPortalToken);
    answerAll();
    await finishBallot();
    expect((callsTo('POST', ballotPath)[0]?.body as { idempotencyKey: string }).idempotencyKey).toBe(kept);
    expect(portalStore.step).toBe('receipt');
    // Recorded: the key is forgotten.
    expect(sessionStorage.getItem(`portal-ballot-key:${demoPortalToken}`)).toBeNull();
  });

  it('says so when the ballot key was recorded before with other answers (the first ballot stands)', async () => {
    const fake = start(signedInWithPolicy());
    const key = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    // Sent before with other answers, the answer lost on the way back; the voter then changed an answer.
    sessionStorage.setItem(`portal-ballot-key:${demoPortalToken}`, key);
    fake.state.receipts.set(key, {
      ballotId: '0b000000-0000-4000-8000-000000000099',
      receipt: 'f'.repeat(64),
      submittedAt: '2036-06-01T12:00:00.000Z',
      votes: 3,
      status: 'counted',
      votingTitle: fake.state.voting.title,
    });
    fake.state.receiptAnswers.set(key, 'other answers');
    await openPortal(demoPortalToken);
    answerAll();
    await finishBallot();
    expect((callsTo('POST', ballotPath)[0]?.body as { idempotencyKey: string }).idempotencyKey).toBe(key);
    expect(portalStore.finish.problems).toEqual([
      { message: { key: 'portal.review.errors.keyReused' }, step: null },
    ]);
    expect(portalStore.step).not.toBe('receipt');
  });

  it('says in words who already voted, a closed voting and a voided voter', async () => {
    const cases: { problem: PortalProblemAnswer; expected: unknown }[] = [
      {
        problem: {
          status: 409,
          code: 'voter_has_voted',
          params: { name: 'Fundação Ipê', taxIdMasked: '**.345.678/0001-**' },
        },
        expected: {
          message: {
            key: 'portal.review.errors.alreadyVoted',
            params: { name: 'Fundação Ipê', taxId: '**.345.678/0001-**' },
          },
          step: 'ballot',
        },
      },
      {
        problem: { status: 409, code: 'invalid_state' },
        expected: { message: { key: 'portal.review.errors.closed' }, step: null },
      },
      {
        problem: { status: 403, code: 'voter_voided' },
        expected: { message: { key: 'portal.review.errors.voided' }, step: null },
      },
      {
        problem: {
          status: 422,
          code: 'unprocessable',
          errors: [{ field: 'answers', code: 'item_unanswered' }],
        },
        expected: { message: { key: 'portal.review.errors.unanswered' }, step: 'ballot' },
      },
    ];
    for (const { problem, expected } of cases) {
      start(signedInWithPolicy({ submitProblem: problem }));
      await openPortal(demoPortalToken);
      answerAll();
      await finishBallot();
      expect(portalStore.finish.problems).toEqual([expected]);
      restore();
    }
  });

  it('goes back to the identity step when the session ended, keeps the answers, and comes back to the step', async () => {
    start(signedInWithPolicy());
    await openPortal(demoPortalToken);
    answerAll();
    goToStep('review');
    fake.state.session = false;
    await finishBallot();
    expect(portalStore.step).toBe('identity');
    expect(portalStore.notice).toEqual({ key: 'portal.identity.sessionEnded' });

    await submitIdentity(demoLast4);
    await submitPin(demoPin);
    expect(portalStore.step).toBe('review');
    expect(portalStore.answers[SELF]?.[demoItemIds.accounts]).toBe('approve');
    await finishBallot();
    expect(portalStore.step).toBe('receipt');
  });
});

describe('the receipt', () => {
  const recorded = {
    id: '0b000000-0000-4000-8000-000000000001',
    submittedAt: '2036-06-01T12:00:00.000Z',
    receipt: 'f'.repeat(64),
    approver: { name: 'Helena Prado', email: 'helena@example.com' },
    votes: [],
  };

  it('is what the link shows once the voter has voted', async () => {
    start({ signedIn: true, ballot: { ballot: { ...recorded, status: 'counted', reviewComment: null } } });
    await openPortal(demoPortalToken);
    expect(portalStore.step).toBe('receipt');
  });

  it('lets the attorney vote again once the approver returned the ballot, with a new idempotency key', async () => {
    start(
      signedInWithPolicy({
        ballot: { ballot: { ...recorded, status: 'returned', reviewComment: 'Falta a procuração.' } },
      }),
    );
    sessionStorage.setItem(`portal-ballot-key:${demoPortalToken}`, 'the-returned-ballot-key');
    await openPortal(demoPortalToken);
    expect(portalStore.step).toBe('receipt');
    voteAgain();
    expect(portalStore.step).toBe('ballot');
    answerAll();
    await finishBallot();
    const key = (callsTo('POST', ballotPath)[0]?.body as { idempotencyKey: string }).idempotencyKey;
    expect(key).not.toBe('the-returned-ballot-key');
    expect(portalStore.ballot?.ballot?.status).toBe('counted');
  });
});

describe('documents', () => {
  it('are served by the fake as real files', async () => {
    start({ signedIn: true });
    const response = await fetch(
      `http://127.0.0.1:3000/api/portal/${demoPortalToken}/documents/${demoDocumentIds.statements}`,
    );
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.4');
  });
});
