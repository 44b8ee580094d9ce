import { proxy, subscribe } from 'valtio';
import { ApiError, type Voting } from '@backoffice/api-client';
import { authStore } from '@admin/stores/auth';
import { succeedOnNextRoute } from '@admin/stores/ui';
import { createVoting, getVoting, publishVoting, updateVoting } from '../api/votings';
import {
  STEPS,
  draftOf,
  hasDetailsErrors,
  hasItemsErrors,
  newDetails,
  newItem,
  resumeStep,
  stepIndex,
  stepsWithGaps,
  validateDetails,
  validateItems,
  votingInput,
  type DetailsDraft,
  type DetailsErrors,
  type InputParts,
  type ItemDraft,
  type ItemsErrors,
  type StepId,
} from './draft-model';
import { describeSaveFailure, publishIssues, type PublishIssue } from './draft-errors';
import type { Message } from './messages';
import { documentUploads, documentUploadsBusy, resetDocumentUploads } from './document-uploads';
import { importAwaitingDecision, resetVoterImport, voterImportStore } from './voter-import-state';
import { localNow, localToIso } from '@admin/lib/local-date-time';
import { setVoting, votingsStore } from './votings';
import { problemCodeOf } from '@admin/lib/api-client';

// The new-voting flow (/votings/new): what the operator typed in each step, the step on screen and how far the flow
// has gone, and the draft's id once the details step has created it. Leaving a step checks it and saves the part of
// the voting it owns (details: createVoting the first time, updateVoting after; items and invitation: updateVoting);
// a refused check or save keeps the step open with every value as typed. The draft voting itself (documents, voter
// count) is the votings store's `voting`.

export type DraftLoad = 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';

export interface VotingDraftState {
  /** The draft voting's id once created (it is in the URL as ?id=). */
  votingId: string | null;
  load: DraftLoad;
  /** A published voting asked for as a draft: the screen sends the operator to its detail instead. */
  publishedId: string | null;
  step: StepId;
  /** The furthest step reached (its index): the steps up to it can be opened from the stepper. */
  reached: number;
  details: DetailsDraft;
  items: ItemDraft[];
  ballotTemplateId: string | null;
  detailsErrors: DetailsErrors;
  itemsErrors: ItemsErrors;
  /** Under the invitation step's template choice. */
  templateError: Message | null;
  /** About the current step as a whole (a refused save, a step that cannot be left yet). */
  stepError: Message | null;
  /** Increases with each refused attempt to leave a step: the screen moves the focus to the first error. */
  refusals: number;
  saving: boolean;
  publishing: boolean;
  publishIssues: PublishIssue[];
  publishError: Message | null;
}

const emptyItemsErrors = (): ItemsErrors => ({ titles: {}, descriptions: {} });

const initialState = (): VotingDraftState => ({
  votingId: null,
  load: 'idle',
  publishedId: null,
  step: 'details',
  reached: 0,
  details: newDetails(),
  items: [newItem()],
  ballotTemplateId: null,
  detailsErrors: {},
  itemsErrors: emptyItemsErrors(),
  templateError: null,
  stepError: null,
  refusals: 0,
  saving: false,
  publishing: false,
  publishIssues: [],
  publishError: null,
});

export const votingDraft = proxy<VotingDraftState>(initialState());

let generation = 0;

/** A fresh flow: nothing typed, no draft. */
export function resetVotingDraft(): void {
  generation += 1;
  Object.assign(votingDraft, initialState());
  resetDocumentUploads();
  resetVoterImport();
}

subscribe(authStore, () => {
  if (!authStore.token && (votingDraft.votingId || votingDraft.load !== 'idle')) resetVotingDraft();
});

/** The saved voting of the flow (null before the details step created it). */
export const savedDraft = (): Voting | null =>
  votingDraft.votingId && votingsStore.voting?.id === votingDraft.votingId ? votingsStore.voting : null;

/**
 * Takes down what no longer holds once the operator fixed it: the step's message about a voter to add, an import to
 * decide or uploads to wait for, and the review's reasons not to publish (and their marks on the stepper) whose gap
 * the saved draft no longer has. Runs whenever the draft, its uploads or its import change.
 */
export function settleFixedErrors(now = new Date()): void {
  const voting = savedDraft();
  const gaps = voting ? stepsWithGaps(voting, now) : null;
  const stepKey = votingDraft.stepError?.key;
  if (
    (stepKey === 'votings.errors.votersRequired' && gaps && !gaps.has('voters')) ||
    (stepKey === 'votings.errors.importPending' && !importAwaitingDecision()) ||
    (stepKey === 'votings.errors.uploadsRunning' && !documentUploadsBusy())
  )
    votingDraft.stepError = null;
  if (!gaps || votingDraft.publishIssues.length === 0) return;
  // An issue the server named but the app cannot check (the review's own) stays until the next attempt.
  const left = votingDraft.publishIssues.filter((issue) => issue.step === 'review' || gaps.has(issue.step));
  if (left.length === votingDraft.publishIssues.length) return;
  votingDraft.publishIssues = left;
  if (left.length === 0 && votingDraft.publishError?.key === 'votings.review.incomplete')
    votingDraft.publishError = null;
}

subscribe(votingsStore, () => settleFixedErrors());
subscribe(documentUploads, () => settleFixedErrors());
subscribe(voterImportStore, () => settleFixedErrors());

/**
 * The flow at the URL's draft id. No id: a new flow (what was typed before a draft existed is kept). An id: the
 * draft is read and the flow resumes at its first incomplete step; a voting no longer in draft goes to its detail.
 */
export async function openDraft(id: string | null): Promise<void> {
  if (id === null) {
    if (votingDraft.votingId !== null) resetVotingDraft();
    votingDraft.load = 'ready';
    return;
  }
  if (id === votingDraft.votingId && (votingDraft.load === 'ready' || votingDraft.load === 'loading')) return;
  resetVotingDraft();
  const mine = generation;
  votingDraft.votingId = id;
  votingDraft.load = 'loading';
  try {
    const voting = await getVoting(id);
    if (mine !== generation) return;
    if (voting.status !== 'draft') {
      votingDraft.publishedId = voting.id;
      return;
    }
    setVoting(voting);
    const { details, items, ballotTemplateId } = draftOf(voting);
    Object.assign(votingDraft, { details, items: items.length ? items : [newItem()], ballotTemplateId });
    votingDraft.step = resumeStep(voting);
    votingDraft.reached = stepIndex(votingDraft.step);
    votingDraft.load = 'ready';
  } catch (error) {
    if (mine !== generation) return;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      votingDraft.load = 'notFound';
    else {
      console.error('Voting draft load failed', error);
      votingDraft.load = 'failed';
    }
  }
}

/** Reads the draft again (a retry after a failed load, or the voter count after an import). */
export async function reloadDraft(): Promise<void> {
  const id = votingDraft.votingId;
  if (!id) return;
  if (votingDraft.load === 'failed' || votingDraft.load === 'notFound') {
    votingDraft.load = 'idle';
    return openDraft(id);
  }
  try {
    const voting = await getVoting(id);
    if (votingDraft.votingId === id) setVoting(voting);
  } catch (error) {
    console.error('Voting draft refresh failed', error);
  }
}

// --- What the steps type (every value kept as typed, whatever happens) ---

export function changeDetails<K extends keyof DetailsDraft>(field: K, value: DetailsDraft[K]): void {
  votingDraft.details[field] = value;
  const errorField = field === 'opening' ? 'opensAt' : field;
  if (errorField in votingDraft.detailsErrors)
    delete votingDraft.detailsErrors[errorField as keyof DetailsErrors];
}

export function changeItem(key: string, field: 'title' | 'description', value: string): void {
  const item = votingDraft.items.find((candidate) => candidate.key === key);
  if (!item) return;
  item[field] = value;
  const errors = field === 'title' ? votingDraft.itemsErrors.titles : votingDraft.itemsErrors.descriptions;
  delete errors[key];
}

/** Adds an empty item at the end and returns its key (the screen focuses its title). */
export function addItem(): string {
  const item = newItem();
  votingDraft.items.push(item);
  delete votingDraft.itemsErrors.list;
  return item.key;
}

export function removeItem(key: string): void {
  votingDraft.items = votingDraft.items.filter((item) => item.key !== key);
  delete votingDraft.itemsErrors.titles[key];
  delete votingDraft.itemsErrors.descriptions[key];
}

/** Moves an item one place up (-1) or down (+1). */
export function moveItem(key: string, by: -1 | 1): void {
  const from = votingDraft.items.findIndex((item) => item.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= votingDraft.items.length) return;
  const items = [...votingDraft.items];
  const [moved] = items.splice(from, 1);
  items.splice(to, 0, moved!);
  votingDraft.items = items;
}

export function chooseTemplate(id: string | null): void {
  votingDraft.ballotTemplateId = id;
  votingDraft.templateError = null;
}

// --- Leaving a step ---

function refuse(stepError: Message | null): false {
  votingDraft.stepError = stepError;
  votingDraft.refusals += 1;
  return false;
}

/** Saves `parts` (creating the draft the first time); on a refusal the fields say why and nothing typed is lost. */
async function save(parts: InputParts, onCreated: (id: string) => void): Promise<boolean> {
  const mine = generation;
  const saved = savedDraft();
  votingDraft.saving = true;
  votingDraft.stepError = null;
  try {
    const input = votingInput(saved, parts);
    const voting = saved ? await updateVoting(saved.id, input) : await createVoting(input);
    if (mine !== generation) return false;
    setVoting(voting);
    if (!saved) {
      votingDraft.votingId = voting.id;
      votingDraft.load = 'ready';
      onCreated(voting.id);
    }
    if (parts.items) {
      // The saved items come back by position, in the order sent: each draft row learns its id.
      const ids = votingsStore.votingQuestions.map((item) => item.id);
      votingDraft.items.forEach((item, index) => (item.id = ids[index]));
    }
    return true;
  } catch (error) {
    if (mine !== generation) return false;
    console.error('Voting draft save failed', error);
    const failure = describeSaveFailure(error, votingDraft.items);
    votingDraft.detailsErrors = { ...votingDraft.detailsErrors, ...failure.details };
    votingDraft.itemsErrors = {
      list: failure.items.list,
      titles: { ...votingDraft.itemsErrors.titles, ...failure.items.titles },
      descriptions: { ...votingDraft.itemsErrors.descriptions, ...failure.items.descriptions },
    };
    if (failure.ballotTemplate) votingDraft.templateError = failure.ballotTemplate;
    return refuse(failure.form);
  } finally {
    if (mine === generation) votingDraft.saving = false;
  }
}

/** Checks the step on screen and saves what it owns. True when the flow may leave it. */
async function completeStep(onCreated: (id: string) => void): Promise<boolean> {
  votingDraft.stepError = null;
  switch (votingDraft.step) {
    case 'details': {
      const errors = validateDetails(votingDraft.details, localNow());
      votingDraft.detailsErrors = errors;
      if (hasDetailsErrors(errors)) return refuse({ key: 'votings.errors.fixFields' });
      return save({ details: votingDraft.details }, onCreated);
    }
    case 'items': {
      const errors = validateItems(votingDraft.items);
      votingDraft.itemsErrors = errors;
      if (hasItemsErrors(errors)) return refuse(errors.list ?? { key: 'votings.errors.fixFields' });
      return save({ items: votingDraft.items }, onCreated);
    }
    case 'documents':
      return documentUploadsBusy() ? refuse({ key: 'votings.errors.uploadsRunning' }) : true;
    case 'voters':
      if (importAwaitingDecision()) return refuse({ key: 'votings.errors.importPending' });
      if ((savedDraft()?.counts.voters ?? 0) < 1) return refuse({ key: 'votings.errors.votersRequired' });
      return true;
    case 'invitation':
      if (!votingDraft.ballotTemplateId) {
        votingDraft.templateError = { key: 'votings.errors.templateRequired' };
        return refuse(null);
      }
      return save({ ballotTemplateId: votingDraft.ballotTemplateId }, onCreated);
    case 'review':
      return true;
  }
}

/** Opens `step`: going back never checks; going forward first completes the step on screen. */
export async function goToStep(
  step: StepId,
  onCreated: (id: string) => void = () => undefined,
): Promise<boolean> {
  if (votingDraft.saving || votingDraft.publishing) return false;
  const target = stepIndex(step);
  if (target <= stepIndex(votingDraft.step)) {
    votingDraft.stepError = null;
    votingDraft.step = step;
    return true;
  }
  if (!(await completeStep(onCreated))) return false;
  votingDraft.step = step;
  votingDraft.reached = Math.max(votingDraft.reached, target);
  return true;
}

export const nextStep = (onCreated?: (id: string) => void) =>
  goToStep(STEPS[Math.min(stepIndex(votingDraft.step) + 1, STEPS.length - 1)]!, onCreated);

export const previousStep = () => goToStep(STEPS[Math.max(stepIndex(votingDraft.step) - 1, 0)]!);

/** The opening the flow publishes with: the scheduled date, or null (opens now). */
export function publishOpening(): string | null {
  const { opening, opensAt } = votingDraft.details;
  return opening === 'scheduled' && opensAt ? localToIso(opensAt) : null;
}

/**
 * Publishes the draft (opens it now or schedules it). A 422 voting_incomplete becomes one issue per missing thing,
 * on the step that fixes it; success goes to the voting's detail with a message.
 */
export async function publishDraft(
  navigate: (to: string) => void,
  detailPath: (id: string) => string,
): Promise<void> {
  const id = votingDraft.votingId;
  if (!id || votingDraft.publishing) return;
  const mine = generation;
  // What the draft saved (the review shows it), else what the details step holds.
  const opensAt = savedDraft()?.opensAt ?? publishOpening();
  votingDraft.publishing = true;
  votingDraft.publishError = null;
  votingDraft.publishIssues = [];
  try {
    const voting = await publishVoting(id, opensAt);
    if (mine !== generation) return;
    setVoting(voting);
    succeedOnNextRoute(
      voting.status === 'scheduled' ? 'votings.review.scheduled' : 'votings.review.published',
    );
    resetVotingDraft();
    navigate(detailPath(voting.id));
  } catch (error) {
    if (mine !== generation) return;
    console.error('Voting publish failed', error);
    const code = problemCodeOf(error);
    if (code === 'voting_incomplete' && error instanceof ApiError) {
      votingDraft.publishIssues = publishIssues(error.problem?.errors ?? []);
      votingDraft.publishError = { key: 'votings.review.incomplete' };
    } else if (code === 'invalid_state') votingDraft.publishError = { key: 'votings.errors.notDraft' };
    else if (code === 'forbidden') votingDraft.publishError = { key: 'common.forbidden' };
    else votingDraft.publishError = { key: 'votings.review.publishFailed' };
  } finally {
    if (mine === generation) votingDraft.publishing = false;
  }
}
