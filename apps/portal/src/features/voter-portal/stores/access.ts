import {
  PIN_SENDS_PER_HOUR,
  validateLast4,
  validatePin,
  type Last4Issue,
  type TaxIdType,
} from '@backoffice/domain';
import { onPortalSessionEnded } from '../api/client';
import { checkClientAddress } from '../api/ip-check';
import { getPortalVoting, verifyPortalIdentity, verifyPortalPin } from '../api/portal';
import { loadBallot } from './ballot';
import { resetBatch } from './batch';
import { handleLinkProblem } from './link-problems';
import { initialPortalState, moveTo, portalStore, sessionSteps, type PortalMessage } from './portal-state';
import { isUnknownLink, problemCode, problemErrorCodes, problemParam } from './problems';

export { refreshVoting } from './link-problems';

// The way in: the link (getPortalVoting), the last 4 characters of the CPF/CNPJ, the e-mailed PIN. A session that
// ends later (any 401) brings the voter back here, and then back to where they were.

let latest = 0;
let ipCheckStarted = false;

/** Empties the portal (tests, and a different link). */
export function resetPortal(token: string | null = null): void {
  latest += 1;
  ipCheckStarted = false;
  Object.assign(portalStore, initialPortalState(token));
  resetBatch();
}

/** The public IP check, once per page, in the background: whatever it answers is kept, failures are ignored. */
function startIpCheck(): void {
  if (ipCheckStarted) return;
  ipCheckStarted = true;
  const request = latest;
  void checkClientAddress().then((address) => {
    if (request === latest && address) portalStore.clientAddress = address;
  });
}

const attemptsHint = (error: unknown): PortalMessage | null => {
  const left = problemParam(error, 'attemptsLeft');
  if (typeof left !== 'number') return null;
  return left === 1
    ? { key: 'portal.identity.attemptsLeftOne' }
    : { key: 'portal.identity.attemptsLeftOther', params: { count: left } };
};

/**
 * The server's rate limit of this client (429 attempt_limit, tries or PIN requests from one connection across links):
 * the message with the wait in whole minutes.
 */
const rateLimited = (error: unknown): PortalMessage | null => {
  if (problemCode(error) !== 'attempt_limit') return null;
  const seconds = problemParam(error, 'retryAfter');
  const minutes = Math.max(1, Math.ceil((typeof seconds === 'number' ? seconds : 60) / 60));
  return { key: 'portal.identity.rateLimited', params: { minutes } };
};

function futureOrNull(iso: string | null | undefined): string | null {
  return iso && Date.parse(iso) > Date.now() ? iso : null;
}

/** Opens the portal on `token`: reads the voting, then resumes where the voter is (identity, PIN or signed in). */
export async function openPortal(token: string): Promise<void> {
  if (portalStore.token !== token) resetPortal(token);
  const request = ++latest;
  portalStore.load = 'loading';
  startIpCheck();
  try {
    const voting = await getPortalVoting(token);
    if (request !== latest) return;
    portalStore.voting = voting;
    portalStore.lockedUntil = futureOrNull(voting.lockedUntil);
    portalStore.load = 'ready';
    if (voting.state !== 'open') return;
    if (voting.step === 'ready') {
      await loadBallot({ landing: true });
    } else if (voting.step === 'pin' && voting.pinSentTo) {
      portalStore.pin.sentTo = voting.pinSentTo;
      portalStore.step = 'pin';
    } else {
      portalStore.step = 'identity';
    }
  } catch (error) {
    if (request !== latest) return;
    if (isUnknownLink(error)) {
      portalStore.load = 'notFound';
      return;
    }
    console.error('Portal link read failed', error);
    portalStore.load = 'failed';
  }
}

/** Tries the link again after a failed first read. */
export function retryPortal(): Promise<void> {
  return portalStore.token ? openPortal(portalStore.token) : Promise.resolve();
}

/** What the voter reads for each way the last 4 can be malformed (the rule is the domain's validateLast4). */
function last4Message(issue: Last4Issue, taxIdType: TaxIdType): PortalMessage {
  switch (issue) {
    case 'last4Required':
      return { key: 'portal.identity.required' };
    case 'last4DigitsOnly':
      return { key: 'portal.identity.digitsOnly' };
    case 'last4CnpjCharacters':
      return { key: 'portal.identity.cnpjCharacters' };
    case 'last4Length':
      return { key: taxIdType === 'CPF' ? 'portal.identity.lengthCpf' : 'portal.identity.lengthCnpj' };
  }
}

const isLast4Issue = (code: string | undefined): code is Last4Issue =>
  code === 'last4Required' ||
  code === 'last4DigitsOnly' ||
  code === 'last4CnpjCharacters' ||
  code === 'last4Length';

/** The messages of a refused entry, which the next accepted change clears (a server's answer stays). */
const entryMessageKeys: ReadonlySet<string> = new Set([
  'portal.identity.required',
  'portal.identity.digitsOnly',
  'portal.identity.cnpjCharacters',
  'portal.identity.lengthCpf',
  'portal.identity.lengthCnpj',
]);

/**
 * The last-4 field as the voter types (spaces dropped): the new value when it can still be a last 4 of the voter's kind,
 * else null — the field keeps what it had and says why on the spot (a letter in a CPF's: 'Somente números são
 * permitidos'); nothing is sent and no try is spent.
 */
export function acceptLast4Input(typed: string): string | null {
  const taxIdType = portalStore.voting?.taxIdType ?? 'CPF';
  const value = typed.replace(/\s/g, '');
  const issue = validateLast4(value, taxIdType, { partial: true });
  const identity = portalStore.identity;
  if (issue) {
    identity.error = last4Message(issue, taxIdType);
    identity.hint = null;
    return null;
  }
  if (identity.error && entryMessageKeys.has(identity.error.key)) identity.error = null;
  return value;
}

/** Step 1: the last 4 characters of the CPF/CNPJ; right → a PIN is e-mailed and the PIN step opens. */
export async function submitIdentity(last4: string): Promise<void> {
  const token = portalStore.token;
  const voting = portalStore.voting;
  if (!token || !voting || portalStore.identity.pending) return;
  const value = last4.trim();
  const identity = portalStore.identity;
  identity.hint = null;
  // Checked here first: a malformed entry never reaches the server, so it never spends a try.
  const issue = validateLast4(value, voting.taxIdType);
  if (issue) {
    identity.error = last4Message(issue, voting.taxIdType);
    return;
  }
  identity.error = null;
  identity.pending = true;
  try {
    const accepted = await verifyPortalIdentity(token, value);
    Object.assign(portalStore.pin, {
      sentTo: accepted.pinSentTo,
      expiresAt: accepted.expiresAt,
      error: null,
      hint: null,
    });
    portalStore.lockedUntil = null;
    moveTo('pin');
  } catch (error) {
    const code = problemCode(error);
    if (code === 'identity_mismatch') {
      identity.error = { key: 'portal.identity.mismatch' };
      identity.hint = attemptsHint(error);
    } else if (code === 'pin_resend_too_soon') {
      const seconds = problemParam(error, 'retryAfter');
      identity.error = {
        key: 'portal.identity.resendTooSoon',
        params: { seconds: typeof seconds === 'number' ? seconds : 30 },
      };
    } else if (code === 'pin_send_limit') {
      // The voter's PINs of the hour are used up: the last one still works until it expires.
      const seconds = problemParam(error, 'retryAfter');
      const limit = problemParam(error, 'limit');
      identity.error = {
        key: 'portal.identity.sendLimit',
        params: {
          limit: typeof limit === 'number' ? limit : PIN_SENDS_PER_HOUR,
          minutes: Math.max(1, Math.ceil((typeof seconds === 'number' ? seconds : 3600) / 60)),
        },
      };
    } else if (rateLimited(error)) {
      identity.error = rateLimited(error);
    } else if (code === 'validation_failed' && problemErrorCodes(error).length) {
      // The server's own check of the same rule (no try was counted).
      const [serverIssue] = problemErrorCodes(error);
      const fallback = voting.taxIdType === 'CPF' ? 'last4DigitsOnly' : 'last4CnpjCharacters';
      identity.error = last4Message(isLast4Issue(serverIssue) ? serverIssue : fallback, voting.taxIdType);
    } else if (!(await handleLinkProblem(error))) {
      console.error('Identity check failed', error);
      identity.error = { key: 'portal.identity.failed' };
    }
  } finally {
    identity.pending = false;
  }
}

/** The PIN field refused a character that is not a digit. */
export function notePinInvalidInput(): void {
  portalStore.pin.error = { key: 'portal.pin.digitsOnly' };
  portalStore.pin.hint = null;
}

export function clearPinError(): void {
  portalStore.pin.error = null;
  portalStore.pin.hint = null;
}

/** Step 1b: the e-mailed PIN; right → the session cookie is set and the ballot is read. */
export async function submitPin(pin: string): Promise<void> {
  const token = portalStore.token;
  const state = portalStore.pin;
  if (!token || state.pending) return;
  state.hint = null;
  const invalid = validatePin(pin);
  if (invalid) {
    state.error = { key: invalid === 'pinDigitsOnly' ? 'portal.pin.digitsOnly' : 'portal.pin.length' };
    return;
  }
  state.error = null;
  state.pending = true;
  try {
    await verifyPortalPin(token, pin);
    portalStore.notice = null;
    portalStore.lockedUntil = null;
    await loadBallot();
  } catch (error) {
    const code = problemCode(error);
    if (code === 'pin_mismatch') {
      state.error = { key: 'portal.pin.mismatch' };
      state.hint = attemptsHint(error);
    } else if (code === 'pin_expired') {
      state.error = { key: 'portal.pin.expired' };
    } else if (rateLimited(error)) {
      state.error = rateLimited(error);
    } else if (code === 'validation_failed' && problemErrorCodes(error).length) {
      // The server's own check of the PIN's rule (no try was counted).
      state.error = { key: 'portal.pin.digitsOnly' };
    } else if (!(await handleLinkProblem(error))) {
      console.error('PIN check failed', error);
      state.error = { key: 'portal.pin.failed' };
    }
  } finally {
    state.pending = false;
  }
}

/** "Ask for a new code": back to the identity step (a right answer there e-mails a fresh PIN). */
export function askForNewPin(): void {
  clearPinError();
  portalStore.identity.error = null;
  portalStore.identity.hint = null;
  moveTo('identity');
}

/** Back to the PIN step when a PIN is pending (the voter already has a code). */
export function backToPin(): void {
  if (portalStore.pin.sentTo) moveTo('pin');
}

/** The lock's time has passed: the voter may try again. */
export function clearLock(): void {
  portalStore.lockedUntil = null;
}

/** Any 401: the voter's session is gone. Back to identity, remembering the step to return to. */
export function portalSessionEnded(): void {
  if (sessionSteps.includes(portalStore.step)) portalStore.resumeStep = portalStore.step;
  moveTo('identity');
  portalStore.notice = { key: 'portal.identity.sessionEnded' };
  portalStore.finish.pending = false;
  portalStore.policy.pending = false;
  portalStore.identity.pending = false;
}

onPortalSessionEnded(portalSessionEnded);
