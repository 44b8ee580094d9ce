import { proxy, type Snapshot } from 'valtio';
import { batchFundVoted, repeatBatchAnswers } from '@backoffice/domain';
import {
  getPortalBatchBallots,
  submitPortalBatchBallots,
  type PortalBatchBallots,
  type PortalBatchFund,
  type PortalBatchResult,
} from '../api/batch';
import type { VoteChoice } from '../api/types';
import { isSessionEnded } from '../api/session-ended';
import { handleLinkProblem } from './link-problems';
import { moveTo, portalStore } from './portal-state';

// The holder who is in several funds of a batch: after identity, PIN and the policy, the list of their funds — each
// answered on its own, or one answered and repeated in every fund (a conflict of interest is never repeated: it is
// declared fund by fund) — then a review of every fund before recording, then each fund's receipt.

export type BatchView = 'list' | 'fund';

export interface BatchState {
  load: 'idle' | 'loading' | 'ready' | 'failed';
  data: PortalBatchBallots | null;
  /** On the ballot step: the list of funds, or one fund being answered. */
  view: BatchView;
  openFund: string | null;
  /** votingId → item id → choice. */
  answers: Record<string, Record<string, VoteChoice>>;
  /** The funds the holder has chosen to record now (a fund removed in the review is left out). */
  selected: string[];
  /** votingId → the idempotency key of its ballot (kept across retries of the same answers). */
  keys: Record<string, string>;
  submit: { pending: boolean; failed: boolean; noneSelected: boolean };
  results: PortalBatchResult[];
  /** The last "repeat in every fund": how many funds it filled. */
  repeatedInto: number | null;
}

export const initialBatchState = (): BatchState => ({
  load: 'idle',
  data: null,
  view: 'list',
  openFund: null,
  answers: {},
  selected: [],
  keys: {},
  submit: { pending: false, failed: false, noneSelected: false },
  results: [],
  repeatedInto: null,
});

export const batchStore = proxy<BatchState>(initialBatchState());

export function resetBatch(): void {
  Object.assign(batchStore, initialBatchState());
}

/** More than one fund: the portal shows the batch's screens instead of the single ballot. */
export const isBatchHolder = (state: { data: Snapshot<PortalBatchBallots> | null } = batchStore): boolean =>
  (state.data?.funds.length ?? 0) > 1;

/** The funds that can still take the holder's ballot (open, none standing). */
export const votableFunds = <D extends Snapshot<PortalBatchBallots> | PortalBatchBallots>(
  data: D | null,
): D['funds'][number][] => (data?.funds ?? []).filter((fund) => fund.open && !fund.voted);

/** Every item of the fund answered. */
export const fundComplete = (
  fund: Snapshot<Pick<PortalBatchFund, 'items' | 'votingId'>>,
  answers: Snapshot<BatchState['answers']>,
) => fund.items.every((item) => answers[fund.votingId]?.[item.id]);

export const everyFundVoted = (data: Snapshot<PortalBatchBallots> | null) =>
  (data?.funds ?? []).every((fund) => batchFundVoted(fund.ballot?.status));

/** Reads the holder's funds (after the ballot page, with the same session); failures leave the single ballot. */
export async function loadBatch(): Promise<void> {
  const token = portalStore.token;
  if (!token) return;
  batchStore.load = 'loading';
  try {
    batchStore.data = await getPortalBatchBallots(token);
    batchStore.load = 'ready';
  } catch (error) {
    if (isSessionEnded(error)) return;
    console.error('Batch ballots read failed', error);
    batchStore.load = 'failed';
  }
}

export function openFund(votingId: string): void {
  batchStore.openFund = votingId;
  batchStore.view = 'fund';
  batchStore.repeatedInto = null;
}

export function backToFunds(): void {
  batchStore.view = 'list';
}

export function answerFund(votingId: string, itemId: string, choice: VoteChoice): void {
  batchStore.answers[votingId] = { ...batchStore.answers[votingId], [itemId]: choice };
  // New answers are a new ballot: a key is for one set of answers.
  delete batchStore.keys[votingId];
  if (!batchStore.selected.includes(votingId)) batchStore.selected.push(votingId);
}

/** "Repetir minhas respostas em todos os fundos": this fund's answers (no conflict) in every other fund that takes one. */
export function repeatInEveryFund(sourceVotingId: string): void {
  const data = batchStore.data;
  const source = data?.funds.find((fund) => fund.votingId === sourceVotingId);
  if (!data || !source) return;
  let filled = 0;
  for (const fund of votableFunds(data)) {
    if (fund.votingId === sourceVotingId) continue;
    const repeated = repeatBatchAnswers(source.items, batchStore.answers[sourceVotingId] ?? {}, fund.items);
    batchStore.answers[fund.votingId] = repeated;
    delete batchStore.keys[fund.votingId];
    if (!batchStore.selected.includes(fund.votingId)) batchStore.selected.push(fund.votingId);
    filled += 1;
  }
  batchStore.repeatedInto = filled;
}

/** The review: every fund with answers, in the list's order. */
export function toBatchReview(): void {
  batchStore.submit.noneSelected = false;
  moveTo('review');
}

export function removeFromBatch(votingId: string): void {
  batchStore.selected = batchStore.selected.filter((id) => id !== votingId);
}

export function editFund(votingId: string): void {
  openFund(votingId);
  moveTo('ballot');
}

/** The funds the review shows: selected, still taking a ballot, in the list's order. */
export function reviewFunds<D extends Snapshot<PortalBatchBallots> | PortalBatchBallots>(state: {
  data: D | null;
  selected: readonly string[];
}): D['funds'][number][] {
  return votableFunds(state.data).filter((fund) => state.selected.includes(fund.votingId));
}

/** Records every reviewed fund's ballot; each fund answers on its own (recorded, replayed or refused). */
export async function submitBatch(): Promise<void> {
  const token = portalStore.token;
  const funds = reviewFunds(batchStore).filter((fund) => fundComplete(fund, batchStore.answers));
  if (!token || batchStore.submit.pending) return;
  if (!funds.length) {
    batchStore.submit.noneSelected = true;
    return;
  }
  batchStore.submit = { pending: true, failed: false, noneSelected: false };
  for (const fund of funds) batchStore.keys[fund.votingId] ??= crypto.randomUUID();
  try {
    const results = await submitPortalBatchBallots(token, {
      ballots: funds.map((fund) => ({
        votingId: fund.votingId,
        idempotencyKey: batchStore.keys[fund.votingId]!,
        answers: fund.items.map((item) => ({
          itemId: item.id,
          choice: batchStore.answers[fund.votingId]![item.id]!,
        })),
      })),
      clientAddress: portalStore.clientAddress,
    });
    batchStore.results = results;
    batchStore.submit.pending = false;
    await loadBatch();
    moveTo('receipt');
  } catch (error) {
    batchStore.submit.pending = false;
    if (isSessionEnded(error)) return;
    if (await handleLinkProblem(error)) return;
    console.error('Batch submission failed', error);
    batchStore.submit.failed = true;
  }
}
