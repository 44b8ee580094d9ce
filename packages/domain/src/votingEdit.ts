import type { VotingStatus } from './votingStatus.ts';

// What a save of a voting (updateVoting) may change. A draft: everything. Once published (scheduled or open) the
// voters were invited on its items, kind, weighting, support-document rule and deadline, so those are fixed (the
// deadline moves through extendVotingDeadline only); title, description and ballot template may change, and the
// opening while it is still scheduled. Closed and cancelled votings are read-only (VOTING_ACTIONS.edit). The API
// refuses a fixed field with 409 `invalid_state`; the admin's fake API asks the same rule.

/** The fields of a voting a save sets, besides its items (in the order the audit lists what changed). */
export const VOTING_EDIT_FIELDS = [
  'title',
  'description',
  'kind',
  'weighting',
  'requiresSupportDocument',
  'ballotTemplateId',
  'opensAt',
  'deadline',
] as const;
export type VotingEditField = (typeof VOTING_EDIT_FIELDS)[number];

/** A voting's editable fields, as stored or as a save asks (times as Date or ISO text). */
export interface VotingEditFacts {
  title: string;
  description: string;
  kind: string;
  weighting: string;
  requiresSupportDocument: boolean;
  ballotTemplateId: string | null;
  opensAt: Date | string | null;
  deadline: Date | string;
}

/** An item as stored (with its id) or as a save lists it (no id: a new item). */
export interface VotingItemFacts {
  id?: string | undefined;
  title: string;
  description: string;
}

/** Fields a published voting keeps: a save that changes one is refused. */
export const FIXED_ONCE_PUBLISHED: readonly VotingEditField[] = [
  'kind',
  'weighting',
  'requiresSupportDocument',
  'deadline',
];

const timeOf = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).getTime();

/** The fields `next` changes (times compared as instants, so '…00.000Z' and a Date of it are the same). */
export function changedVotingFields(current: VotingEditFacts, next: VotingEditFacts): VotingEditField[] {
  return VOTING_EDIT_FIELDS.filter((field) =>
    field === 'opensAt' || field === 'deadline'
      ? timeOf(current[field]) !== timeOf(next[field])
      : current[field] !== next[field],
  );
}

/** Whether `next` lists the same items as `current`: the same ids, in the same order, with the same texts. */
export function sameVotingItems(
  current: readonly VotingItemFacts[],
  next: readonly VotingItemFacts[],
): boolean {
  return (
    current.length === next.length &&
    current.every(
      (item, index) =>
        next[index]!.id === item.id &&
        next[index]!.title === item.title &&
        next[index]!.description === item.description,
    )
  );
}

/**
 * What of a save a voting in `status` refuses because it is fixed once published: `changed` (changedVotingFields)
 * and `itemsChanged` (not sameVotingItems). Empty when the save may go on — always for a draft. Whether the status
 * allows an edit at all is VOTING_ACTIONS.edit's question, asked before.
 */
export function fixedOncePublished(
  status: VotingStatus,
  changed: readonly VotingEditField[],
  itemsChanged: boolean,
): (VotingEditField | 'items')[] {
  if (status === 'draft') return [];
  const fixed: (VotingEditField | 'items')[] = changed.filter((field) =>
    FIXED_ONCE_PUBLISHED.includes(field),
  );
  if (itemsChanged) fixed.push('items');
  // An open voting has opened: its opening is history.
  if (status === 'open' && changed.includes('opensAt')) fixed.push('opensAt');
  return fixed;
}

/** A copy's title as kept (trimmed, in NFC), or undefined when nothing is left (refused as an empty title). */
export function readCopyTitle(title: string): string | undefined {
  return title.normalize('NFC').trim() || undefined;
}
