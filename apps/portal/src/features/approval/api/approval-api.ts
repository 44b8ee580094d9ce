import { createApiClient, type components } from '@backoffice/api-client';
import { env } from '@portal/config/env';

// The approver's calls (contract tag voter-portal). The approver has no session: the e-mailed link's token is the
// credential and every operation here is public, so the client sends no Authorization header and never sees a 401.
// Failures reject with the client's ApiError (the server's problem inside).

export type Approval = components['schemas']['Approval'];
export type ApprovalSubject = components['schemas']['ApprovalSubject'];
export type ApprovalItem = components['schemas']['PortalItem'];
export type ApprovalUpload = components['schemas']['VoterUpload'];
export type ApprovalStatus = components['schemas']['PortalBallotStatus'];
export type ApprovalDecision = components['schemas']['ApprovalDecision'];
export type VoteChoice = components['schemas']['VoteChoice'];

/** The API's base URL, absolute against the page's origin. */
const apiBase = new URL(env.apiBaseUrl, window.location.origin).toString().replace(/\/$/, '');

const client = createApiClient({ baseUrl: apiBase, getToken: () => null, onUnauthorized: () => {} });

function answered<T>(data: T | undefined): T {
  // Public operations never answer 401; an empty answer is a broken server.
  if (data === undefined) throw new Error('The approval call came back without an answer.');
  return data;
}

/** GET /approvals/{token} (getApproval): the ballot to review, or as it was decided. */
export async function getApproval(token: string): Promise<Approval> {
  const { data } = await client.GET('/approvals/{token}', { params: { path: { token } } });
  return answered(data).approval;
}

/** POST /approvals/{token}/decision (decideApproval): approve, or return with a comment. */
export async function decideApproval(token: string, decision: ApprovalDecision): Promise<ApprovalStatus> {
  const { data } = await client.POST('/approvals/{token}/decision', {
    params: { path: { token } },
    body: decision,
  });
  return answered(data).status;
}

/** GET /approvals/{token}/uploads/{uploadId} (downloadApprovalUpload), as a link's address. */
export function approvalUploadHref(token: string, uploadId: string): string {
  return `${apiBase}/approvals/${encodeURIComponent(token)}/uploads/${encodeURIComponent(uploadId)}`;
}
