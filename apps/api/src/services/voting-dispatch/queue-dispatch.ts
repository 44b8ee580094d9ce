import { randomUUID } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import type { VotingDispatch } from '@backoffice/api-client';
import type { AuditAction } from '@backoffice/domain';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';
import { createDispatchJob } from '../../jobs/job-store.ts';
import { appendAudit, loadVotingForUpdate } from '../votings/audit-log.ts';
import { countItems, votersWithVotes, whereParticipation } from '../voters/voter-view.ts';
import { VOTING_DISPATCH_JOB, type DispatchKind, type VotingDispatchPayload } from './dispatch-kind.ts';

// A round of e-mails to a voting's voters: a voting_dispatches row and a durable job (jobs/) with one pending
// delivery per recipient, created in the caller's transaction so they exist only if the change that asked for them
// commits. The job renders each message when it sends it (voting-dispatch-job.ts). Who receives it:
// - invitation: active voters never invited to this voting (by an earlier invitation round): opening a voting
//   invites everyone, and a voter added later gets its own round;
// - reminder: active voters who have not voted on every item;
// - resend: the voters named (the caller has checked they may be sent to).
// Never to a voter whose import is still being written (voter-imports/voter-import-job.ts).
// A recipient gets at most one delivery per round (deliveries are unique per job, recipient and channel).

export interface QueueDispatchInput {
  companyId: string;
  workspaceId: string;
  votingId: string;
  kind: DispatchKind;
  /** Only these voters (still filtered by the kind's rule). */
  voterIds?: readonly string[];
  /** Only the voters of this import (the invitation of an import that finished after the voting opened). */
  importId?: string;
  /** The user who asked; null when the server did (a scheduled voting opening). */
  createdBy: string | null;
}

async function recipientsOf(trx: TenantTransaction, input: QueueDispatchInput) {
  let query = votersWithVotes(trx, input.votingId)
    .where('v.status', '=', 'active')
    // Voters of an import still being written get nothing until it finishes (it may yet be rolled back).
    .where(
      sql<SqlBool>`not exists (select 1 from voter_imports i
        where i.company_id = v.company_id and i.id = v.import_id and i.status = 'importing')`,
    );
  if (input.importId) query = query.where('v.import_id', '=', input.importId);
  if (input.voterIds) {
    if (input.voterIds.length === 0) return [];
    query = query.where('v.id', 'in', input.voterIds);
  }
  if (input.kind === 'reminder') {
    query = whereParticipation(query, 'pending', await countItems(trx, input.votingId));
  }
  if (input.kind === 'invitation') {
    query = query.where(
      sql<SqlBool>`not exists (
        select 1 from deliveries d
        join voting_dispatches vd on vd.company_id = d.company_id and vd.job_id = d.job_id
        where vd.voting_id = ${input.votingId} and vd.kind = 'invitation' and d.recipient_key = v.id::text)`,
    );
  }
  return query.select(['v.id', 'v.email']).orderBy('v.id').execute();
}

const AUDIT_ACTION: Readonly<Record<DispatchKind, AuditAction>> = {
  invitation: 'invitation.queued',
  reminder: 'reminder.queued',
  resend: 'invitation.resend_queued',
};

/** Queues a round and returns it as listVotingDispatches shows it. Locks the voting's row (rounds of one voting
 * are decided one at a time, so two invitation rounds never both take the same voter). */
export async function queueDispatch(
  trx: TenantTransaction,
  input: QueueDispatchInput,
): Promise<VotingDispatch> {
  if (!(await loadVotingForUpdate(trx, input.votingId))) {
    throw new Error(`queueDispatch: no voting ${input.votingId} in this workspace`);
  }
  const recipients = await recipientsOf(trx, input);
  const dispatchId = randomUUID();
  const payload: VotingDispatchPayload = { votingId: input.votingId, dispatchId, kind: input.kind };
  const job =
    recipients.length === 0
      ? null
      : (
          await createDispatchJob(trx, {
            companyId: input.companyId,
            workspaceId: input.workspaceId,
            kind: VOTING_DISPATCH_JOB,
            payload,
            createdBy: input.createdBy,
            recipients: recipients.map((voter) => ({ recipientKey: voter.id, address: voter.email })),
          })
        ).job;
  const row = await trx
    .insertInto('voting_dispatches')
    .values({
      company_id: input.companyId,
      workspace_id: input.workspaceId,
      voting_id: input.votingId,
      id: dispatchId,
      kind: input.kind,
      job_id: job?.id ?? null,
      recipients: recipients.length,
      created_by: input.createdBy,
    })
    .returning(['created_at'])
    .executeTakeFirstOrThrow();
  await appendAudit(
    trx,
    { companyId: input.companyId, workspaceId: input.workspaceId, votingId: input.votingId },
    input.createdBy === null ? { kind: 'system', id: null } : { kind: 'user', id: input.createdBy },
    AUDIT_ACTION[input.kind],
    {
      dispatchId,
      recipients: recipients.length,
      ...(input.kind === 'resend' ? { voterIds: recipients.map((voter) => voter.id) } : {}),
    },
  );
  return {
    id: dispatchId,
    kind: input.kind,
    createdAt: toIso(row.created_at),
    // A round with nobody to write to is done as soon as it exists.
    status: job ? job.status : 'succeeded',
    total: recipients.length,
    sent: 0,
    failed: 0,
    unconfirmed: 0,
  };
}
