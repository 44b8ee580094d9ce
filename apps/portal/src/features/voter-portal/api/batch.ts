import { answered, portalApi, portalApiBase } from './client';
import type { components } from '@backoffice/api-client';

// The holder in several funds of a batch (contract: getPortalBatchBallots, submitPortalBatchBallots,
// downloadPortalBatchDocument, downloadPortalBatchReceipt), under the link's one session.

type Schemas = components['schemas'];
export type PortalBatchBallots = Schemas['PortalBatchBallots'];
export type PortalBatchFund = Schemas['PortalBatchFund'];
export type PortalBatchBallotsRequest = Schemas['PortalBatchBallotsRequest'];
export type PortalBatchResult = Schemas['PortalBatchResult'];

const tokenPath = (token: string) => ({ path: { token } });

/** GET /portal/{token}/batch-ballots: the holder's funds in the batch (the own fund alone outside one). */
export async function getPortalBatchBallots(token: string): Promise<PortalBatchBallots> {
  const { data } = await portalApi.GET('/portal/{token}/batch-ballots', { params: tokenPath(token) });
  return answered(data).batchBallots;
}

/** POST /portal/{token}/batch-ballots: each fund's ballot recorded (or refused) on its own. */
export async function submitPortalBatchBallots(
  token: string,
  body: PortalBatchBallotsRequest,
): Promise<PortalBatchResult[]> {
  const { data } = await portalApi.POST('/portal/{token}/batch-ballots', { params: tokenPath(token), body });
  return answered(data).results;
}

/** A fund's receipt, for a plain download link (the session cookie goes with it). */
export function batchReceiptHref(token: string, votingId: string): string {
  return `${portalApiBase}/portal/${encodeURIComponent(token)}/batch-ballots/${encodeURIComponent(votingId)}/receipt`;
}

/** A fund's support document (downloadPortalBatchDocument), for a plain download link (the session cookie goes with it). */
export function batchDocumentHref(token: string, votingId: string, documentId: string): string {
  return `${portalApiBase}/portal/${encodeURIComponent(token)}/batch-ballots/${encodeURIComponent(votingId)}/documents/${encodeURIComponent(documentId)}`;
}
