import { sql } from 'kysely';
import type { WorkspaceDeletion } from '@backoffice/api-client';
import { workspaceDeletionBlock, type Role } from '@backoffice/domain';
import { appendCompanyAudit } from '../audit/company-audit.ts';
import type { TenantTransaction } from '../db/tenant.ts';
import { paramsRefusal } from './refusal.ts';
import { batchImportReadingKey, legacyBatchImportReadingKey } from './voting-batches/holder-import.ts';
import { votingFileKeys } from './votings/discard-draft.ts';
import { effectiveStatusSql } from './votings/voting-status.ts';
import {
  lastWorkspaceProblem,
  lockCompanyAndFindWorkspace,
  moveCurrentWorkspaceAway,
  nextWorkspaceFor,
  requireManageableMembers,
  usersLeftWithout,
} from './workspace-admin.ts';

// Deleting a workspace (issue 4): what it would take with it and what refuses it (the preview the screen shows before
// asking), and the deletion itself, refused by the same rule (packages/domain's workspaceDeletionBlock) and by the
// membership rules of workspace-admin.ts. Both run inside the caller's withTenant transaction.

/** A workspace's votings by what they mean for its deletion, its templates, members and the voters of its votings. */
async function workspaceCounts(trx: TenantTransaction, workspaceId: string, now: Date) {
  const status = effectiveStatusSql('v', now);
  const { rows } = await sql<{
    votings: number;
    drafts: number;
    open: number;
    closed: number;
    voters: number;
  }>`select count(*)::int as votings,
      count(*) filter (where ${status} = 'draft')::int as drafts,
      count(*) filter (where ${status} in ('scheduled', 'open'))::int as open,
      count(*) filter (where ${status} in ('closed', 'cancelled'))::int as closed,
      coalesce(sum(v.voter_count), 0)::int as voters
    from votings v where v.workspace_id = ${workspaceId}`.execute(trx);
  const count = async (table: 'message_templates' | 'memberships') => {
    const { rows: counted } = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(table)} where workspace_id = ${workspaceId}`.execute(
      trx,
    );
    return Number(counted[0]?.count ?? 0);
  };
  const row = rows[0]!;
  return {
    votings: Number(row.votings),
    draftVotings: Number(row.drafts),
    openVotings: Number(row.open),
    closedVotings: Number(row.closed),
    voters: Number(row.voters),
    templates: await count('message_templates'),
    members: await count('memberships'),
  };
}

/**
 * What deleting the workspace would take with it and what refuses it (getWorkspaceDeletion), as the caller would
 * live it: whether it is their current workspace and where they would go. undefined when there is no such workspace.
 */
export async function workspaceDeletion(
  trx: TenantTransaction,
  caller: { userId: string },
  workspaceId: string,
  now: Date,
): Promise<WorkspaceDeletion | undefined> {
  const workspace = await trx
    .selectFrom('workspaces')
    .select('id')
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  if (!workspace) return undefined;
  const counts = await workspaceCounts(trx, workspaceId, now);
  const current = await trx
    .selectFrom('users')
    .select('id')
    .where('current_workspace_id', '=', workspaceId)
    .execute();
  const isCallersCurrent = current.some((user) => user.id === caller.userId);
  return {
    ...counts,
    blockedBy: workspaceDeletionBlock(counts),
    isCallersCurrent,
    callerMovesTo: isCallersCurrent
      ? ((await nextWorkspaceFor(trx, caller.userId, workspaceId)) ?? null)
      : null,
    otherMembersMoving: current.filter((user) => user.id !== caller.userId).length,
  };
}

/**
 * Deletes a workspace with its message templates and draft votings (their items, voters, documents and imports go
 * with them), recorded in the company's audit log. Refused while it holds a scheduled or open voting (409
 * workspace_has_open_votings) or a closed or cancelled one (409 workspace_has_voting_records: a published voting's
 * record and audit trail are permanent), while one of its members outranks the actor (403 role_not_allowed: deleting
 * it would take their membership) or while it is the only workspace of one of its members (409
 * workspace_last_for_user). Members whose current workspace it was move to another of theirs; memberships go with it
 * (cascade). Returns the storage keys of the drafts' files, for the caller to remove once the transaction commits.
 */
export async function deleteWorkspace(
  trx: TenantTransaction,
  actor: { companyId: string; userId: string; role: Role },
  workspaceId: string,
  now: Date,
): Promise<string[]> {
  const { companyId } = actor;
  await lockCompanyAndFindWorkspace(trx, companyId, workspaceId);

  const counts = await workspaceCounts(trx, workspaceId, now);
  const block = workspaceDeletionBlock(counts);
  if (block === 'open_votings') {
    throw paramsRefusal('workspace_has_open_votings', { openVotings: counts.openVotings });
  }
  if (block === 'voting_records') {
    throw paramsRefusal('workspace_has_voting_records', { closedVotings: counts.closedVotings });
  }

  const members = (
    await trx.selectFrom('memberships').select('user_id').where('workspace_id', '=', workspaceId).execute()
  ).map((row) => row.user_id);
  await requireManageableMembers(trx, actor.role, members);
  const stranded = await usersLeftWithout(trx, workspaceId, members);
  if (stranded.length) throw lastWorkspaceProblem(stranded);

  const { name } = await trx
    .selectFrom('workspaces')
    .select('name')
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  // Only drafts are left (the block above): they go first, then the templates their ballots named.
  const drafts = (
    await trx.selectFrom('votings').select('id').where('workspace_id', '=', workspaceId).execute()
  ).map((row) => row.id);
  const keys = await votingFileKeys(trx, drafts);
  if (drafts.length) await trx.deleteFrom('votings').where('id', 'in', drafts).execute();
  // Batch votings (issue 19) whose children were all drafts, with their holders spreadsheets (files too).
  const batchFiles = await trx
    .deleteFrom('voting_batch_imports')
    .where('workspace_id', '=', workspaceId)
    .returning(['id', 'file_key'])
    .execute();
  keys.push(
    ...batchFiles.flatMap((row) => [
      row.file_key,
      batchImportReadingKey(row.id),
      legacyBatchImportReadingKey(row.id),
    ]),
  );
  await trx.deleteFrom('voting_batches').where('workspace_id', '=', workspaceId).execute();
  // Communications (issue 20: drafts and sent ones, with their recipients; their send jobs and deliveries go with the
  // workspace) name their templates, whose key restricts the templates' delete.
  await trx.deleteFrom('communications').where('workspace_id', '=', workspaceId).execute();
  await trx.deleteFrom('message_templates').where('workspace_id', '=', workspaceId).execute();

  await moveCurrentWorkspaceAway(trx, workspaceId, members);
  await trx.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
  await appendCompanyAudit(trx, {
    companyId,
    workspaceId,
    actor: { kind: 'user', id: actor.userId },
    action: 'workspace.deleted',
    subjectId: workspaceId,
    data: {
      name,
      draftVotings: counts.draftVotings,
      voters: counts.voters,
      templates: counts.templates,
      members: counts.members,
    },
  });
  return keys;
}
