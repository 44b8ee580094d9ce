import {
  changedVotingFields,
  fixedOncePublished,
  sameVotingItems,
  type VotingEditField,
} from '@backoffice/domain';
import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import { appendAudit, type LockedVoting } from './audit-log.ts';
import { loadItems } from './voting-view.ts';
import { requireAction } from './voting-status.ts';
import type { ItemContent, VotingContent } from './voting-input.ts';
import type { VotingActor } from './voting-actor.ts';

// Creating, editing and deleting a voting. The rules of an edit (contract, updateVoting):
// - draft: everything may change; items are matched by id (kept, reordered, edited), new ones added, missing ones
//   removed;
// - scheduled or open: items, kind, weighting, the support-document rule and the deadline are fixed (409
//   `invalid_state` when the body changes them; the deadline moves through extendVotingDeadline); title,
//   description and ballot template may change, and the opening too while scheduled (in the future, before the
//   deadline);
// - closed or cancelled: read-only (409).
// A draft is the operator's working copy: it has no audit trail (appendAudit writes nothing for it) and can be
// discarded (discard-draft.ts). From publication on, every change is audited with the fields it touched.

export async function insertVoting(
  trx: TenantTransaction,
  actor: VotingActor,
  content: VotingContent,
): Promise<string> {
  const voting = await trx
    .insertInto('votings')
    .values({
      company_id: actor.companyId,
      workspace_id: actor.workspaceId,
      title: content.title,
      description: content.description,
      kind: content.kind,
      weighting: content.weighting,
      requires_support_document: content.requiresSupportDocument,
      ballot_template_id: content.ballotTemplateId,
      opens_at: content.opensAt,
      deadline: content.deadline,
      created_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertItems(trx, actor, voting.id, content.items, 1);
  return voting.id;
}

async function insertItems(
  trx: TenantTransaction,
  actor: VotingActor,
  votingId: string,
  items: readonly ItemContent[],
  firstPosition: number,
): Promise<void> {
  if (!items.length) return;
  await trx
    .insertInto('voting_items')
    .values(
      items.map((item, index) => ({
        company_id: actor.companyId,
        workspace_id: actor.workspaceId,
        voting_id: votingId,
        position: firstPosition + index,
        title: item.title,
        description: item.description,
      })),
    )
    .execute();
}

/** The fields of the row that the content changes (for the audit and the published-voting rule). */
const changedFields = (row: LockedVoting, content: VotingContent) =>
  changedVotingFields(
    {
      title: row.title,
      description: row.description,
      kind: row.kind,
      weighting: row.weighting,
      requiresSupportDocument: row.requires_support_document,
      ballotTemplateId: row.ballot_template_id,
      opensAt: row.opens_at,
      deadline: row.deadline,
    },
    content,
  );

/**
 * Applies an edit to the locked, settled voting. Returns whether the opening moved (the caller reschedules it).
 */
export async function updateVoting(
  trx: TenantTransaction,
  actor: VotingActor,
  row: LockedVoting,
  content: VotingContent,
  now: Date,
): Promise<{ opensAtMoved: boolean }> {
  const status = requireAction(row, now, 'edit', (current) => `A ${current} voting is read-only`);
  const fields = changedFields(row, content);
  const items = await loadItems(trx, row.id);
  const itemsChanged = !sameVotingItems(items, content.items);
  // The rule of what is fixed once published is the domain's (the admin's fake API asks it too).
  const fixed = fixedOncePublished(status, fields, itemsChanged);
  const changed: (VotingEditField | 'items')[] = [...fields];
  if (fixed.length) throw new Refusal('invalid_state', `Fixed once published: ${fixed.join(', ')}`);
  if (status !== 'draft' && changed.includes('opensAt')) checkNewOpening(content.opensAt, now);
  if (itemsChanged) await replaceItems(trx, actor, row.id, items, content.items);
  if (itemsChanged) changed.push('items');
  if (!changed.length) return { opensAtMoved: false };

  await trx
    .updateTable('votings')
    .set({
      title: content.title,
      description: content.description,
      kind: content.kind,
      weighting: content.weighting,
      requires_support_document: content.requiresSupportDocument,
      ballot_template_id: content.ballotTemplateId,
      opens_at: content.opensAt,
      deadline: content.deadline,
      updated_at: sql<Date>`clock_timestamp()`,
    })
    .where('id', '=', row.id)
    .execute();
  await appendAudit(trx, { ...actor, votingId: row.id }, actor.audit, 'voting.updated', {
    fields: changed,
    ...(changed.includes('title') ? { title: { from: row.title, to: content.title } } : {}),
    ...(changed.includes('opensAt')
      ? { opensAt: { from: isoOrNull(row.opens_at), to: isoOrNull(content.opensAt) } }
      : {}),
    ...(changed.includes('ballotTemplateId')
      ? { ballotTemplateId: { from: row.ballot_template_id, to: content.ballotTemplateId } }
      : {}),
  });
  return { opensAtMoved: changed.includes('opensAt') && status === 'scheduled' };
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A scheduled voting's new opening: set, and in the future (the deadline check is prepareVotingInput's). */
function checkNewOpening(opensAt: Date | null, now: Date): void {
  if (opensAt === null) {
    throw fieldRefusal(
      'unprocessable',
      [{ field: 'opensAt', code: 'required' }],
      'A scheduled voting opens at a set time',
    );
  }
  if (opensAt.getTime() <= now.getTime()) {
    throw fieldRefusal(
      'unprocessable',
      [{ field: 'opensAt', code: 'in_past' }],
      'The opening is in the past',
    );
  }
}

/**
 * A draft's items as the body lists them: ids must be items of this voting (422 otherwise); kept items are
 * updated in place and renumbered, the others deleted, new ones inserted. Positions are unique per voting but the
 * constraint is deferred, so renumbering in any order is fine.
 */
async function replaceItems(
  trx: TenantTransaction,
  actor: VotingActor,
  votingId: string,
  current: readonly { id: string }[],
  next: ItemContent[],
): Promise<void> {
  const known = new Set(current.map((item) => item.id));
  const unknown = next.flatMap((item, index) =>
    item.id !== undefined && !known.has(item.id) ? [{ field: `items/${index}/id`, code: 'not_found' }] : [],
  );
  const repeated = next.flatMap((item, index) =>
    item.id !== undefined && next.findIndex((other) => other.id === item.id) !== index
      ? [{ field: `items/${index}/id`, code: 'duplicate' }]
      : [],
  );
  if (unknown.length || repeated.length) {
    throw fieldRefusal('unprocessable', [...unknown, ...repeated], 'Items that are not of this voting');
  }
  const kept = new Set(next.flatMap((item) => (item.id ? [item.id] : [])));
  const removed = current.filter((item) => !kept.has(item.id)).map((item) => item.id);
  if (removed.length) await trx.deleteFrom('voting_items').where('id', 'in', removed).execute();
  for (const [index, item] of next.entries()) {
    if (item.id === undefined) {
      await insertItems(trx, actor, votingId, [item], index + 1);
    } else {
      await trx
        .updateTable('voting_items')
        .set({ position: index + 1, title: item.title, description: item.description })
        .where('id', '=', item.id)
        .execute();
    }
  }
}
