import type { Voting, VotingInput, VotingWeighting } from '@backoffice/api-client';
import { publishGaps, type PublishGapField } from '@backoffice/domain';
import { isoToLocal, localKey, localToIso } from '@admin/lib/local-date-time';
import type { Message } from './messages';

// The new-voting flow's draft as plain data, how it is checked before each step is left, and how it becomes the
// contract's VotingInput. Pure: the store (voting-draft.ts) calls these.

export const STEPS = ['details', 'items', 'documents', 'voters', 'invitation', 'review'] as const;
export type StepId = (typeof STEPS)[number];

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const ITEMS_MAX = 100;
export const ITEM_TITLE_MAX = 500;
export const ITEM_DESCRIPTION_MAX = 5_000;

export interface DetailsDraft {
  title: string;
  description: string;
  weighting: VotingWeighting;
  requiresSupportDocument: boolean;
  /** 'now': the voting opens when published; 'scheduled': at opensAt. */
  opening: 'now' | 'scheduled';
  /** Wall-clock date-time text in the operator's time zone (@admin/lib/local-date-time), or null. */
  opensAt: string | null;
  deadline: string | null;
}

export interface ItemDraft {
  /** Stable React key of the row (the server's id may not exist yet). */
  key: string;
  /** The server's id once saved. */
  id?: string;
  title: string;
  description: string;
}

export type DetailsField = 'title' | 'description' | 'opensAt' | 'deadline';
export type DetailsErrors = Partial<Record<DetailsField, Message>>;

export interface ItemsErrors {
  /** About the list as a whole (none yet, too many). */
  list?: Message;
  /** By item key. */
  titles: Record<string, Message>;
  descriptions: Record<string, Message>;
}

export const newDetails = (): DetailsDraft => ({
  title: '',
  description: '',
  weighting: 'per_head',
  requiresSupportDocument: false,
  opening: 'now',
  opensAt: null,
  deadline: null,
});

let keySeed = 0;
export const newItemKey = (): string => `item-${++keySeed}`;
export const newItem = (): ItemDraft => ({ key: newItemKey(), title: '', description: '' });

/** The draft of a voting the server already has (resuming the flow). */
export function draftOf(voting: Voting): {
  details: DetailsDraft;
  items: ItemDraft[];
  ballotTemplateId: string | null;
} {
  return {
    details: {
      title: voting.title,
      description: voting.description,
      weighting: voting.weighting,
      requiresSupportDocument: voting.requiresSupportDocument,
      opening: voting.opensAt ? 'scheduled' : 'now',
      opensAt: voting.opensAt ? isoToLocal(voting.opensAt) : null,
      deadline: isoToLocal(voting.deadline),
    },
    items: [...voting.items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({ key: newItemKey(), id: item.id, title: item.title, description: item.description })),
    ballotTemplateId: voting.ballotTemplate?.id ?? null,
  };
}

const tooLong = (max: number): Message => ({ key: 'votings.errors.tooLong', params: { max } });

/** Checks the details step; `nowLocal` is the operator's wall-clock now (local-date-time.ts localNow()). */
export function validateDetails(details: DetailsDraft, nowLocal: string): DetailsErrors {
  const errors: DetailsErrors = {};
  const title = details.title.trim();
  if (!title) errors.title = { key: 'votings.errors.titleRequired' };
  else if (title.length > TITLE_MAX) errors.title = tooLong(TITLE_MAX);
  if (details.description.length > DESCRIPTION_MAX) errors.description = tooLong(DESCRIPTION_MAX);

  // Wall-clock keys ('2026-11-23T10:00:00') compare as the moments they name.
  const current = localKey(nowLocal)!;
  const deadline = localKey(details.deadline);
  if (!deadline) errors.deadline = { key: 'votings.errors.deadlineRequired' };
  else if (deadline <= current) errors.deadline = { key: 'votings.errors.deadlinePast' };

  if (details.opening === 'scheduled') {
    const opensAt = localKey(details.opensAt);
    if (!opensAt) errors.opensAt = { key: 'votings.errors.opensAtRequired' };
    else if (opensAt <= current) errors.opensAt = { key: 'votings.errors.opensAtPast' };
    else if (deadline && deadline <= opensAt)
      errors.deadline ??= { key: 'votings.errors.deadlineBeforeOpening' };
  }
  return errors;
}

export function validateItems(items: readonly ItemDraft[]): ItemsErrors {
  const errors: ItemsErrors = { titles: {}, descriptions: {} };
  if (items.length === 0) errors.list = { key: 'votings.errors.itemsRequired' };
  else if (items.length > ITEMS_MAX) errors.list = tooLong(ITEMS_MAX);
  for (const item of items) {
    const title = item.title.trim();
    if (!title) errors.titles[item.key] = { key: 'votings.errors.itemTitleRequired' };
    else if (title.length > ITEM_TITLE_MAX) errors.titles[item.key] = tooLong(ITEM_TITLE_MAX);
    if (item.description.length > ITEM_DESCRIPTION_MAX)
      errors.descriptions[item.key] = tooLong(ITEM_DESCRIPTION_MAX);
  }
  return errors;
}

export const hasDetailsErrors = (errors: DetailsErrors) => Object.values(errors).some(Boolean);
export const hasItemsErrors = (errors: ItemsErrors) =>
  Boolean(errors.list) ||
  Object.keys(errors.titles).length > 0 ||
  Object.keys(errors.descriptions).length > 0;

/** What the flow saves: the last saved voting's values, with the parts the current step owns replaced. */
export interface InputParts {
  details?: DetailsDraft;
  items?: readonly ItemDraft[];
  ballotTemplateId?: string | null;
}

function detailsInput(details: DetailsDraft) {
  return {
    title: details.title.trim(),
    description: details.description,
    weighting: details.weighting,
    requiresSupportDocument: details.requiresSupportDocument,
    opensAt: details.opening === 'scheduled' && details.opensAt ? localToIso(details.opensAt) : null,
    deadline: details.deadline ? (localToIso(details.deadline) ?? '') : '',
  };
}

export function votingInput(saved: Voting | null, parts: InputParts): VotingInput {
  const base: VotingInput = saved
    ? {
        title: saved.title,
        description: saved.description,
        kind: saved.kind,
        weighting: saved.weighting,
        requiresSupportDocument: saved.requiresSupportDocument,
        ballotTemplateId: saved.ballotTemplate?.id ?? null,
        opensAt: saved.opensAt,
        deadline: saved.deadline,
        items: [...saved.items]
          .sort((a, b) => a.position - b.position)
          .map(({ id, title, description }) => ({ id, title, description })),
      }
    : { ...detailsInput(parts.details ?? newDetails()), kind: 'standard', ballotTemplateId: null, items: [] };
  return {
    ...base,
    ...(parts.details ? detailsInput(parts.details) : {}),
    ...(parts.items
      ? {
          items: parts.items.map((item) => ({
            ...(item.id ? { id: item.id } : {}),
            title: item.title.trim(),
            description: item.description,
          })),
        }
      : {}),
    ...(parts.ballotTemplateId !== undefined ? { ballotTemplateId: parts.ballotTemplateId } : {}),
  };
}

/**
 * The step a saved draft resumes at: the first one still missing something (the documents are optional: they count
 * as done once anything after them is).
 */
export function resumeStep(voting: Voting): StepId {
  if (voting.items.length === 0) return 'items';
  const laterDone = voting.counts.voters > 0 || voting.ballotTemplate !== null;
  if (voting.documents.length === 0 && !laterDone) return 'documents';
  if (voting.counts.voters === 0) return 'voters';
  if (!voting.ballotTemplate) return 'invitation';
  return 'review';
}

export const stepIndex = (step: StepId) => STEPS.indexOf(step);

/** The step of the flow that fixes each thing publishing may miss. */
export const GAP_STEP: Readonly<Record<PublishGapField, StepId>> = {
  items: 'items',
  voters: 'voters',
  ballotTemplateId: 'invitation',
  deadline: 'details',
  opensAt: 'details',
  documents: 'documents',
};

/** The voters who may vote (voided ones excluded): each gets the invitation when the voting opens. */
export const activeVoters = (voting: Voting): number => voting.counts.voters - voting.counts.voided;

/** The steps where the saved draft still misses something for publication (packages/domain's publishGaps). */
export function stepsWithGaps(voting: Voting, now: Date): Set<StepId> {
  const gaps = publishGaps(
    {
      items: voting.items.length,
      activeVoters: activeVoters(voting),
      documents: voting.documents.length,
      hasBallotTemplate: voting.ballotTemplate !== null,
      requiresSupportDocument: voting.requiresSupportDocument,
      deadline: voting.deadline,
      opensAt: voting.opensAt,
    },
    now,
  );
  return new Set(gaps.map((gap) => GAP_STEP[gap.field]));
}

/**
 * The steps really done (the stepper ticks only these): each with nothing missing in the saved draft; the optional
 * documents once there is one or the flow went past them (`reached`); never the review, which publishing leaves.
 * Nothing before the details step has created the draft.
 */
export function completeSteps(voting: Voting | null, reached: number, now: Date): Set<StepId> {
  if (!voting) return new Set();
  const gaps = stepsWithGaps(voting, now);
  const done = new Set<StepId>();
  for (const step of ['details', 'items', 'voters', 'invitation'] as const)
    if (!gaps.has(step)) done.add(step);
  if (!gaps.has('documents') && (voting.documents.length > 0 || reached > stepIndex('documents')))
    done.add('documents');
  return done;
}
