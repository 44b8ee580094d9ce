import { sql, type SqlBool } from 'kysely';
import type { Pagination, Voter, VoterParticipation } from '@backoffice/api-client';
import { foldedForSearch, orderByName, searchWords, type SortDirection } from '../../db/search.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import {
  countItems,
  selectVoterColumns,
  toVoters,
  votersWithVotes,
  whereParticipation,
  type VotersQuery,
} from './voter-view.ts';

export interface VoterListQuery {
  participation?: VoterParticipation;
  search?: string;
  sortBy?: 'name' | 'votedAt' | 'weight';
  sortDirection?: SortDirection;
  offset?: number;
  limit?: number;
}

/** A search word as a CPF/CNPJ fragment: punctuation dropped, upper case ('529.982' → '529982'); null when the
 * word is not one (letters only, or other characters). */
export function taxIdFragment(word: string): string | null {
  const fragment = word.replace(/[.\-/]/g, '').toUpperCase();
  return /^[0-9A-Z]*[0-9][0-9A-Z]*$/.test(fragment) ? fragment : null;
}

/** Every word of `search` in the name (case and accents ignored), the e-mail or the CPF/CNPJ (with or without
 * punctuation). */
function whereSearch(query: VotersQuery, search: string | undefined): VotersQuery {
  let filtered = query;
  for (const word of searchWords(search)) {
    const fragment = taxIdFragment(word);
    filtered = filtered.where((eb) =>
      eb.or([
        sql<SqlBool>`strpos(${foldedForSearch(sql.ref('v.name'))}, ${word}) > 0`,
        sql<SqlBool>`strpos(${foldedForSearch(sql.ref('v.email'))}, ${word}) > 0`,
        ...(fragment ? [sql<SqlBool>`strpos(v.tax_id, ${fragment}) > 0`] : []),
      ]),
    );
  }
  return filtered;
}

/**
 * One page of a voting's voters (the caller has checked the voting is there): by participation, searched, sorted
 * by name (folded), the time of the last vote (never voted last, whatever the direction) or weight, then by id so
 * pages never overlap.
 */
export async function listVoters(
  trx: TenantTransaction,
  votingId: string,
  query: VoterListQuery,
): Promise<{ voters: Voter[]; pagination: Pagination }> {
  const sortBy = query.sortBy ?? 'name';
  const sortDirection = query.sortDirection ?? 'asc';
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 20;
  const items = await countItems(trx, votingId);

  let base = votersWithVotes(trx, votingId);
  if (query.participation) base = whereParticipation(base, query.participation, items);
  base = whereSearch(base, query.search);
  const totalRow = await base.select(sql<string | number>`count(*)`.as('total')).executeTakeFirstOrThrow();

  let page = base;
  if (sortBy === 'name') page = orderByName(page, 'v.name', sortDirection);
  else if (sortBy === 'weight') page = page.orderBy('v.weight', sortDirection);
  else page = page.orderBy(sql`p.voted_at ${sortDirection === 'desc' ? sql`desc` : sql`asc`} nulls last`);
  const rows = await selectVoterColumns(page.orderBy('v.id')).offset(offset).limit(limit).execute();

  return {
    voters: await toVoters(trx, votingId, rows, items),
    pagination: { total: Number(totalRow.total), offset, limit, sortBy, sortDirection },
  };
}
