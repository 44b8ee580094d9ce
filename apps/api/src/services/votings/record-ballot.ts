import type { TenantTransaction } from '../../db/tenant.ts';
import type { RecordBallotInput, RecordedBallot } from './ballot-types.ts';
import { checkBallot } from './check-ballot.ts';
import { writeBallots } from './write-ballots.ts';

export type {
  BallotAnswer,
  BallotContext,
  BallotUpload,
  RecordBallotInput,
  RecordedBallot,
} from './ballot-types.ts';

// A voter's ballot in ONE transaction, the caller's: checked without a lock (check-ballot.ts), then written under
// the voting's lock (write-ballots.ts). The rules:
// - only while the voting is open and before its deadline, and never for a voided voter;
// - a ballot answers every item for each subject it covers — the voter themself and/or parties the voter
//   represents as attorney — exactly once;
// - one vote per (voting, item, subject CPF/CNPJ), whoever casts it (409 `voter_has_voted` naming the subject);
// - the same idempotency key (a retried submission) answers the first ballot's result, whatever happened since;
// - the ballot is audited as 'ballot.recorded' by the voter; that entry's hash is the voter's receipt;
// - with an approver the ballot is 'under_review': its votes hold their subjects but count only once approved.
// The voter portal records through ballot-batcher.ts instead, which writes the ballots of one voting that arrive
// together in one transaction of their own, by the same two steps.

export async function recordBallot(
  trx: TenantTransaction,
  input: RecordBallotInput,
): Promise<RecordedBallot> {
  const checked = await checkBallot(trx, input);
  if ('replay' in checked) return checked.replay;
  const [outcome] = await writeBallots(trx, [checked.pending]);
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.ballot;
}
