import { IDENTITY_TRIES, isAccessLocked, PIN_TRIES, PIN_VALID_MS } from '@backoffice/domain';
import type { components } from '@backoffice/api-client';
import { type Refusal, refusalOf } from '@backoffice/api-client/testing';
import { demoPortalBallot, demoPortalToken, demoPortalVoting } from './portal-demo';

// The voter portal fake's memory for one link and the options that shape it, with the few facts every operation
// asks (is the link locked, is the voting open, where the voter is in the access steps). The handlers that answer
// from it are portal-access-handlers.ts, portal-ballot-handlers.ts and portal-attorney-handlers.ts.

type Schemas = components['schemas'];
type PortalVoting = Schemas['PortalVoting'];
type PortalBallot = Schemas['PortalBallot'];
type PortalReceipt = Schemas['PortalReceipt'];
type FieldError = Schemas['FieldError'];

export const MINUTE = 60_000;

/** A problem every submission answers (submitPortalBallot's problem statuses). */
export interface PortalProblemAnswer {
  status: 400 | 401 | 403 | 404 | 409 | 422 | 500;
  code: Schemas['ProblemCode'];
  params?: Record<string, string | number | boolean>;
  errors?: { field: string; code: string }[];
}

export interface PortalFakeOptions {
  token?: string;
  voting?: Partial<PortalVoting>;
  ballot?: Partial<PortalBallot>;
  /** The voter has a session cookie from the start (the link opens on the ballot). */
  signedIn?: boolean;
  /** A PIN was e-mailed before the page opened (the link opens on the PIN step). */
  pinPending?: boolean;
  /** That PIN has expired by the time the voter types it. */
  pinExpired?: boolean;
  /** Wrong last 4s left before the lock (default IDENTITY_TRIES). */
  attemptsLeft?: number;
  /** Wrong PINs left before the lock (default PIN_TRIES). */
  pinAttemptsLeft?: number;
  /** The IP check's answer; null: the service fails. */
  ipAddress?: string | null;
  /** Every submission answers this problem. */
  submitProblem?: PortalProblemAnswer;
  /** Every read of the link fails (500). */
  linkFails?: boolean;
  /** Milliseconds before each answer (loading states). */
  delayMs?: number;
  /** Answers no document (the viewer's failure state). */
  documentsFail?: boolean;
  /** Signing out answers 500 (the page resets all the same). */
  signOutFails?: boolean;
  /** The identity and PIN steps answer the server's rate limit of this client (429 attempt_limit, retryAfter s). */
  rateLimitedFor?: number;
  /** PINs already e-mailed to the voter in the last hour (at PIN_SENDS_PER_HOUR the next is 429 pin_send_limit). */
  pinSendsThisHour?: number;
  /** The attorney's calls (represented parties, uploads): see portal-attorney-handlers.ts. */
  attorney?: AttorneyFakeOptions;
  /** The holder's funds in a batch (portal-batch-handlers.ts): the own fund's name and CNPJ, and the siblings. */
  batch?: BatchFakeOptions;
}

export interface BatchFakeOptions {
  ownFund?: { fundName: string; fundTaxId: string };
  siblings?: Schemas['PortalBatchFund'][];
}

export interface AttorneyFakeOptions {
  /** CPF/CNPJs (raw) that already have a vote in the voting: adding them is 409 already_voted. */
  votedTaxIds?: string[];
  /** Parties with votes: removing them is 409 voter_has_voted. */
  lockedPartyIds?: string[];
  /** Milliseconds between two progress steps of an upload (default 0: as fast as it goes). */
  stepMs?: number;
  /** Uploads stop at this share of their progress and never answer (a story's "uploading" state). */
  holdUploadsAt?: number;
  /** Every upload of a file is refused with this status (413 or 415). */
  rejectUploads?: 413 | 415;
  /** The CSV import is refused as a whole with these file problems (422 unprocessable). */
  refuseImport?: FieldError[];
  /** Every attorney call fails as the network would (a TypeError). */
  offline?: boolean;
}

export interface PortalFakeState {
  token: string;
  voting: PortalVoting;
  ballot: PortalBallot;
  session: boolean;
  pin: { sent: boolean; expiresAt: number };
  /** Wrong tries left of each step (they count apart, as the server's). */
  attemptsLeft: { identity: number; pin: number };
  lockedUntil: string | null;
  receipts: Map<string, PortalReceipt>;
  /** The answers each recorded key carried (a key again with other answers is 409 idempotency_key_reused). */
  receiptAnswers: Map<string, string>;
  /** When each PIN of the last hour was e-mailed (ms). */
  pinSends: number[];
  /** Represented party id → its raw CPF/CNPJ, for the duplicate check. */
  partyTaxIds: Map<string, string>;
  /** Parties the server will not remove (they have votes). */
  lockedPartyIds: Set<string>;
  nextId: number;
  batch: {
    batchId: string;
    ownVotingId: string;
    ownFund: BatchFakeOptions['ownFund'] | null;
    siblings: Schemas['PortalBatchFund'][];
  };
}

export function createPortalState(options: PortalFakeOptions): PortalFakeState {
  return {
    token: options.token ?? demoPortalToken,
    voting: demoPortalVoting(options.voting),
    ballot: demoPortalBallot(options.ballot),
    session: options.signedIn ?? false,
    pin: {
      sent: options.pinPending ?? false,
      expiresAt: options.pinExpired ? Date.now() - MINUTE : Date.now() + PIN_VALID_MS,
    },
    attemptsLeft: {
      identity: options.attemptsLeft ?? IDENTITY_TRIES,
      pin: options.pinAttemptsLeft ?? PIN_TRIES,
    },
    lockedUntil: options.voting?.lockedUntil ?? null,
    receipts: new Map(),
    receiptAnswers: new Map(),
    pinSends: Array.from(
      { length: options.pinSendsThisHour ?? 0 },
      (_, index) => Date.now() - index * MINUTE,
    ),
    partyTaxIds: new Map(),
    lockedPartyIds: new Set(options.attorney?.lockedPartyIds ?? []),
    nextId: 1,
    batch: {
      batchId: '0d000000-0000-4000-8000-000000000001',
      ownVotingId: '0d000000-0000-4000-8000-0000000000f0',
      ownFund: options.batch?.ownFund ?? null,
      siblings: structuredClone(options.batch?.siblings ?? []),
    },
  };
}

/** A fresh id of the fake's kind `prefix` ('0b' ballots, '0c' uploads, '0f' parties). */
export const newId = (state: PortalFakeState, prefix: string) =>
  `${prefix}000000-0000-4000-8000-${String(state.nextId++).padStart(12, '0')}`;

export const hex = (seed: number) =>
  Array.from({ length: 64 }, (_, i) => ((seed * 31 + i * 7) % 16).toString(16)).join('');

export const isLocked = (state: PortalFakeState) => isAccessLocked(state.lockedUntil, new Date());

/** 429 link_locked while the link is locked. */
export const lockedRefusal = (state: PortalFakeState): Refusal<429> | null =>
  isLocked(state) ? refusalOf('link_locked', undefined, { lockedUntil: state.lockedUntil! }) : null;

/** A voided voter (403 voter_voided) or a voting that is not open (409 invalid_state). */
export function notOpen(state: PortalFakeState): Refusal<403 | 409> | null {
  if (state.voting.state === 'voided') return refusalOf('voter_voided');
  if (state.voting.state !== 'open') return refusalOf('invalid_state');
  return null;
}

/** What a session operation refuses before it looks at anything: no session (401), a voided voter (403). */
export function sessionRefusal(state: PortalFakeState): Refusal<401 | 403> | null {
  if (!state.session) return refusalOf('voter_session_required');
  if (state.voting.state === 'voided') return refusalOf('voter_voided');
  return null;
}

/** The link as getPortalVoting answers it: where the voter is in the access steps. */
export function votingView(state: PortalFakeState): PortalVoting {
  const recorded = state.ballot.ballot;
  return {
    ...state.voting,
    step: state.session ? 'ready' : state.pin.sent ? 'pin' : 'identity',
    pinSentTo: state.pin.sent ? 'm***@example.com' : null,
    lockedUntil: isLocked(state) ? state.lockedUntil : null,
    hasVoted: recorded !== null && recorded.status !== 'returned',
  };
}
