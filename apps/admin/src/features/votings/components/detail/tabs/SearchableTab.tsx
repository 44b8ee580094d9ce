import type { ReactNode } from 'react';
import type { IdentificationType } from '@backoffice/api-client';
import { LoadErrorState } from '@backoffice/app-common';
import type { ListQueryProps } from '@admin/components/ListPage/list-query-props';
import { ListPagination } from '@admin/components/ListPagination/ListPagination';
import { ListSearch } from '@admin/components/ListSearch/ListSearch';
import { ListSkeleton } from '@admin/components/ListSkeleton/ListSkeleton';
import { useT } from '@admin/lib/i18n';
import { useFormats } from '../use-formats';
import * as styles from './Tabs.css';

export interface SearchableTabProps {
  /** The search field's label, also the name of the search landmark around it. */
  searchLabel: string;
  searchPlaceholder: string;
  /** The tab's search (its store's), as listQueryProps gives it. */
  search: ListQueryProps['search'];
  /** The tab's pages under the table, with their navigation's name. */
  pagination: ListQueryProps['pagination'] & { label: string };
  load: 'idle' | 'loading' | 'ready' | 'failed';
  /** True once a page has arrived: later loads keep the table on screen. */
  loaded: boolean;
  failedTitle: string;
  onRetry: () => unknown;
  loadingLabel: string;
  /** The table (its empty states inside). */
  children: ReactNode;
}

/**
 * A tab of the voting detail that lists rows from the server with a search (the voters by participation, the
 * represented votes): the search in its landmark; then the load error, the first load's placeholders, or the table
 * and its pages.
 */
export function SearchableTab({
  searchLabel,
  searchPlaceholder,
  search,
  pagination,
  load,
  loaded,
  failedTitle,
  onRetry,
  loadingLabel,
  children,
}: SearchableTabProps) {
  const t = useT();
  const firstLoad = !loaded && (load === 'loading' || load === 'idle');
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar} role="search" aria-label={searchLabel}>
        <ListSearch
          {...search}
          className={styles.search}
          label={searchLabel}
          placeholder={searchPlaceholder}
        />
      </div>
      {load === 'failed' ? (
        <LoadErrorState
          title={failedTitle}
          description={t('votings.detail.failed.description')}
          retryLabel={t('common.retry')}
          onRetry={onRetry}
        />
      ) : firstLoad ? (
        <ListSkeleton label={loadingLabel} />
      ) : (
        <>
          {children}
          <ListPagination {...pagination} />
        </>
      )}
    </div>
  );
}

/**
 * A voter's or a represented party's cell: the name (with a badge beside it, e.g. locked out of the portal) and,
 * smaller under it, the CPF/CNPJ punctuated and an optional note.
 */
export function PersonName({
  name,
  taxIdType,
  taxId,
  badge,
  note,
}: {
  name: string;
  taxIdType: IdentificationType;
  taxId: string;
  badge?: ReactNode;
  note?: string;
}) {
  const format = useFormats();
  return (
    <span className={styles.nameCell}>
      <span className={styles.nameLine}>
        <bdi>{name}</bdi>
        {badge}
      </span>
      <span className={styles.secondary}>
        <bdi>{format.taxId(taxIdType, taxId)}</bdi>
        {note ? ` · ${note}` : ''}
      </span>
    </span>
  );
}

/** When something happened (a vote, a voiding), in the locale's date and time on one line; nothing without it. */
export function Moment({ at }: { at: string | null | undefined }) {
  const format = useFormats();
  return at ? (
    <time dateTime={at} className={styles.nowrap}>
      {format.dateTime(at)}
    </time>
  ) : null;
}
