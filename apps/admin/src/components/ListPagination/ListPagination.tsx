import { Pagination } from '@backoffice/ui';

export interface ListPaginationProps {
  /** The navigation's name, e.g. 'Páginas de usuários'; without it the kit's 'Paginação'. */
  label?: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** How many rows the list has in all (the server's count). */
  total: number;
  /** While a page loads the buttons ignore presses but keep the focus. */
  isLoading?: boolean;
  onPageChange: (page: number) => unknown;
  className?: string;
}

/**
 * A server-side list's pages, under its table: the range ('1–20 de 45') and the first/previous/next/last buttons.
 * Nothing when the list has no rows (its empty state speaks instead).
 */
export function ListPagination({
  label,
  page,
  pageSize,
  total,
  isLoading = false,
  onPageChange,
  className,
}: ListPaginationProps) {
  if (total === 0) return null;
  return (
    <Pagination
      aria-label={label}
      page={page}
      pageSize={pageSize}
      totalItems={total}
      onPageChange={(next) => void onPageChange(next)}
      isDisabled={isLoading}
      className={className}
    />
  );
}
