import { Children, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useUiStrings } from '../../i18n/uiStrings';
import { Spinner } from '../Spinner/Spinner';
import { RowKeyContext, useTable } from './TableContext';
import { tableStrings } from './Table.strings';
import { itemKey } from './tableChildren';
import * as styles from './Table.css';

export interface TableBodyProps<T extends object = object> {
  /** With a render function as children: one Row per item (the item's `id` is the row's, unless the Row has one). */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactElement);
  /** Shown as one row when there are no rows; default 'Nenhum registro encontrado'. */
  renderEmptyState?: () => ReactNode;
  className?: string;
}

export function TableBody<T extends object>({
  items,
  children,
  renderEmptyState,
  className,
}: TableBodyProps<T>) {
  const { isLoading, loadingLabel, columns, selection } = useTable();
  const t = useUiStrings(tableStrings);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const rowsHeight = useRef(0);
  // The loading row takes the height the rows had, so the page does not jump while the next page loads.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    if (!isLoading) rowsHeight.current = body.offsetHeight;
    else if (rowsHeight.current && body.firstElementChild instanceof HTMLElement)
      body.firstElementChild.style.height = `${rowsHeight.current}px`;
  });

  const rows: ReactNode[] =
    items && typeof children === 'function'
      ? Array.from(items, (item, index) => {
          const key = itemKey(item, index);
          return (
            <RowKeyContext.Provider key={key} value={key}>
              {children(item)}
            </RowKeyContext.Provider>
          );
        })
      : Children.toArray(children as ReactNode);
  const columnCount = Math.max(1, columns.length + (selection.selectionMode === 'none' ? 0 : 1));
  const stateRow = (key: string, content: ReactNode, className: string) => (
    <tr key={key}>
      <td colSpan={columnCount} className={className}>
        {content}
      </td>
    </tr>
  );

  return (
    <tbody ref={bodyRef} className={className}>
      {isLoading
        ? stateRow(
            'loading',
            <span className={styles.stateContent}>
              <Spinner size="sm" />
              {loadingLabel ?? t('loading')}
            </span>,
            styles.stateCell,
          )
        : rows.length === 0
          ? stateRow('empty', renderEmptyState ? renderEmptyState() : t('empty'), styles.stateCell)
          : rows}
    </tbody>
  );
}
