import type { TenantTransaction } from '../../db/tenant.ts';
import type { BallotMail } from '../votings/ballot-types.ts';
import { createDispatchJob } from '../../jobs/job-store.ts';
import { PORTAL_MAIL_JOB, type PortalMailPayload } from './portal-mail-kind.ts';

// One durable job per portal e-mail, created in the caller's transaction: the message exists exactly when the change
// it tells of commits, a crash never loses it, and its dedupe key (message and ballot) never doubles it.

export async function queuePortalMail(
  trx: TenantTransaction,
  scope: { companyId: string; workspaceId: string },
  payload: PortalMailPayload,
  recipient: { key: string; address: string },
): Promise<void> {
  const mail = portalMail(payload, recipient.key, recipient.address);
  await createDispatchJob(trx, {
    companyId: scope.companyId,
    workspaceId: scope.workspaceId,
    kind: mail.kind,
    payload: mail.payload,
    dedupeKey: mail.dedupeKey,
    createdBy: null,
    recipients: [{ recipientKey: mail.recipientKey, address: mail.address }],
  });
}

/** A portal e-mail as a job: queued here, or written by writeBallots with the ballot itself (the receipt, say). */
export function portalMail(payload: PortalMailPayload, recipientKey: string, address: string): BallotMail {
  return {
    kind: PORTAL_MAIL_JOB,
    payload,
    dedupeKey: `${payload.message}:${payload.ballotId}`,
    recipientKey,
    address,
  };
}
