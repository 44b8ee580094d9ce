import {
  approverInput,
  isApproverValid,
  type ApproverDraft,
} from '../components/attorney/ApproverFields/approver';
import { acceptPortalPolicy, getPortalBallot, submitPortalBallot } from '../api/portal';
import type {
  PortalBallotState,
  RepresentedParty,
  VoteChoice,
  VoterUpload,
  VoterUploadKind,
} from '../api/types';
import type { Snapshot } from 'valtio';
import {
  answersFromVotes,
  answersToSubmit,
  policyAccepted,
  sameAnswersForAll,
  unansweredCount,
  uploadsOf,
} from './answers';
import { ballotKey, forgetBallotKey } from './ballot-key';
import { batchStore, everyFundVoted, isBatchHolder, loadBatch } from './batch';
import { handleLinkProblem } from './link-problems';
import {
  moveTo,
  portalStore,
  sessionSteps,
  type FinishProblem,
  type PortalState,
  type PortalStep,
} from './portal-state';
import { isSessionEnded } from '../api/session-ended';
import { problemCode, problemErrorCodes, problemParam } from './problems';

// Once the voter has a session: the ballot page (documents, policy, items, represented parties, uploads), the
// answers, the checks before finishing, the submission (exactly once, by its idempotency key) and the receipt.

/** The order of the steps after identification, for going back and forth. */
const ballotSteps: readonly PortalStep[] = ['documents', 'ballot', 'attachments', 'review', 'receipt'];

/** Where a signed-in voter lands: the receipt once voted (or returned), else documents until the policy is accepted. */
function landingStep(): PortalStep {
  const ballot = portalStore.ballot!;
  // A holder in several funds of a batch: their funds' list until every fund has their ballot.
  if (isBatchHolder()) {
    if (everyFundVoted(batchStore.data)) return 'receipt';
    return policyAccepted(ballot) ? 'ballot' : 'documents';
  }
  const recorded = ballot.ballot;
  if (recorded && !portalStore.revoting) return 'receipt';
  const resume = portalStore.resumeStep;
  if (resume && sessionSteps.includes(resume) && resume !== 'receipt') {
    return policyAccepted(ballot) || resume === 'documents' ? resume : 'documents';
  }
  return policyAccepted(ballot) ? 'ballot' : 'documents';
}

/**
 * Reads the ballot page with the voter's session and goes to where the voter is: as the page opens (`landing`), or
 * after the voter signed in (a move: the step's heading takes the focus).
 */
export async function loadBallot({ landing = false }: { landing?: boolean } = {}): Promise<void> {
  const token = portalStore.token;
  if (!token) return;
  portalStore.ballotLoad = 'loading';
  try {
    const ballot = await getPortalBallot(token);
    // The holder's other funds in the batch, with the same session (a failure leaves the single ballot).
    await loadBatch();
    portalStore.ballot = ballot;
    portalStore.ballotLoad = 'ready';
    portalStore.policy.checked = policyAccepted(ballot);
    const recorded = ballot.ballot;
    // A returned ballot's votes are gone from the server; answers given in this page stay, else the recorded ones.
    if (recorded?.votes.length && Object.keys(portalStore.answers).length === 0) {
      portalStore.answers = answersFromVotes(recorded.votes);
      portalStore.sameForAll = sameAnswersForAll(ballot, portalStore.answers);
    }
    if (recorded && recorded.status !== 'returned') portalStore.revoting = false;
    if (landing) portalStore.step = landingStep();
    else moveTo(landingStep());
    portalStore.resumeStep = null;
  } catch (error) {
    if (isSessionEnded(error)) return;
    if (await handleLinkProblem(error)) return;
    console.error('Ballot read failed', error);
    portalStore.ballotLoad = 'failed';
    if (!sessionSteps.includes(portalStore.step)) moveTo('documents');
  }
}

/** Moves to another step of the ballot side (the progress indicator's completed steps, Back buttons). */
export function goToStep(step: PortalStep): void {
  if (!ballotSteps.includes(step) || !portalStore.ballot) return;
  if (step !== 'documents' && step !== 'receipt' && !policyAccepted(portalStore.ballot)) return;
  // Problems stay until the voter changes something (the step where they are fixed shows its own). The ballot's list
  // of missing answers shows again only at the next "Continuar" there.
  if (step !== 'ballot') portalStore.ballotChecked = false;
  moveTo(step);
}

export function setPolicyChecked(checked: boolean): void {
  portalStore.policy.checked = checked;
  if (checked) portalStore.policy.error = null;
}

/** "Continuar" under the documents: the policy must be accepted (once; recorded with the IP check's answer). */
export async function acceptPolicy(): Promise<void> {
  const token = portalStore.token;
  const ballot = portalStore.ballot;
  const policy = portalStore.policy;
  if (!token || !ballot || policy.pending) return;
  if (!policy.checked) {
    policy.error = { key: 'portal.policy.required' };
    return;
  }
  if (policyAccepted(ballot)) {
    moveTo('ballot');
    return;
  }
  policy.error = null;
  policy.pending = true;
  try {
    const acceptance = await acceptPortalPolicy(token, portalStore.clientAddress);
    ballot.policy = { version: acceptance.version, acceptedAt: acceptance.acceptedAt };
    moveTo('ballot');
  } catch (error) {
    if (isSessionEnded(error) || (await handleLinkProblem(error))) return;
    console.error('Policy acceptance failed', error);
    policy.error = { key: 'portal.policy.failed' };
  } finally {
    policy.pending = false;
  }
}

export function setAnswer(subject: string, itemId: string, choice: VoteChoice): void {
  (portalStore.answers[subject] ??= {})[itemId] = choice;
  portalStore.finish.problems = [];
}

export function setSameForAll(value: boolean): void {
  portalStore.sameForAll = value;
}

/** The attorney's parties changed (added, imported, removed): answers of removed parties go with them. */
export function setRepresentedParties(parties: readonly RepresentedParty[]): void {
  const ballot = portalStore.ballot;
  if (!ballot) return;
  ballot.representedParties = [...parties];
  const kept = new Set(parties.map((party) => party.id));
  for (const subject of Object.keys(portalStore.answers)) {
    if (subject !== 'self' && !kept.has(subject)) delete portalStore.answers[subject];
  }
}

/** The uploads of one kind changed (the other kind's stay as they are). */
export function setUploads(kind: VoterUploadKind, uploads: readonly VoterUpload[]): void {
  const ballot = portalStore.ballot;
  if (!ballot) return;
  ballot.uploads = [...ballot.uploads.filter((upload) => upload.kind !== kind), ...uploads];
  portalStore.finish.problems = [];
}

export function setApprover(approver: ApproverDraft | null): void {
  portalStore.approver = approver ? { ...approver } : null;
  portalStore.finish.problems = [];
}

export function continueTo(step: 'attachments' | 'review'): void {
  goToStep(step);
}

/**
 * "Continuar" under the votes: on only when every item has its answer (the voter's, and each represented party's
 * unless the same answers go for all). Otherwise the step stays, lists what is missing and marks those items — the
 * voter learns it here, not at "Finalizar", and the step is not ticked as done.
 */
export function continueFromBallot(): void {
  const ballot = portalStore.ballot;
  if (!ballot) return;
  if (unansweredCount(ballot, portalStore.answers, portalStore.sameForAll) > 0) {
    portalStore.ballotChecked = true;
    return;
  }
  portalStore.ballotChecked = false;
  goToStep('attachments');
}

/** Opens a represented party's answers on the ballot step (null closes them). */
export function setOpenParty(partyId: string | null): void {
  portalStore.openParty = partyId;
}

type ProblemSources = Pick<Snapshot<PortalState>, 'ballot' | 'answers' | 'sameForAll' | 'approver'>;

/** The approver to send (trimmed), or null for none; 'invalid' while its fields are incomplete or wrong. */
function approverToSend(approver: ProblemSources['approver'] = portalStore.approver) {
  const draft: ApproverDraft | null = approver ? { ...approver } : null;
  return isApproverValid(draft) ? approverInput(draft) : 'invalid';
}

/**
 * What stops the ballot from being finished, in the order the voter meets the steps, from the state or a snapshot of
 * it (the progress indicator ticks a step only when it has none).
 */
export function finishProblems(state: ProblemSources = portalStore): FinishProblem[] {
  const ballot = state.ballot;
  if (!ballot) return [];
  const problems: FinishProblem[] = [];
  if (!policyAccepted(ballot))
    problems.push({ message: { key: 'portal.review.errors.policy' }, step: 'documents' });
  if (unansweredCount(ballot, state.answers, state.sameForAll) > 0) {
    problems.push({ message: { key: 'portal.review.errors.unanswered' }, step: 'ballot' });
  }
  if (ballot.requiresSupportDocument && uploadsOf(ballot, 'support').length === 0) {
    problems.push({ message: { key: 'portal.review.errors.supportRequired' }, step: 'attachments' });
  }
  if (ballot.representedParties.length > 0 && uploadsOf(ballot, 'power_of_attorney').length === 0) {
    problems.push({ message: { key: 'portal.review.errors.powerOfAttorneyRequired' }, step: 'attachments' });
  }
  if (approverToSend(state.approver) === 'invalid') {
    problems.push({ message: { key: 'portal.review.errors.approverIncomplete' }, step: 'attachments' });
  }
  return problems;
}

/** The server's refusal of a submission, as what the voter reads and where they fix it. */
function submissionProblem(error: unknown): FinishProblem {
  const code = problemCode(error);
  switch (code) {
    case 'policy_not_accepted':
      if (portalStore.ballot) portalStore.ballot.policy.acceptedAt = null;
      return { message: { key: 'portal.review.errors.policy' }, step: 'documents' };
    case 'support_document_required':
      return { message: { key: 'portal.review.errors.supportRequired' }, step: 'attachments' };
    case 'power_of_attorney_required':
      return { message: { key: 'portal.review.errors.powerOfAttorneyRequired' }, step: 'attachments' };
    case 'voter_has_voted': {
      const name = problemParam(error, 'name');
      const taxId = problemParam(error, 'taxIdMasked');
      return {
        message: {
          key: 'portal.review.errors.alreadyVoted',
          params: { name: String(name ?? ''), taxId: String(taxId ?? '') },
        },
        step: 'ballot',
      };
    }
    case 'idempotency_key_reused':
      // This submission's key was recorded before with other answers (e.g. sent, the answer lost, then changed):
      // the first ballot stands.
      return { message: { key: 'portal.review.errors.keyReused' }, step: null };
    case 'invalid_state':
      return { message: { key: 'portal.review.errors.closed' }, step: null };
    case 'voter_voided':
      return { message: { key: 'portal.review.errors.voided' }, step: null };
    case 'unprocessable':
      if (problemErrorCodes(error).includes('item_unanswered')) {
        return { message: { key: 'portal.review.errors.unanswered' }, step: 'ballot' };
      }
      break;
  }
  return { message: { key: 'portal.review.errors.failed' }, step: null };
}

/**
 * "Finalizar votação": checks what the voter can fix first, then submits with this ballot's idempotency key (the same
 * on a retry or after a reload, so the ballot is recorded once) and shows the receipt.
 */
export async function finishBallot(): Promise<void> {
  const token = portalStore.token;
  const ballot = portalStore.ballot;
  const finish = portalStore.finish;
  if (!token || !ballot || finish.pending) return;
  const problems = finishProblems();
  finish.problems = problems;
  portalStore.showApproverErrors = approverToSend() === 'invalid';
  if (problems.length) return;
  const approver = approverToSend();
  const answers = answersToSubmit(ballot, portalStore.answers, portalStore.sameForAll);
  finish.pending = true;
  try {
    const receipt = await submitPortalBallot(token, {
      idempotencyKey: ballotKey(token),
      answers,
      approver: approver === 'invalid' ? null : approver,
      clientAddress: portalStore.clientAddress,
    });
    forgetBallotKey(token);
    const recorded: PortalBallotState = {
      id: receipt.ballotId,
      status: receipt.status,
      submittedAt: receipt.submittedAt,
      receipt: receipt.receipt,
      reviewComment: null,
      approver: approver === 'invalid' ? null : approver,
      votes: answers.map((answer) => ({ ...answer, representedPartyId: answer.representedPartyId ?? null })),
    };
    ballot.ballot = recorded;
    if (portalStore.voting) portalStore.voting.hasVoted = true;
    portalStore.revoting = false;
    moveTo('receipt');
  } catch (error) {
    if (isSessionEnded(error)) return;
    if (problemCode(error) === 'voter_voided' && portalStore.voting) portalStore.voting.state = 'voided';
    finish.problems = [submissionProblem(error)];
    if (finish.problems[0]!.message.key === 'portal.review.errors.failed') {
      console.error('Ballot submission failed', error);
    }
  } finally {
    finish.pending = false;
  }
}

/** A returned ballot: the attorney votes again (a new ballot, so a new idempotency key). */
export function voteAgain(): void {
  const token = portalStore.token;
  const ballot = portalStore.ballot;
  if (!token || !ballot || ballot.ballot?.status !== 'returned') return;
  forgetBallotKey(token);
  portalStore.revoting = true;
  portalStore.finish.problems = [];
  moveTo(policyAccepted(ballot) ? 'ballot' : 'documents');
}
