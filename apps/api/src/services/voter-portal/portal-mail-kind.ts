/** The job kind of every voter-portal e-mail: one job (and one delivery) per message. */
export const PORTAL_MAIL_JOB = 'voter-portal-mail';

export type PortalMailMessage = 'receipt' | 'approval_request' | 'returned';

/** What a voter-portal-mail job carries: which ballot and which message (the approver's token, sealed). */
export interface PortalMailPayload {
  message: PortalMailMessage;
  ballotId: string;
  /** approval_request only: the approver's token, sealed (approver-token.ts). */
  sealedToken?: string;
}

export function isPortalMailPayload(payload: unknown): payload is PortalMailPayload {
  const value = payload as Partial<PortalMailPayload> | null;
  return (
    typeof value?.ballotId === 'string' &&
    (value.message === 'receipt' || value.message === 'approval_request' || value.message === 'returned') &&
    (value.message !== 'approval_request' || typeof value.sealedToken === 'string')
  );
}
