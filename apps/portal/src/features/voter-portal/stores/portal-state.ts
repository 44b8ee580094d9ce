import { proxy } from 'valtio';
import type { TranslationKey, TranslationParams } from '@portal/lib/i18n';
import type { PortalBallot, PortalVoting, VoteChoice } from '../api/types';

// The voter portal's state: one voter's link, from the first screen to the receipt. Actions live beside it
// (access.ts: link, identity, PIN; ballot.ts: documents, policy, votes, attachments, submission).

/** The steps in order; identity and PIN are one step of the progress indicator. */
export const portalSteps = [
  'identity',
  'pin',
  'documents',
  'ballot',
  'attachments',
  'review',
  'receipt',
] as const;
export type PortalStep = (typeof portalSteps)[number];

/** The steps that need the voter's session (and the ballot read with it). */
export const sessionSteps: readonly PortalStep[] = [
  'documents',
  'ballot',
  'attachments',
  'review',
  'receipt',
];

/** A text to show, as its key and parameters: actions decide what to say, components translate it. */
export interface PortalMessage {
  key: TranslationKey;
  params?: TranslationParams;
}

/** Why the ballot could not be finished, and the step where the voter fixes it (null: nothing to fix there). */
export interface FinishProblem {
  message: PortalMessage;
  step: 'documents' | 'ballot' | 'attachments' | null;
}

/** The voter's own answers are under this subject; a represented party's under its id. */
export const SELF = 'self';

export interface PortalState {
  token: string | null;
  /** Reading the link (getPortalVoting). */
  load: 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';
  voting: PortalVoting | null;
  step: PortalStep;
  /** The voter moved from one step to another (not the page landing on its first step): the step's heading takes focus. */
  stepMoved: boolean;
  /** Where to go back to once the voter has identified again after the session ended mid-way. */
  resumeStep: PortalStep | null;
  /** Signing out ("Sair") is on its way to the server. */
  signingOut: boolean;
  /** A notice above the identity form (the session ended, the voter signed out). */
  notice: PortalMessage | null;
  /** While too many wrong tries lock the link, until when (ISO). */
  lockedUntil: string | null;
  identity: { pending: boolean; error: PortalMessage | null; hint: PortalMessage | null };
  pin: {
    pending: boolean;
    error: PortalMessage | null;
    hint: PortalMessage | null;
    /** The masked e-mail of the pending PIN. */
    sentTo: string | null;
    expiresAt: string | null;
  };
  /** Reading the ballot page (getPortalBallot) once the voter has a session. */
  ballotLoad: 'idle' | 'loading' | 'ready' | 'failed';
  ballot: PortalBallot | null;
  policy: { checked: boolean; pending: boolean; error: PortalMessage | null };
  /** subject (SELF or a represented party's id) → item id → choice. */
  answers: Record<string, Record<string, VoteChoice>>;
  /** The voter's own answers count for every represented party too. */
  sameForAll: boolean;
  /** The optional third-party approver being added (null: none). */
  approver: { name: string; email: string } | null;
  /** Show every approver field's problem (after a try to finish). */
  showApproverErrors: boolean;
  finish: { pending: boolean; problems: FinishProblem[] };
  /** "Continuar" was pressed on the ballot with items unanswered: the step lists them and marks each (until all are in). */
  ballotChecked: boolean;
  /** The represented party whose answers are open on the ballot step (null: none). */
  openParty: string | null;
  /** The attorney is voting again after the approver returned the ballot. */
  revoting: boolean;
  /** What the public IP check answered (null until it does, or when it fails). */
  clientAddress: string | null;
}

export const initialPortalState = (token: string | null = null): PortalState => ({
  token,
  load: 'idle',
  voting: null,
  step: 'identity',
  stepMoved: false,
  resumeStep: null,
  signingOut: false,
  notice: null,
  lockedUntil: null,
  identity: { pending: false, error: null, hint: null },
  pin: { pending: false, error: null, hint: null, sentTo: null, expiresAt: null },
  ballotLoad: 'idle',
  ballot: null,
  policy: { checked: false, pending: false, error: null },
  answers: {},
  sameForAll: true,
  approver: null,
  showApproverErrors: false,
  finish: { pending: false, problems: [] },
  ballotChecked: false,
  openParty: null,
  revoting: false,
  clientAddress: null,
});

export const portalStore = proxy<PortalState>(initialPortalState());

/** Moves the flow to `step` because of something the voter did (its heading will take the focus). */
export function moveTo(step: PortalStep): void {
  if (portalStore.step === step) return;
  portalStore.step = step;
  portalStore.stepMoved = true;
}
