import { lazy, Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Button as RACButton } from 'react-aria-components';
import { useNumberFormatter } from 'react-aria';
import { useUiStrings } from '../../i18n/uiStrings';
import { cx } from '../private/cx';
import { mirrorInRtl } from '../private/shared.css';
import { Spinner } from '../Spinner/Spinner';
import { paginationStrings, type PaginationStringKey } from './Pagination.strings';
import * as styles from './Pagination.css';

const PageSizeSelect = lazy(() => import('./PageSizeSelect'));

/** Give either `totalItems` + `pageSize` (shows '1–10 de 253') or `pageCount` (shows 'Página 1 de 26'). */
export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  totalItems?: number;
  /** Items per page; with `totalItems` it gives the page count and the range. */
  pageSize?: number;
  /** Number of pages, when the server tells only that (it wins over `totalItems`). */
  pageCount?: number;
  /** Page sizes offered in a select; shown only with `onPageSizeChange`. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * While the page loads: the buttons ignore presses but keep focus (`aria-disabled`), the page-size select is
   * disabled.
   */
  isDisabled?: boolean;
  /** Name of the `<nav>`; default 'Paginação' in the UiProvider locale. */
  'aria-label'?: string;
  /** Overrides of the built-in texts; `range` takes {start} {end} {total}, `pageOf` takes {page} {pageCount}. */
  strings?: Partial<Record<Exclude<PaginationStringKey, 'label'>, string>>;
  className?: string;
}

type Target = 'first' | 'previous' | 'next' | 'last';

/** Server-side page navigation: range text, first/previous/next/last buttons and an optional page-size select. */
export function Pagination({
  page,
  onPageChange,
  pageSize,
  totalItems,
  pageCount: givenPageCount,
  pageSizeOptions,
  onPageSizeChange,
  isDisabled = false,
  'aria-label': ariaLabel,
  strings,
  className,
}: PaginationProps) {
  const t = useUiStrings(paginationStrings, strings);
  const numberFormatter = useNumberFormatter();
  const formatNumber = (value: number) => numberFormatter.format(value);

  const pageCount = Math.max(
    1,
    givenPageCount ?? (totalItems != null && pageSize ? Math.ceil(totalItems / pageSize) : 1),
  );
  const current = Math.min(Math.max(1, page), pageCount);
  const canGoBack = current > 1;
  const canGoForward = current < pageCount;

  const refs: Record<Target, RefObject<HTMLButtonElement | null>> = {
    first: useRef(null),
    previous: useRef(null),
    next: useRef(null),
    last: useRef(null),
  };
  const pressed = useRef<Target | null>(null);
  // Reaching the first or last page disables the button that got there; focus moves to its opposite number
  // instead of falling to the page body. The press is forgotten once its page has arrived, so that a later page
  // change from elsewhere (a filter resetting to page 1) does not pull focus here.
  useEffect(() => {
    const target = pressed.current;
    pressed.current = null;
    if (!target || !refs[target].current?.disabled) return;
    const fallback: Record<Target, Target> = {
      first: 'next',
      previous: 'next',
      next: 'previous',
      last: 'previous',
    };
    refs[fallback[target]].current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the page changes; refs are stable
  }, [current]);

  const go = (target: Target, toPage: number) => () => {
    pressed.current = target;
    onPageChange(toPage);
  };

  let rangeText: string;
  if (totalItems == null || !pageSize) {
    rangeText = t('pageOf', { page: formatNumber(current), pageCount: formatNumber(pageCount) });
  } else if (totalItems === 0) {
    rangeText = t('rangeEmpty');
  } else {
    const start = (current - 1) * pageSize + 1;
    const end = Math.min(current * pageSize, totalItems);
    rangeText = t('range', {
      start: formatNumber(start),
      end: formatNumber(end),
      total: formatNumber(totalItems),
    });
  }

  const button = (target: Target, icon: ReactNode, toPage: number, isEnabled: boolean) => (
    <RACButton
      ref={refs[target]}
      aria-label={t(target)}
      isDisabled={!isEnabled}
      isPending={isDisabled}
      onPress={go(target, toPage)}
      className={styles.pageButton}
    >
      {icon}
    </RACButton>
  );

  return (
    <nav aria-label={ariaLabel ?? t('label')} className={cx(styles.bar, className)}>
      {onPageSizeChange && pageSizeOptions?.length && pageSize ? (
        <Suspense fallback={<Spinner size="sm" aria-label={t('pageSize')} className={styles.pageSize} />}>
          <PageSizeSelect
            label={t('pageSize')}
            options={pageSizeOptions.map((size) => ({ id: size, label: formatNumber(size) }))}
            pageSize={pageSize}
            onPageSizeChange={onPageSizeChange}
            isDisabled={isDisabled}
          />
        </Suspense>
      ) : null}
      {/* Announced after each page change, so a screen reader hears where it landed. */}
      <span className={styles.range} aria-live="polite" aria-atomic="true">
        {rangeText}
      </span>
      <span className={styles.buttons}>
        {button('first', <ChevronsLeft size={20} aria-hidden className={mirrorInRtl} />, 1, canGoBack)}
        {button(
          'previous',
          <ChevronLeft size={20} aria-hidden className={mirrorInRtl} />,
          current - 1,
          canGoBack,
        )}
        {button(
          'next',
          <ChevronRight size={20} aria-hidden className={mirrorInRtl} />,
          current + 1,
          canGoForward,
        )}
        {button(
          'last',
          <ChevronsRight size={20} aria-hidden className={mirrorInRtl} />,
          pageCount,
          canGoForward,
        )}
      </span>
    </nav>
  );
}
