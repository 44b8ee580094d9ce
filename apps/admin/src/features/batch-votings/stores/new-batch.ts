import { proxy } from 'valtio';
import type { VotingBatch, VotingBatchInput, VotingKind } from '@backoffice/api-client';
import { APPROVAL_PRESETS, STATEMENTS_LEAD_DAYS, type FundKind } from '@backoffice/domain';
import { fieldErrorsOf } from '@admin/lib/api-client';
import { createVotingBatch } from '../api/voting-batches';
import { localToIso } from '@admin/lib/local-date-time';

// The new-batch screen's details (/batch-votings/new and /new-financial-statement) until the batch is created; then
// the batch, which the holders spreadsheet goes into. A financial-statement batch sends no items: the server gives it
// the fixed approval of the fiscal year's accounts.

export type DetailsField =
  'title' | 'ballotTemplateId' | 'deadline' | 'fiscalYearEnd' | 'statementsLeadDays' | `items.${number}`;
/** Why a field is refused: required, out of range, or the server's own code. */
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export interface NewBatchState {
  kind: VotingKind;
  title: string;
  description: string;
  fundKind: FundKind;
  /** The invitation (ballot) template every fund's voting sends; required to create the batch. */
  ballotTemplateId: string | null;
  /** Wall-clock date-times in the operator's time zone ('2026-04-28T18:00:00'); opensAt null opens on publishing. */
  deadline: string | null;
  opensAt: string | null;
  fiscalYearEnd: string | null;
  statementsAvailableOn: string | null;
  statementsLeadDays: number;
  /** The items of a standard batch (simple majority each). */
  items: { key: number; title: string }[];
  errors: DetailsErrors;
  saving: boolean;
  saveFailed: boolean;
  /** The batch once created: the spreadsheet step's. */
  batch: VotingBatch | null;
}

let nextKey = 1;

const initialState = (kind: VotingKind = 'standard'): NewBatchState => ({
  kind,
  title: '',
  description: '',
  fundKind: 'fii',
  ballotTemplateId: null,
  deadline: null,
  opensAt: null,
  fiscalYearEnd: null,
  statementsAvailableOn: null,
  statementsLeadDays: STATEMENTS_LEAD_DAYS,
  items: [{ key: nextKey++, title: '' }],
  errors: {},
  saving: false,
  saveFailed: false,
  batch: null,
});

export const newBatch = proxy<NewBatchState>(initialState());

/** A fresh form of `kind` (entering either new-batch path). */
export function startNewBatch(kind: VotingKind): void {
  Object.assign(newBatch, initialState(kind));
}

export function changeDetails<K extends keyof NewBatchState>(field: K, value: NewBatchState[K]): void {
  newBatch[field] = value;
  delete newBatch.errors[field as DetailsField];
}

export function addItem(): void {
  newBatch.items.push({ key: nextKey++, title: '' });
}

export function removeItem(key: number): void {
  newBatch.items = newBatch.items.filter((item) => item.key !== key);
}

export function changeItem(key: number, title: string): void {
  const index = newBatch.items.findIndex((item) => item.key === key);
  if (index < 0) return;
  newBatch.items[index]!.title = title;
  delete newBatch.errors[`items.${index}`];
}

function validate(state: NewBatchState): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!state.title.trim()) errors.title = 'required';
  if (!state.ballotTemplateId) errors.ballotTemplateId = 'required';
  if (!state.deadline) errors.deadline = 'required';
  if (state.kind === 'financial_statement') {
    if (!state.fiscalYearEnd) errors.fiscalYearEnd = 'required';
    const days = state.statementsLeadDays;
    if (!Number.isInteger(days) || days < 1 || days > 365) errors.statementsLeadDays = 'out_of_range';
  } else {
    state.items.forEach((item, index) => {
      if (!item.title.trim()) errors[`items.${index}`] = 'required';
    });
  }
  return errors;
}

function toInput(state: NewBatchState): VotingBatchInput {
  const common = {
    title: state.title.trim(),
    description: state.description.trim(),
    kind: state.kind,
    ballotTemplateId: state.ballotTemplateId,
    opensAt: state.opensAt ? localToIso(state.opensAt) : null,
    deadline: localToIso(state.deadline!)!,
    fundKind: state.fundKind,
    statementsLeadDays: state.statementsLeadDays,
  };
  if (state.kind === 'financial_statement')
    return {
      ...common,
      items: [],
      fiscalYearEnd: state.fiscalYearEnd,
      statementsAvailableOn: state.statementsAvailableOn,
    };
  return {
    ...common,
    items: state.items.map((item) => ({
      title: item.title.trim(),
      description: '',
      approvalRule: structuredClone(APPROVAL_PRESETS.simple_majority),
    })),
  };
}

/** Checks the details and creates the batch (a draft with no child voting); false when something is refused. */
export async function createBatch(): Promise<boolean> {
  const errors = validate(newBatch);
  newBatch.errors = errors;
  newBatch.saveFailed = false;
  if (Object.keys(errors).length) return false;
  newBatch.saving = true;
  try {
    newBatch.batch = await createVotingBatch(toInput(newBatch));
    return true;
  } catch (error) {
    const refused = fieldErrorsOf(error).filter((e) => e.field in fieldNames);
    if (refused.length) for (const e of refused) newBatch.errors[fieldNames[e.field]!] = e.code;
    else newBatch.saveFailed = true;
    return false;
  } finally {
    newBatch.saving = false;
  }
}

/** The contract's fields (422 `field`) the form shows an error under. */
const fieldNames: Record<string, DetailsField> = {
  title: 'title',
  deadline: 'deadline',
  opensAt: 'deadline',
  fiscalYearEnd: 'fiscalYearEnd',
  statementsLeadDays: 'statementsLeadDays',
};

export function resetNewBatch(): void {
  Object.assign(newBatch, initialState());
}
