import type { Pagination, RepresentedVote } from '@backoffice/api-client';
import { canonicalDecimal } from '@backoffice/domain';
import { countRows, orderByName, whereEveryWord } from '../../db/search.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { toIso } from '../../db/timestamps.ts';

// The parties attorneys represent in a voting, with how each was voted: one page, by name (folded) then id. Search:
// every word in the party's name or its CPF/CNPJ. Status: `pending` until a vote is cast for the party, then its
// ballot's status (counted, under review by the third-party approver, or returned by them).

export async function listRepresentedVotes(
  trx: TenantTransaction,
  votingId: string,
  query: { search?: string; offset?: number; limit?: number },
): Promise<{ representedVotes: RepresentedVote[]; pagination: Pagination }> {
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 20;
  let base = trx
    .selectFrom('represented_parties as rp')
    .innerJoin('voters as a', (join) =>
      join.onRef('a.company_id', '=', 'rp.company_id').onRef('a.id', '=', 'rp.attorney_voter_id'),
    )
    .where('rp.voting_id', '=', votingId);
  base = whereEveryWord(base, query.search, ['rp.name', 'rp.tax_id']);
  const total = await countRows(base);
  const rows = await orderByName(
    base.select([
      'rp.id',
      'rp.name',
      'rp.tax_id_type',
      'rp.tax_id',
      'rp.weight',
      'a.id as attorney_id',
      'a.name as attorney_name',
    ]),
    'rp.name',
    'asc',
  )
    .orderBy('rp.id')
    .offset(offset)
    .limit(limit)
    .execute();

  const ids = rows.map((row) => row.id);
  const votes = ids.length
    ? await trx
        .selectFrom('votes as vt')
        .innerJoin('ballots as b', (join) =>
          join.onRef('b.company_id', '=', 'vt.company_id').onRef('b.id', '=', 'vt.ballot_id'),
        )
        .innerJoin('voting_items as i', (join) =>
          join.onRef('i.company_id', '=', 'vt.company_id').onRef('i.id', '=', 'vt.item_id'),
        )
        .select(['vt.represented_party_id', 'vt.item_id', 'vt.choice', 'vt.cast_at', 'b.status'])
        .where('vt.voting_id', '=', votingId)
        .where('vt.represented_party_id', 'in', ids)
        .orderBy('i.position')
        .execute()
    : [];
  const byParty = new Map<string, typeof votes>();
  for (const vote of votes) {
    const partyId = vote.represented_party_id!;
    byParty.set(partyId, [...(byParty.get(partyId) ?? []), vote]);
  }

  return {
    representedVotes: rows.map((row) => {
      const cast = byParty.get(row.id) ?? [];
      const first = cast.reduce<Date | null>((earliest, vote) => {
        const at = new Date(vote.cast_at);
        return earliest === null || at < earliest ? at : earliest;
      }, null);
      return {
        id: row.id,
        name: row.name,
        taxIdType: row.tax_id_type,
        taxId: row.tax_id,
        weight: canonicalDecimal(row.weight),
        attorney: { voterId: row.attorney_id, name: row.attorney_name },
        choices: cast.map((vote) => ({ itemId: vote.item_id, choice: vote.choice })),
        status: cast[0]?.status ?? 'pending',
        votedAt: first === null ? null : toIso(first),
      };
    }),
    pagination: { total, offset, limit, sortBy: 'name', sortDirection: 'asc' },
  };
}
