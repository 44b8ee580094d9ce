import type {
  Communication,
  CommunicationInput,
  CommunicationMessagePreview,
  CommunicationRecipient,
  CommunicationRecipientUpload,
  CommunicationResendScope,
  MessageTemplate,
  Pagination,
  VotingBatchSummary,
  VotingSummary,
  operations,
} from '@backoffice/api-client';
import type { CommunicationChannel } from '@backoffice/domain';
import { api, unwrap } from '@admin/lib/api-client';
import { uploadFile, type UploadProgress } from '@admin/lib/upload';

// The communications operations of the contract (scoped to the caller's current workspace by the server, behind the
// company's communication feature). Failures reject with the client's ApiError.

export type CommunicationsQuery = NonNullable<operations['listCommunications']['parameters']['query']>;
export type RecipientsQuery = NonNullable<operations['listCommunicationRecipients']['parameters']['query']>;
export type RecipientDeliveryFilter = NonNullable<RecipientsQuery['delivery']>;

export interface CommunicationsPage {
  communications: Communication[];
  pagination: Pagination;
}

export interface RecipientsPage {
  recipients: CommunicationRecipient[];
  pagination: Pagination;
}

const byId = (communicationId: string) => ({ params: { path: { communicationId } } });

/** GET /communications (listCommunications): one page, filtered and sorted by the server. */
export async function listCommunications(query: CommunicationsQuery): Promise<CommunicationsPage> {
  const { data } = await api.GET('/communications', { params: { query } });
  return unwrap(data);
}

/** POST /communications (createCommunication): a draft. */
export async function createCommunication(body: CommunicationInput): Promise<Communication> {
  const { data } = await api.POST('/communications', { body });
  return unwrap(data).communication;
}

/** GET /communications/{communicationId} (getCommunication): with its deliveries counted by status. */
export async function getCommunication(communicationId: string): Promise<Communication> {
  const { data } = await api.GET('/communications/{communicationId}', byId(communicationId));
  return unwrap(data).communication;
}

/** DELETE /communications/{communicationId} (deleteCommunication): a draft only. */
export async function deleteCommunication(communicationId: string): Promise<void> {
  await api.DELETE('/communications/{communicationId}', byId(communicationId));
}

/** POST /communications/{communicationId}/send (sendCommunication): queues one delivery per recipient. */
export async function sendCommunication(communicationId: string): Promise<Communication> {
  const { data } = await api.POST('/communications/{communicationId}/send', byId(communicationId));
  return unwrap(data).communication;
}

/** POST /communications/{communicationId}/resend (resendCommunication): the failed (or undelivered) ones only. */
export async function resendCommunication(
  communicationId: string,
  scope: CommunicationResendScope,
): Promise<Communication> {
  const { data } = await api.POST('/communications/{communicationId}/resend', {
    ...byId(communicationId),
    body: { scope },
  });
  return unwrap(data).communication;
}

/** PUT /communications/{communicationId}/recipients (uploadCommunicationRecipients), with the upload's progress. */
export async function uploadRecipients(
  communicationId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<CommunicationRecipientUpload> {
  const path = `/communications/${encodeURIComponent(communicationId)}/recipients`;
  // Excel names its CSV type in many ways (or not at all): the server reads the bytes, not the name.
  const type = file.type === 'text/csv' ? 'text/csv' : 'application/octet-stream';
  const answer = await uploadFile<{ recipientUpload: CommunicationRecipientUpload }>(
    path,
    file.name,
    file,
    type,
    onProgress,
    undefined,
    'PUT',
  );
  return answer.recipientUpload;
}

/** GET /communications/{communicationId}/recipients (listCommunicationRecipients): one page. */
export async function listRecipients(
  communicationId: string,
  query: RecipientsQuery,
): Promise<RecipientsPage> {
  const { data } = await api.GET('/communications/{communicationId}/recipients', {
    params: { path: { communicationId }, query },
  });
  return unwrap(data);
}

/** GET …/recipients/{recipientId}/preview (previewCommunicationRecipient): the message that person gets. */
export async function previewRecipient(
  communicationId: string,
  recipientId: string,
): Promise<CommunicationMessagePreview> {
  const { data } = await api.GET('/communications/{communicationId}/recipients/{recipientId}/preview', {
    params: { path: { communicationId, recipientId } },
  });
  return unwrap(data).preview;
}

/** GET /templates (listTemplates): the workspace's message templates on `channel` a communication may use, by name. */
export async function listMessageTemplates(channel: CommunicationChannel): Promise<MessageTemplate[]> {
  const { data } = await api.GET('/templates', {
    params: { query: { kind: 'message', channel, sortBy: 'name', limit: 100 } },
  });
  return unwrap(data).templates;
}

/** GET /templates/{templateId} (getTemplate): the placeholders a parameterizable spreadsheet must have columns for. */
export async function getTemplate(templateId: string): Promise<MessageTemplate> {
  const { data } = await api.GET('/templates/{templateId}', { params: { path: { templateId } } });
  return unwrap(data).template;
}

/** GET /communications/{communicationId}/deliveries.csv (downloadCommunicationDeliveries): every recipient's latest. */
export async function downloadDeliveries(communicationId: string): Promise<Blob> {
  const { data } = await api.GET('/communications/{communicationId}/deliveries.csv', {
    ...byId(communicationId),
    parseAs: 'blob',
  });
  return unwrap(data);
}

export type VotersChoice =
  operations['importCommunicationRecipientsFromVoting']['requestBody']['content']['application/json']['voters'];

/** POST …/recipients/from-voting (importCommunicationRecipientsFromVoting): a voting's voters are the recipients. */
export async function recipientsFromVoting(
  communicationId: string,
  votingId: string,
  voters: VotersChoice,
): Promise<CommunicationRecipientUpload> {
  const { data } = await api.POST('/communications/{communicationId}/recipients/from-voting', {
    ...byId(communicationId),
    body: { votingId, voters },
  });
  return unwrap(data).recipientUpload;
}

/** GET /votings (listVotings): the workspace's latest votings, whose voters a communication may take. */
export async function listRecentVotings(): Promise<VotingSummary[]> {
  const { data } = await api.GET('/votings', {
    params: { query: { sortBy: 'createdAt', sortDirection: 'desc', limit: 100 } },
  });
  return unwrap(data).votings;
}

/** POST …/recipients/from-batch (importCommunicationRecipientsFromVotingBatch): a batch's holders, each once. */
export async function importRecipientsFromVotingBatch(
  communicationId: string,
  batchId: string,
  voters: VotersChoice,
): Promise<CommunicationRecipientUpload> {
  const { data } = await api.POST('/communications/{communicationId}/recipients/from-batch', {
    ...byId(communicationId),
    body: { batchId, voters },
  });
  return unwrap(data).recipientUpload;
}

/** GET /voting-batches (listVotingBatches): the workspace's latest batch votings, whose holders a communication may take. */
export async function listRecentVotingBatches(): Promise<VotingBatchSummary[]> {
  const { data } = await api.GET('/voting-batches', {
    params: { query: { sortBy: 'createdAt', sortDirection: 'desc', limit: 100 } },
  });
  return unwrap(data).votingBatches;
}

/** POST …/schedule (scheduleCommunication): a draft with recipients goes at `sendAt`. */
export async function scheduleCommunication(communicationId: string, sendAt: string): Promise<Communication> {
  const { data } = await api.POST('/communications/{communicationId}/schedule', {
    ...byId(communicationId),
    body: { sendAt },
  });
  return unwrap(data).communication;
}

/** POST …/unschedule or …/cancel: a scheduled communication back to draft, or cancelled. */
export async function stopScheduledCommunication(
  communicationId: string,
  action: 'unschedule' | 'cancel',
): Promise<Communication> {
  const { data } =
    action === 'cancel'
      ? await api.POST('/communications/{communicationId}/cancel', byId(communicationId))
      : await api.POST('/communications/{communicationId}/unschedule', byId(communicationId));
  return unwrap(data).communication;
}
