import { sql } from 'kysely';
import type { ApprovalSubject, VoteChoice } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { maskTaxId } from '../../reports/mask-tax-id.ts';

// A ballot's votes per subject, as its 'ballot.recorded' audit entry holds them: the trail is append-only, so the
// approver and the receipt still show what was submitted once a returned ballot's votes are deleted. Subjects in
// the order the ballot named them: the voter's own first, then each represented party.

interface RecordedVote {
  itemId: string;
  choice: VoteChoice;
  representedPartyId: string | null;
}

/** The votes the ballot's audit entry recorded (empty when the voting has no trail, as a draft would). */
async function recordedVotes(
  trx: TenantTransaction,
  votingId: string,
  ballotId: string,
): Promise<RecordedVote[]> {
  const row = await trx
    .selectFrom('voting_audit_entries')
    .select('data')
    .where('voting_id', '=', votingId)
    .where('action', '=', 'ballot.recorded')
    .where(sql<string>`data->>'ballotId'`, '=', ballotId)
    .executeTakeFirst();
  const data = (row?.data ?? {}) as { votes?: RecordedVote[] };
  return data.votes ?? [];
}

export async function ballotSubjects(
  trx: TenantTransaction,
  ballot: { votingId: string; ballotId: string; voterId: string },
): Promise<ApprovalSubject[]> {
  const votes = await recordedVotes(trx, ballot.votingId, ballot.ballotId);
  const bySubject = new Map<string | null, RecordedVote[]>();
  for (const vote of votes) {
    const key = vote.representedPartyId ?? null;
    bySubject.set(key, [...(bySubject.get(key) ?? []), vote]);
  }
  const partyIds = [...bySubject.keys()].filter((key): key is string => key !== null);
  const parties = partyIds.length
    ? await trx
        .selectFrom('represented_parties')
        .select(['id', 'name', 'tax_id_type', 'tax_id'])
        .where('voting_id', '=', ballot.votingId)
        .where('id', 'in', partyIds)
        .execute()
    : [];
  const names = new Map(parties.map((party) => [party.id, party]));
  if (bySubject.has(null)) {
    const voter = await trx
      .selectFrom('voters')
      .select(['id', 'name', 'tax_id_type', 'tax_id'])
      .where('id', '=', ballot.voterId)
      .executeTakeFirst();
    if (voter) names.set('', voter);
  }
  const ordered = [...bySubject.entries()].sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : 0));
  return ordered.map(([partyId, cast]) => {
    const who = names.get(partyId ?? '');
    return {
      representedPartyId: partyId,
      name: who?.name ?? '—',
      taxIdMasked: who ? maskTaxId(who.tax_id_type, who.tax_id) : '—',
      votes: cast.map((vote) => ({ itemId: vote.itemId, choice: vote.choice })),
    };
  });
}
