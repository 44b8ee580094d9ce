import type { Communication, Pagination } from '@backoffice/api-client';
import { normalizeForSearch } from '@backoffice/domain';
import { toCommunication } from './rows';
import { advanceSending } from './sending';
import type { CommunicationsFakeState } from './state';

// listCommunications' page: the workspace's communications (a sending one first moves on, as each read does),
// filtered by status and by every word of the search in the name, sorted, ties by id.

/** The words of a search, as the server compares them (case and accents ignored). */
export const searchWords = (search: string | null) =>
  normalizeForSearch(search ?? '')
    .split(/\s+/)
    .filter(Boolean);

export function listAnswer(
  state: CommunicationsFakeState,
  workspaceId: string,
  url: URL,
): { communications: Communication[]; pagination: Pagination } {
  // The contract gate validated the query (contract-gate.ts); what is absent takes the contract's defaults.
  const query = url.searchParams;
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  const sortBy = query.get('sortBy') ?? 'createdAt';
  const sortDirection = query.get('sortDirection') ?? 'desc';
  const status = query.get('status');
  const words = searchWords(query.get('search'));
  const inWorkspace = state.rows.filter((r) => r.workspaceId === workspaceId);
  for (const row of inWorkspace) advanceSending(state, row);
  const found = inWorkspace
    .filter((r) => !status || r.status === status)
    .filter((r) => words.every((word) => normalizeForSearch(r.name).includes(word)))
    .sort((a, b) => {
      const order =
        sortBy === 'name' ? a.name.localeCompare(b.name, 'pt-BR') : a.createdAt.localeCompare(b.createdAt);
      return (sortDirection === 'desc' ? -order : order) || a.id.localeCompare(b.id);
    });
  return {
    communications: found
      .slice(offset, offset + limit)
      .map((row) => ({ ...toCommunication(row), optedOut: null })),
    pagination: {
      total: found.length,
      offset,
      limit,
      sortBy,
      sortDirection: sortDirection as 'asc' | 'desc',
    },
  };
}
