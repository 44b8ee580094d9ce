import { VOTER_POLICY_VERSION } from '@backoffice/domain';
import { answered, portalApi, portalApiBase } from './client';
import type {
  PolicyAcceptance,
  PortalBallot,
  PortalBallotRequest,
  PortalIdentityAccepted,
  PortalReceipt,
  PortalSession,
  PortalVoting,
} from './types';

// The voter portal's calls (contract tag voter-portal). Failures reject with the client's ApiError (the server's
// problem inside); a call that needs the session and finds none rejects with SessionEndedError (api/session-ended.ts).

const tokenPath = (token: string) => ({ path: { token } });

/** GET /portal/{token} (getPortalVoting, public): the first screen, and where the voter is in the access steps. */
export async function getPortalVoting(token: string): Promise<PortalVoting> {
  const { data } = await portalApi.GET('/portal/{token}', { params: tokenPath(token) });
  return answered(data);
}

/** POST /portal/{token}/identity (verifyPortalIdentity, public): the last 4 characters; a PIN is e-mailed. */
export async function verifyPortalIdentity(token: string, last4: string): Promise<PortalIdentityAccepted> {
  const { data } = await portalApi.POST('/portal/{token}/identity', {
    params: tokenPath(token),
    body: { last4 },
  });
  return answered(data);
}

/** POST /portal/{token}/pin (verifyPortalPin, public): the e-mailed PIN; the answer sets the session cookie. */
export async function verifyPortalPin(token: string, pin: string): Promise<PortalSession> {
  const { data } = await portalApi.POST('/portal/{token}/pin', { params: tokenPath(token), body: { pin } });
  return answered(data);
}

/** How long signing out waits for the server before the page resets anyway. */
export const SIGN_OUT_WAIT_MS = 10_000;

/**
 * DELETE /portal/{token}/session (endPortalSession, public): signs the voter out — the server ends the session and
 * clears the HttpOnly cookie (204 whatever the cookie). Rejects when the call failed or took over SIGN_OUT_WAIT_MS
 * (then it is abandoned: a late answer must not clear a session opened after it).
 */
export async function endPortalSession(token: string): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SIGN_OUT_WAIT_MS);
  try {
    await portalApi.DELETE('/portal/{token}/session', {
      params: tokenPath(token),
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}

/** GET /portal/{token}/ballot (getPortalBallot, session). */
export async function getPortalBallot(token: string): Promise<PortalBallot> {
  const { data } = await portalApi.GET('/portal/{token}/ballot', { params: tokenPath(token) });
  return answered(data).ballot;
}

/** GET /portal/{token}/documents/{documentId} (downloadPortalDocument, session): the bytes, to show in the page. */
export async function downloadPortalDocument(token: string, documentId: string): Promise<Blob> {
  const { data } = await portalApi.GET('/portal/{token}/documents/{documentId}', {
    params: { path: { token, documentId } },
    parseAs: 'blob',
  });
  return answered(data as Blob | undefined);
}

/** The document's address, for a plain download link (the session cookie goes with it). */
export function portalDocumentHref(token: string, documentId: string): string {
  return `${portalApiBase}/portal/${encodeURIComponent(token)}/documents/${encodeURIComponent(documentId)}`;
}

/** POST /portal/{token}/policy-acceptance (acceptPortalPolicy, session), with the IP check's answer if it has one. */
export async function acceptPortalPolicy(
  token: string,
  clientAddress: string | null,
  version: string = VOTER_POLICY_VERSION,
): Promise<PolicyAcceptance> {
  const { data } = await portalApi.POST('/portal/{token}/policy-acceptance', {
    params: tokenPath(token),
    body: { version, clientAddress },
  });
  return answered(data);
}

/** POST /portal/{token}/ballot (submitPortalBallot, session): 201 recorded, 200 the same key again. */
export async function submitPortalBallot(token: string, body: PortalBallotRequest): Promise<PortalReceipt> {
  const { data } = await portalApi.POST('/portal/{token}/ballot', { params: tokenPath(token), body });
  return answered(data).receipt;
}

/** GET /portal/{token}/receipt (downloadPortalReceipt, session): the receipt as a PDF. */
export async function downloadPortalReceipt(token: string): Promise<Blob> {
  const { data } = await portalApi.GET('/portal/{token}/receipt', {
    params: tokenPath(token),
    parseAs: 'blob',
  });
  return answered(data as Blob | undefined);
}
