import { Readable } from 'node:stream';
import { csvChunks, fileSlug } from '@backoffice/domain';
import type {
  Communication,
  CommunicationMessagePreview,
  CommunicationRecipientUpload,
} from '@backoffice/api-client';
import { appendCompanyAudit } from '../audit/company-audit.ts';
import { withWorkspace, type TenantTransaction } from '../db/tenant.ts';
import { voterImportBody } from '../http/binary-bodies.ts';
import { HttpProblem } from '../http/problem.ts';
import { loadCommunication } from '../services/communications/communication-view.ts';
import {
  deleteCommunication,
  insertCommunication,
  listCommunications,
  updateCommunication,
  type CommunicationListQuery,
} from '../services/communications/communication-store.ts';
import { listRecipients, type RecipientListQuery } from '../services/communications/recipient-list.ts';
import { previewRecipientMessage } from '../services/communications/recipient-preview.ts';
import { uploadRecipients } from '../services/communications/recipient-upload.ts';
import { communicationToExport, deliveryRows } from '../services/communications/deliveries-csv.ts';
import {
  recipientsFromVoting,
  recipientsFromVotingBatch,
} from '../services/communications/recipients-from-voting.ts';
import { resendCommunication } from '../services/communications/resend-communication.ts';
import { scheduleCommunication, stopSchedule } from '../services/communications/schedule-communication.ts';
import { sendCommunication } from '../services/communications/send-communication.ts';
import { cleanFileName, contentDisposition } from '../services/votings/documents.ts';
import {
  requireWorkspaceSession,
  type AppDependencies,
  type JsonBody,
  type PathParams,
  type RouteHandler,
} from './types.ts';

// Communications of the caller's current workspace (x-scope: workspace, x-feature: communication). The authorization
// hook has checked the role (communication.read / communication.run), the company's feature and the current
// workspace; every query runs in withWorkspace, so a communication of another workspace or company is not there (404).

function scopeOf(request: Parameters<RouteHandler>[0], { database }: AppDependencies) {
  const session = requireWorkspaceSession(request);
  const owner = {
    companyId: session.companyId,
    workspaceId: session.currentWorkspaceId,
    userId: session.userId,
  };
  const inWorkspace = <T>(work: (trx: TenantTransaction) => Promise<T>) =>
    withWorkspace(database.db, owner.companyId, owner.workspaceId, work);
  return { owner, inWorkspace };
}

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw new HttpProblem('not_found');
  return value;
};

export function listCommunicationsHandler(deps: AppDependencies): RouteHandler {
  return async (request) => {
    const { owner, inWorkspace } = scopeOf(request, deps);
    return inWorkspace((trx) =>
      listCommunications(trx, owner.workspaceId, request.query as CommunicationListQuery),
    );
  };
}

export function createCommunicationHandler(deps: AppDependencies): RouteHandler {
  return async (request, reply): Promise<{ communication: Communication }> => {
    const { owner, inWorkspace } = scopeOf(request, deps);
    const input = request.body as JsonBody<'createCommunication'>;
    const communication = await inWorkspace((trx) => insertCommunication(trx, owner, input));
    reply.code(201);
    return { communication };
  };
}

export function getCommunicationHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ communication: Communication }> => {
    const { owner, inWorkspace } = scopeOf(request, deps);
    const { communicationId } = request.params as PathParams<'getCommunication'>;
    return {
      communication: found(
        await inWorkspace((trx) => loadCommunication(trx, owner.workspaceId, communicationId)),
      ),
    };
  };
}

export function updateCommunicationHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ communication: Communication }> => {
    const { owner, inWorkspace } = scopeOf(request, deps);
    const { communicationId } = request.params as PathParams<'updateCommunication'>;
    const input = request.body as JsonBody<'updateCommunication'>;
    return {
      communication: found(
        await inWorkspace((trx) => updateCommunication(trx, owner.workspaceId, communicationId, input)),
      ),
    };
  };
}

export function deleteCommunicationHandler(deps: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { owner, inWorkspace } = scopeOf(request, deps);
    const { communicationId } = request.params as PathParams<'deleteCommunication'>;
    const deleted = await inWorkspace(async (trx) => {
      const communication = await loadCommunication(trx, owner.workspaceId, communicationId);
      if (!(await deleteCommunication(trx, owner.workspaceId, communicationId))) return false;
      await appendCompanyAudit(trx, {
        companyId: owner.companyId,
        workspaceId: owner.workspaceId,
        actor: { kind: 'user', id: owner.userId },
        action: 'communication.deleted',
        subjectId: communicationId,
        data: { name: communication?.name ?? null, recipients: communication?.recipients ?? 0 },
      });
      return true;
    });
    if (!deleted) throw new HttpProblem('not_found');
    return reply.code(204).send();
  };
}

export function uploadCommunicationRecipientsHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ recipientUpload: CommunicationRecipientUpload }> => {
    const { owner, inWorkspace } = scopeOf(request, deps);
    const { communicationId } = request.params as PathParams<'uploadCommunicationRecipients'>;
    const { fileName } = request.query as { fileName: string };
    const bytes = voterImportBody(request);
    const recipientUpload = await uploadRecipients(inWorkspace, owner.workspaceId, communicationId, {
      name: cleanFileName(fileName),
      bytes,
    });
    return { recipientUpload: found(recipientUpload) };
  };
}

export function listCommunicationRecipientsHandler(deps: AppDependencies): RouteHandler {
  return async (request) => {
    const { owner, inWorkspace } = scopeOf(request, deps);
    const { communicationId } = request.params as PathParams<'listCommunicationRecipients'>;
    return inWorkspace(async (trx) => {
      found(
        await trx
          .selectFrom('communications')
          .select('id')
          .where('workspace_id', '=', owner.workspaceId)
          .where('id', '=', communicationId)
          .executeTakeFirst(),
      );
      return listRecipients(trx, communicationId, request.query as RecipientListQuery);
    });
  };
}

export function previewCommunicationRecipientHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ preview: CommunicationMessagePreview }> => {
    const { owner, inWorkspace } = scopeOf(request, deps);
    const { communicationId, recipientId } = request.params as PathParams<'previewCommunicationRecipient'>;
    const preview = await inWorkspace((trx) =>
      previewRecipientMessage(trx, owner.workspaceId, communicationId, recipientId),
    );
    return { preview: found(preview) };
  };
}

export function sendCommunicationHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ communication: Communication }> => {
    const { owner, inWorkspace } = scopeOf(request, deps);
    const { communicationId } = request.params as PathParams<'sendCommunication'>;
    const communication = await inWorkspace((trx) => sendCommunication(trx, owner, communicationId));
    return { communication: found(communication) };
  };
}

export function resendCommunicationHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ communication: Communication }> => {
    const { owner, inWorkspace } = scopeOf(request, deps);
    const { communicationId } = request.params as PathParams<'resendCommunication'>;
    const { scope } = request.body as JsonBody<'resendCommunication'>;
    const communication = await inWorkspace((trx) => resendCommunication(trx, owner, communicationId, scope));
    return { communication: found(communication) };
  };
}

export function downloadCommunicationDeliveriesHandler(deps: AppDependencies): RouteHandler {
  return async (request, reply) => {
    const { owner } = scopeOf(request, deps);
    const { communicationId } = request.params as PathParams<'downloadCommunicationDeliveries'>;
    const communication = found(await communicationToExport(deps.database.db, owner, communicationId));
    const name = `entregas-${fileSlug(communication.name) || 'comunicacao'}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(name))
      .header('cache-control', 'private, no-store')
      .send(Readable.from(csvChunks(deliveryRows(deps.database.db, owner, communication))));
  };
}

export function importCommunicationRecipientsFromVotingHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ recipientUpload: CommunicationRecipientUpload }> => {
    const { owner, inWorkspace } = scopeOf(request, deps);
    const { communicationId } = request.params as PathParams<'importCommunicationRecipientsFromVoting'>;
    const input = request.body as JsonBody<'importCommunicationRecipientsFromVoting'>;
    const recipientUpload = await inWorkspace((trx) =>
      recipientsFromVoting(trx, owner.workspaceId, communicationId, input),
    );
    return { recipientUpload: found(recipientUpload) };
  };
}

export function importCommunicationRecipientsFromVotingBatchHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ recipientUpload: CommunicationRecipientUpload }> => {
    const { owner, inWorkspace } = scopeOf(request, deps);
    const { communicationId } = request.params as PathParams<'importCommunicationRecipientsFromVotingBatch'>;
    const input = request.body as JsonBody<'importCommunicationRecipientsFromVotingBatch'>;
    const recipientUpload = await inWorkspace((trx) =>
      recipientsFromVotingBatch(trx, owner.workspaceId, communicationId, input),
    );
    return { recipientUpload: found(recipientUpload) };
  };
}

export function scheduleCommunicationHandler(deps: AppDependencies): RouteHandler {
  return async (request): Promise<{ communication: Communication }> => {
    const { owner, inWorkspace } = scopeOf(request, deps);
    const { communicationId } = request.params as PathParams<'scheduleCommunication'>;
    const { sendAt } = request.body as JsonBody<'scheduleCommunication'>;
    const communication = await inWorkspace((trx) =>
      scheduleCommunication(trx, owner, communicationId, new Date(sendAt)),
    );
    return { communication: found(communication) };
  };
}

/** unscheduleCommunication and cancelCommunication: a scheduled communication back to draft, or cancelled. */
export function stopScheduleHandler(deps: AppDependencies, action: 'unschedule' | 'cancel'): RouteHandler {
  return async (request): Promise<{ communication: Communication }> => {
    const { owner, inWorkspace } = scopeOf(request, deps);
    const { communicationId } = request.params as PathParams<'cancelCommunication'>;
    const communication = await inWorkspace((trx) => stopSchedule(trx, owner, communicationId, action));
    return { communication: found(communication) };
  };
}
