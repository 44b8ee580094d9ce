import type { SortDirection } from '@backoffice/domain';
import type { TableProps } from '@backoffice/ui';

// What the server-side list screens (users, workspaces, templates) share in their stores: the query they ask for
// and how a change to it starts over at the first page, plus the bridge between that query and the kit's Table.

export type SortDescriptor = NonNullable<TableProps['sortDescriptor']>;

/** What a server-side list asks for; each list store holds one, with its own filters beside it. */
export interface ListQuery<SortBy extends string = string> {
  search: string;
  sortBy: SortBy;
  sortDirection: SortDirection;
  /** 1-based. */
  page: number;
}

/** How long typing in a list's search must pause before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Applies a change to a list's query (its valtio store): any change but one of the page starts over at the first
 * page. Returns false, and changes nothing, when the query already is what the change asks for.
 */
export function changeListQuery<Q extends ListQuery>(query: Q, change: Partial<Q>): boolean {
  const keys = Object.keys(change) as (keyof Q)[];
  if (keys.every((key) => Object.is(query[key], change[key]))) return false;
  Object.assign(query, 'page' in change ? change : { ...change, page: 1 });
  return true;
}

/** The rows of a 1-based page, as the contract's offset and limit. */
export function pageRange(page: number, pageSize: number): { offset: number; limit: number } {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

/**
 * The page to show instead when the one asked for came back empty because it is past the end now (its rows were
 * deleted meanwhile): the last page there is. Null when the answer stands.
 */
export function pageInsteadOfEmpty(
  page: number,
  rowCount: number,
  total: number,
  pageSize: number,
): number | null {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return rowCount === 0 && page > lastPage ? lastPage : null;
}

/** The Table's sort marker for a list's query. */
export function toSortDescriptor(query: Pick<ListQuery, 'sortBy' | 'sortDirection'>): SortDescriptor {
  return { column: query.sortBy, direction: query.sortDirection === 'asc' ? 'ascending' : 'descending' };
}

/** The query's direction for the one a Table column header asks for. */
export function toSortDirection(direction: SortDescriptor['direction']): SortDirection {
  return direction === 'descending' ? 'desc' : 'asc';
}
