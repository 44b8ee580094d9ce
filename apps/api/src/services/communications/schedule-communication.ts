import { sql } from 'kysely';
import type { Communication } from '@backoffice/api-client';
import { scheduleIssue } from '@backoffice/domain';
import { appendCompanyAudit, type CompanyAuditAction } from '../../audit/company-audit.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { createJob } from '../../jobs/job-store.ts';
import type { JobKind } from '../../jobs/registry.ts';
import { fieldRefusal } from '../refusal.ts';
import { loadCommunication } from './communication-view.ts';
import { lockCommunicationFor, type CommunicationOwner } from './communication-store.ts';
import { isCommunicationSendPayload, type CommunicationSendPayload } from './communication-send-kind.ts';
import { sendCommunication } from './send-communication.ts';

// A communication scheduled to go later (issue 20): its time is kept on the row (migration 0026) and a durable job
// wakes at it. The job sends the communication only if it is still scheduled and its time has come: one taken back
// to draft or cancelled meanwhile is left alone, one scheduled again for later makes the job wait again. Jobs are
// not deduplicated — a communication scheduled, taken back and scheduled again has two; the first to find it due
// sends it (status `sending`) and the other then finds nothing to do.

export const COMMUNICATION_SCHEDULE_JOB = 'communication-scheduled';

async function audit(
  trx: TenantTransaction,
  owner: CommunicationOwner,
  action: CompanyAuditAction,
  communication: { id: string; name: string },
  data: Record<string, unknown> = {},
) {
  await appendCompanyAudit(trx, {
    companyId: owner.companyId,
    workspaceId: owner.workspaceId,
    actor: { kind: 'user', id: owner.userId },
    action,
    subjectId: communication.id,
    data: { name: communication.name, ...data },
  });
}

/** Schedules a draft with recipients for `sendAt` (packages/domain scheduleIssue); undefined when not there. */
export async function scheduleCommunication(
  trx: TenantTransaction,
  owner: CommunicationOwner,
  communicationId: string,
  sendAt: Date,
): Promise<Communication | undefined> {
  const communication = await lockCommunicationFor(trx, owner.workspaceId, communicationId, 'schedule');
  if (!communication) return undefined;
  const issue = scheduleIssue(sendAt, new Date());
  if (issue) {
    throw fieldRefusal(
      'unprocessable',
      [{ field: 'sendAt', code: issue }],
      issue === 'too_soon'
        ? 'O envio precisa ser ao menos 5 minutos à frente'
        : 'O envio pode ser agendado para até 366 dias à frente',
    );
  }
  if (communication.recipient_count === 0) {
    throw fieldRefusal(
      'unprocessable',
      [{ field: 'recipients', code: 'required' }],
      'Envie a planilha de destinatários antes de agendar a comunicação',
    );
  }
  await trx
    .updateTable('communications')
    .set({ status: 'scheduled', scheduled_at: sendAt, updated_at: sql<Date>`now()` })
    .where('id', '=', communicationId)
    .execute();
  await createJob(trx, {
    companyId: owner.companyId,
    workspaceId: owner.workspaceId,
    kind: COMMUNICATION_SCHEDULE_JOB,
    payload: { communicationId } satisfies CommunicationSendPayload,
    createdBy: owner.userId,
    runAfter: sendAt,
  });
  await audit(trx, owner, 'communication.scheduled', communication, { sendAt: sendAt.toISOString() });
  return loadCommunication(trx, owner.workspaceId, communicationId);
}

/** A scheduled communication back to draft (`unschedule`), or cancelled for good (`cancel`). */
export async function stopSchedule(
  trx: TenantTransaction,
  owner: CommunicationOwner,
  communicationId: string,
  action: 'unschedule' | 'cancel',
): Promise<Communication | undefined> {
  const communication = await lockCommunicationFor(trx, owner.workspaceId, communicationId, action);
  if (!communication) return undefined;
  await trx
    .updateTable('communications')
    .set({
      status: action === 'cancel' ? 'cancelled' : 'draft',
      scheduled_at: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', communicationId)
    .execute();
  await audit(
    trx,
    owner,
    action === 'cancel' ? 'communication.cancelled' : 'communication.unscheduled',
    communication,
    { sendAt: communication.scheduled_at?.toISOString() ?? null },
  );
  return loadCommunication(trx, owner.workspaceId, communicationId);
}

/** The job at a scheduled communication's time (registered in job-kinds.ts). */
export const communicationScheduleJobKind: JobKind = {
  run: (context) =>
    context.inJob(async (trx) => {
      const { job } = context;
      if (!isCommunicationSendPayload(job.payload))
        throw new Error(`job ${job.id}: not a scheduled communication`);
      const { communicationId } = job.payload;
      const row = await trx
        .selectFrom('communications')
        .select(['status', 'scheduled_at'])
        .where('workspace_id', '=', job.workspaceId)
        .where('id', '=', communicationId)
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.status !== 'scheduled' || row.scheduled_at === null) return { status: 'succeeded' };
      // Scheduled again for later (or this runner's clock is early): wait for the communication's time.
      if (row.scheduled_at.getTime() > Date.now()) return { status: 'retry', runAfter: row.scheduled_at };
      await sendCommunication(
        trx,
        { companyId: job.companyId, workspaceId: job.workspaceId, userId: null },
        communicationId,
      );
      return { status: 'succeeded' };
    }),
};
