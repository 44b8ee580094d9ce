import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  demoIpAddress,
  demoItemIds,
  demoPortalToken,
  type PortalFakeOptions,
} from '@portal/testing/fake-portal';
import { installPortalFake, signedInWithPolicy } from '@portal/testing/portal-story';
import { openPortal } from './access';
import { setAnswer } from './ballot';
import { portalStore, SELF } from './portal-state';
import { isSignedInStep, signOutOfPortal } from './sign-out';

let restore: () => void = () => {};

function start(options: PortalFakeOptions = {}) {
  const installed = installPortalFake(options);
  restore = installed.restore;
  return installed.fake;
}

const settle = () => new Promise((done) => setTimeout(done, 0));
const sessionPath = `/portal/${demoPortalToken}/session`;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

describe('signing out (Sair)', () => {
  it('shows only once the voter is signed in: every step after the PIN, the receipt too', () => {
    expect(['identity', 'pin'].map(isSignedInStep)).toEqual([false, false]);
    expect(['documents', 'ballot', 'attachments', 'review', 'receipt'].every(isSignedInStep)).toBe(true);
  });

  it('ends the session on the server and empties the page back to the identity step, with a notice', async () => {
    const fake = start(signedInWithPolicy());
    await openPortal(demoPortalToken);
    await settle();
    expect(portalStore.step).toBe('ballot');
    setAnswer(SELF, demoItemIds.accounts, 'approve');

    const signingOut = signOutOfPortal();
    expect(portalStore.signingOut).toBe(true);
    await signingOut;

    expect(fake.calls.filter((c) => c.method === 'DELETE' && c.path === sessionPath)).toHaveLength(1);
    expect(fake.state.session).toBe(false);
    expect(portalStore).toMatchObject({
      token: demoPortalToken,
      load: 'ready',
      step: 'identity',
      stepMoved: false,
      resumeStep: null,
      signingOut: false,
      notice: { key: 'portal.identity.signedOut' },
      ballot: null,
      ballotLoad: 'idle',
      answers: {},
      clientAddress: demoIpAddress,
    });
    expect(portalStore.voting).toMatchObject({ step: 'identity', pinSentTo: null });
    expect(portalStore.voting?.title).toBeTruthy();
  });

  it('resets the page all the same when the call fails, saying nothing alarming', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    start(signedInWithPolicy({ signOutFails: true }));
    await openPortal(demoPortalToken);
    await settle();
    await signOutOfPortal();
    expect(portalStore.step).toBe('identity');
    expect(portalStore.notice).toEqual({ key: 'portal.identity.signedOut' });
    expect(portalStore.identity.error).toBeNull();
    expect(portalStore.load).toBe('ready');
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('sends one call when pressed twice', async () => {
    const fake = start(signedInWithPolicy({ delayMs: 20 }));
    await openPortal(demoPortalToken);
    await settle();
    await Promise.all([signOutOfPortal(), signOutOfPortal()]);
    expect(fake.calls.filter((c) => c.method === 'DELETE' && c.path === sessionPath)).toHaveLength(1);
    expect(portalStore.step).toBe('identity');
  });
});
