// The holder who is in several funds of a batch (issue 19): one identity check and one PIN cover all of the holder's
// ballots in the batch. Each fund stays its own deliberation: its own ballot, audit chain and receipt, and a conflict
// of interest declared in one fund touches no other.
import { onlyTaxIdChars } from './taxId.ts';

/** The choices a ballot gives an item (the contract's VoteChoice). */
export type BatchChoice = 'approve' | 'reject' | 'abstain' | 'conflict';

export interface BatchHolderKey {
  taxId: string;
  email: string | null;
}

/** An e-mail as holders are matched by it: trimmed, in lower case. */
export function holderEmailKey(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/**
 * Whether two voters of a batch are the same holder: the same CPF/CNPJ (punctuation aside) AND the same e-mail
 * (case aside). A voter without an e-mail is nobody else's: the PIN went to an address, and only that address's
 * ballots are covered by it.
 */
export function sameBatchHolder(a: BatchHolderKey, b: BatchHolderKey): boolean {
  const email = holderEmailKey(a.email);
  return (
    email !== '' &&
    email === holderEmailKey(b.email) &&
    onlyTaxIdChars(a.taxId) !== '' &&
    onlyTaxIdChars(a.taxId) === onlyTaxIdChars(b.taxId)
  );
}

export interface BatchItemRef {
  id: string;
  position: number;
}

/**
 * "Repetir minhas respostas em todos os fundos": the answers given in one fund (item id → choice) carried to another
 * fund's items, item by item in the order the batch gives them (its children share the batch's items: the same
 * position is the same question). A conflict of interest is never carried: it is declared fund by fund, so that item
 * is left for the holder to answer in the other fund. Items the source did not answer stay unanswered.
 */
export function repeatBatchAnswers(
  sourceItems: readonly BatchItemRef[],
  sourceAnswers: Readonly<Record<string, BatchChoice>>,
  targetItems: readonly BatchItemRef[],
): Record<string, BatchChoice> {
  const byPosition = new Map<number, BatchChoice>();
  for (const item of sourceItems) {
    const choice = sourceAnswers[item.id];
    if (choice && choice !== 'conflict') byPosition.set(item.position, choice);
  }
  const repeated: Record<string, BatchChoice> = {};
  for (const item of targetItems) {
    const choice = byPosition.get(item.position);
    if (choice) repeated[item.id] = choice;
  }
  return repeated;
}

/** A fund's ballot as the holder's list reads it: null before the first; `returned` ones are voted again. */
export type BatchBallotStatus = 'counted' | 'under_review' | 'returned';

/** The holder has a ballot standing in the fund (counted or under review): the fund takes no other from them. */
export function batchFundVoted(status: BatchBallotStatus | null | undefined): boolean {
  return status === 'counted' || status === 'under_review';
}
