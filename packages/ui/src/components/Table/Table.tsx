import { useCallback, useState, type ReactNode } from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { cx } from '../private/cx';
import { TableContext, type ColumnInfo, type TableState } from './TableContext';
import { tableStrings } from './Table.strings';
import { useTableSelection, type TableSelectionOptions } from './useTableSelection';
import * as styles from './Table.css';

export { TableHeader, Column, type TableHeaderProps, type ColumnProps } from './TableHeader';
export { TableBody, type TableBodyProps } from './TableBody';
export { Row, type RowProps } from './TableRow';
export { Cell, type CellProps } from './TableCell';

export interface TableProps extends TableSelectionOptions {
  /** The sorted column and direction; sorting itself is the caller's (the server's, usually). */
  sortDescriptor?: SortDescriptor;
  /** Called with the next sort when a sortable column's header button is pressed. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Clicking a row runs it; for the keyboard, the row header's content becomes a button. */
  onRowAction?: (key: Key) => void;
  /** Replaces the rows with one 'Carregando…' row (the header stays) and sets `aria-busy`. */
  isLoading?: boolean;
  /** Overrides the built-in 'Carregando…'. */
  loadingLabel?: string;
  /** Overrides of the built-in selection texts ('Seleção', 'Selecionar tudo', 'Selecionar'). */
  strings?: Partial<Record<'selection' | 'selectAll' | 'selectRow', string>>;
  /** A visible title, the table's `<caption>` (it names the table; then no `aria-label` is needed). */
  caption?: ReactNode;
  /** Height limit: the rows scroll under a sticky header inside the table's box. */
  maxHeight?: number | string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  className?: string;
  /** A TableHeader and a TableBody. */
  children: ReactNode;
}

/**
 * A semantic data table (WAI-ARIA APG "Sortable Table", not a grid): sortable columns through header buttons, row
 * selection with checkboxes, row actions, empty and loading states. It scrolls sideways inside its own box on small
 * screens, never the page.
 */
export function Table({
  selectionMode,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  disallowEmptySelection,
  disabledKeys,
  sortDescriptor,
  onSortChange,
  onRowAction,
  isLoading = false,
  loadingLabel,
  strings,
  caption,
  maxHeight,
  className,
  children,
  ...aria
}: TableProps) {
  const selection = useTableSelection({
    selectionMode,
    selectedKeys,
    defaultSelectedKeys,
    onSelectionChange,
    disallowEmptySelection,
    disabledKeys,
  });
  const builtIn = useUiStrings(tableStrings);
  const [columns, setColumns] = useState<readonly (ColumnInfo | undefined)[]>([]);
  const registerColumn = useCallback((index: number, info: ColumnInfo) => {
    setColumns((prev) => (sameColumn(prev[index], info) ? prev : withColumn(prev, index, info)));
    return () => setColumns((prev) => withColumn(prev, index, undefined));
  }, []);

  const table: TableState = {
    selection,
    sortDescriptor,
    sort: (column) =>
      onSortChange?.({
        column,
        direction:
          sortDescriptor?.column === column && sortDescriptor.direction === 'ascending'
            ? 'descending'
            : 'ascending',
      }),
    onRowAction,
    isLoading,
    loadingLabel,
    strings: (key) => strings?.[key] ?? builtIn(key),
    columns,
    registerColumn,
  };
  return (
    <div
      className={cx(styles.scroller, className)}
      style={maxHeight === undefined ? undefined : { maxHeight }}
      // A box that scrolls vertically must be reachable by keyboard even when its rows hold nothing focusable
      // (WCAG 2.1.1; axe scrollable-region-focusable): a named, focusable region.
      {...(maxHeight === undefined
        ? {}
        : {
            tabIndex: 0,
            role: 'region',
            'aria-label': aria['aria-label'],
            'aria-labelledby': aria['aria-labelledby'],
          })}
    >
      <table {...aria} aria-busy={isLoading || undefined} className={styles.table}>
        {caption ? <caption className={styles.caption}>{caption}</caption> : null}
        <TableContext.Provider value={table}>{children}</TableContext.Provider>
      </table>
    </div>
  );
}

const sameColumn = (a: ColumnInfo | undefined, b: ColumnInfo) =>
  a?.isRowHeader === b.isRowHeader && a.align === b.align;

/** A copy with `info` at `index`, without trailing gaps (so its length is the column count). */
function withColumn(
  columns: readonly (ColumnInfo | undefined)[],
  index: number,
  info: ColumnInfo | undefined,
) {
  const next = [...columns];
  next[index] = info;
  while (next.length && next[next.length - 1] === undefined) next.pop();
  return next;
}
