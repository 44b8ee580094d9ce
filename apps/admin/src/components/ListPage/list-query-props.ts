import type { SortDirection } from '@backoffice/domain';
import { toSortDescriptor, toSortDirection, type ListQuery, type SortDescriptor } from './list-query';

/** What a server-side list's store offers its screen: the query, the page's count and the query's changes. */
export interface ListQuerySource<SortBy extends string> {
  /** The store's snapshot: the query the rows answer, or are loading for. */
  query: Readonly<ListQuery<SortBy>>;
  /** The rows the query has in all (the server's count). */
  total: number;
  pageSize: number;
  /** True while a page is being asked for (the table and the pages show it, the rows stay). */
  isLoading: boolean;
  /** The store's actions; each change but the page's starts over at the first page. Stable functions. */
  setSearch: (search: string) => unknown;
  setSort: (sortBy: SortBy, sortDirection: SortDirection) => unknown;
  setPage: (page: number) => unknown;
}

/** The props a list screen spreads on its Table, ListSearch and ListPagination (each adds its own names). */
export interface ListQueryProps {
  table: {
    sortDescriptor: SortDescriptor;
    onSortChange: (descriptor: SortDescriptor) => void;
    isLoading: boolean;
  };
  search: { search: string; onSearch: (search: string) => unknown };
  pagination: {
    page: number;
    pageSize: number;
    total: number;
    isLoading: boolean;
    onPageChange: (page: number) => unknown;
  };
}

/**
 * Wires a server-side list's query to its screen's parts: the Table's sort marker and header presses, the toolbar's
 * search and the pages under the table. The screen adds the names and its own filters:
 *
 *     const wired = listQueryProps({ query: snapshot, total, pageSize, isLoading, setSearch, setSort, setPage });
 *     <ListSearch {...wired.search} label={…} />
 *     <Table {...wired.table} aria-label={…}>…</Table>
 *     <ListPagination {...wired.pagination} label={…} />
 */
export function listQueryProps<SortBy extends string>({
  query,
  total,
  pageSize,
  isLoading,
  setSearch,
  setSort,
  setPage,
}: ListQuerySource<SortBy>): ListQueryProps {
  return {
    table: {
      sortDescriptor: toSortDescriptor(query),
      // The columns that allow sorting are the store's sort keys.
      onSortChange: ({ column, direction }) =>
        void setSort(String(column) as SortBy, toSortDirection(direction)),
      isLoading,
    },
    search: { search: query.search, onSearch: setSearch },
    pagination: { page: query.page, pageSize, total, isLoading, onPageChange: setPage },
  };
}
