import type { PortalBallotRequest, PortalReceipt } from '@backoffice/api-client';
import { readVoterEmail, readVoterName } from '@backoffice/domain';
import type { AppDatabase } from '../../db/open-database.ts';
import { fieldRefusal } from '../refusal.ts';
import type { BallotBatcher } from '../votings/ballot-batcher.ts';
import type { RecordedBallot } from '../votings/ballot-types.ts';
import { checkBallot, type CheckedBallot } from '../votings/check-ballot.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { newApproverToken, sealToken } from './approver-token.ts';
import { preparePortalBallot } from './ballot-rules.ts';
import { portalMail } from './queue-portal-mail.ts';
import { withPortalSession, type RequestEvidence } from './portal-session.ts';

// The voter's submission (submitPortalBallot), recorded as record-ballot.ts does — exactly once per idempotency key,
// only while the voting is open, every item once per subject, one vote per subject in the voting, audited — with the
// portal's rules (ballot-rules.ts), in two transactions: the checks in the voter's session transaction, then the
// write in a batch with the voting's other waiting ballots (ballot-batcher.ts). With an approver the ballot is under
// review and the approver gets a link with a fresh 256-bit token; the voter gets the receipt. Both e-mails are
// durable jobs written in the ballot's own statement: they exist exactly when the ballot does.

function readApprover(approver: PortalBallotRequest['approver']) {
  if (!approver) return null;
  const name = readVoterName(approver.name);
  const email = readVoterEmail(approver.email);
  const errors = [
    ...(name.ok ? [] : [{ field: 'approver/name', code: name.code }]),
    ...(email.ok ? [] : [{ field: 'approver/email', code: email.code }]),
  ];
  if (!name.ok || !email.ok)
    throw fieldRefusal('unprocessable', errors, 'The approver needs a name and an e-mail');
  return { name: name.value, email: email.value };
}

type Approver = ReturnType<typeof readApprover>;
type ApproverToken = ReturnType<typeof newApproverToken> | null;

/**
 * A portal ballot's checks for the voter `voterId` (checkBallot with the portal's rules), in the caller's session
 * transaction: nothing written. The batch of a holder's funds (submit-batch-ballots.ts) checks each fund's through it.
 */
export function checkPortalBallot(
  trx: TenantTransaction,
  voterId: string,
  body: Pick<PortalBallotRequest, 'answers' | 'idempotencyKey' | 'clientAddress'>,
  evidence: RequestEvidence,
  approver: Approver = null,
  approverToken: ApproverToken = null,
): Promise<CheckedBallot> {
  return checkBallot(trx, {
    voterId,
    answers: body.answers,
    idempotencyKey: body.idempotencyKey,
    remoteAddress: evidence.remoteAddress,
    userAgent: evidence.userAgent,
    clientAddress: body.clientAddress ?? null,
    approver: approver && approverToken ? { ...approver, tokenHash: approverToken.hash } : null,
    prepare: preparePortalBallot,
  });
}

/**
 * Writes a checked portal ballot with the voting's other waiting ballots and its e-mails (the receipt, and the
 * approver's link when there is one: durable jobs in the same statement), or answers the earlier one for a replay.
 */
export async function recordPortalBallot(
  batcher: BallotBatcher,
  checked: CheckedBallot,
  approver: Approver = null,
  approverToken: ApproverToken = null,
): Promise<{ receipt: PortalReceipt; replayed: boolean }> {
  let recorded: RecordedBallot;
  if ('replay' in checked) {
    recorded = checked.replay;
  } else {
    const { pending } = checked;
    pending.mail.push(
      portalMail({ message: 'receipt', ballotId: pending.ballotId }, pending.voterId, checked.voterEmail),
    );
    if (approver && approverToken) {
      const sealedToken = await sealToken(approverToken.token);
      pending.mail.push(
        portalMail(
          { message: 'approval_request', ballotId: pending.ballotId, sealedToken },
          `approver:${pending.ballotId}`,
          approver.email,
        ),
      );
    }
    recorded = await batcher.record(pending);
  }
  return {
    receipt: {
      ballotId: recorded.ballotId,
      receipt: recorded.receipt,
      submittedAt: recorded.submittedAt,
      votes: recorded.votes,
      status: recorded.status,
      votingTitle: checked.votingTitle,
    },
    replayed: recorded.replayed,
  };
}

export async function submitPortalBallot(
  database: AppDatabase,
  batcher: BallotBatcher,
  request: { sessionValue: string | undefined; evidence: RequestEvidence },
  token: string,
  body: PortalBallotRequest,
): Promise<{ receipt: PortalReceipt; replayed: boolean }> {
  const { evidence } = request;
  const approver = readApprover(body.approver);
  const approverToken = approver ? newApproverToken() : null;
  // 1. In the voter's session transaction (renewed here): every check that needs no lock, nothing written but the
  // renewal, so its commit need not wait for the disk (asyncCommit): the batch's commit below does.
  const checked = await withPortalSession(
    database,
    request.sessionValue,
    token,
    (trx, voter) => checkPortalBallot(trx, voter.voterId, body, evidence, approver, approverToken),
    { asyncCommit: true },
  );
  // 2. Written with the voting's other waiting ballots, with its e-mails (durable jobs in the same statement).
  return recordPortalBallot(batcher, checked, approver, approverToken);
}
