import {
  Children,
  Fragment,
  isValidElement,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button as RACButton } from 'react-aria-components';
import type { Key, SortDescriptor } from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { Checkbox } from '../Checkbox/Checkbox';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/shared.css';
import { Spinner } from '../Spinner/Spinner';
import {
  ColumnIndexContext,
  RowContext,
  RowKeyContext,
  TableContext,
  useTable,
  type CellAlign,
  type ColumnInfo,
  type TableState,
} from './TableContext';
import { tableStrings } from './Table.strings';
import { useTableSelection, type TableSelectionOptions } from './useTableSelection';
import * as styles from './Table.css';

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

/** An item's id as RAC reads it: `id`, else `key`, else its position. */
function itemKey(item: object, index: number): Key {
  const { id, key } = item as { id?: Key; key?: Key };
  return id ?? key ?? index;
}

/** Columns or cells, each told its position (the cells of a column find its row-header flag and alignment). */
function withPositions<T extends object>(
  items: Iterable<T> | undefined,
  children: ReactNode | ((item: T) => ReactElement),
) {
  const elements: ReactNode[] =
    items && typeof children === 'function'
      ? Array.from(items, (item, index) => <Fragment key={itemKey(item, index)}>{children(item)}</Fragment>)
      : Children.toArray(children as ReactNode);
  return elements.map((element, index) => (
    <ColumnIndexContext.Provider key={isValidElement(element) ? element.key : index} value={index}>
      {element}
    </ColumnIndexContext.Provider>
  ));
}

export interface TableHeaderProps<T extends object = object> {
  /** With a render function as children: one Column per item. */
  columns?: Iterable<T>;
  children: ReactNode | ((column: T) => ReactElement);
  className?: string;
}

/** The header row; it adds the selection column (with 'select all' for multiple selection) by itself. */
export function TableHeader<T extends object>({ columns, children, className }: TableHeaderProps<T>) {
  const { selection, strings } = useTable();
  return (
    <thead className={className}>
      <tr>
        {selection.selectionMode === 'none' ? null : (
          <th scope="col" className={cx(styles.column, styles.selectionColumn)}>
            {selection.selectionMode === 'multiple' ? (
              <Checkbox
                aria-label={strings('selectAll')}
                isSelected={selection.allSelected}
                isIndeterminate={selection.someSelected}
                isDisabled={!selection.hasSelectableRows}
                onChange={selection.selectAll}
              />
            ) : (
              <span className={visuallyHidden}>{strings('selection')}</span>
            )}
          </th>
        )}
        {withPositions(columns, children)}
      </tr>
    </thead>
  );
}

export interface ColumnProps {
  /** Given back as `sortDescriptor.column`; defaults to the column's position. */
  id?: Key;
  /** The header becomes a sort button; the table marks the sorted column with `aria-sort`. */
  allowsSorting?: boolean;
  /** This column's cells name their rows (`<th scope="row">`): mark the main column, e.g. the name. */
  isRowHeader?: boolean;
  /** `end` for numbers and amounts; the column's cells follow it. */
  align?: CellAlign;
  /** CSS width, e.g. '12rem' or 160. */
  width?: CSSProperties['width'];
  className?: string;
  children: ReactNode;
}

export function Column({
  id,
  allowsSorting = false,
  isRowHeader = false,
  align = 'start',
  width,
  className,
  children,
}: ColumnProps) {
  const { registerColumn, sortDescriptor, sort } = useTable();
  const index = useContext(ColumnIndexContext);
  useLayoutEffect(
    () => registerColumn(index, { isRowHeader, align }),
    [registerColumn, index, isRowHeader, align],
  );
  const key = id ?? index;
  const direction = allowsSorting && sortDescriptor?.column === key ? sortDescriptor.direction : undefined;
  return (
    <th
      scope="col"
      aria-sort={direction}
      style={width === undefined ? undefined : { width }}
      className={cx(styles.column, styles.align[align], allowsSorting && styles.sortableColumn, className)}
    >
      {allowsSorting ? (
        <RACButton className={cx(styles.sortButton, styles.justify[align])} onPress={() => sort(key)}>
          {children}
          <SortIcon direction={direction} />
        </RACButton>
      ) : (
        children
      )}
    </th>
  );
}

function SortIcon({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  if (direction === 'ascending') return <ArrowUp size={16} aria-hidden className={styles.sortIcon} />;
  if (direction === 'descending') return <ArrowDown size={16} aria-hidden className={styles.sortIcon} />;
  return <ArrowUpDown size={16} aria-hidden className={cx(styles.sortIcon, styles.unsorted)} />;
}

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

export interface RowProps<T extends object = object> {
  /** The row's id in selection and row actions; rows from `items` default to the item's `id`. */
  id?: Key;
  /** With a render function as children: one Cell per column item. */
  columns?: Iterable<T>;
  children: ReactNode | ((column: T) => ReactElement);
  /** Neither selectable nor actionable. */
  isDisabled?: boolean;
  /** This row's own action (the table's `onRowAction` runs too). */
  onAction?: () => void;
  className?: string;
}

const controls = 'a, button, input, label, select, textarea';

/** A body row; it adds its selection checkbox by itself when the table is selectable. */
export function Row<T extends object>({
  id,
  columns,
  children,
  isDisabled: isRowDisabled = false,
  onAction,
  className,
}: RowProps<T>) {
  const { selection, onRowAction, strings } = useTable();
  const keyFromItems = useContext(RowKeyContext);
  const key = id ?? keyFromItems;
  const labelId = useId();
  const checkboxId = useId();
  const hasSelection = selection.selectionMode !== 'none';
  const { registerRow } = selection;
  useLayoutEffect(
    () => (hasSelection ? registerRow(key, isRowDisabled) : undefined),
    [hasSelection, registerRow, key, isRowDisabled],
  );

  const isDisabled = isRowDisabled || selection.isDisabled(key);
  const isSelected = hasSelection && selection.isSelected(key);
  const canSelect = hasSelection && !isDisabled;
  const action =
    !isDisabled && (onAction || onRowAction)
      ? () => {
          onAction?.();
          onRowAction?.(key);
        }
      : undefined;

  function handleClick(event: MouseEvent<HTMLTableRowElement>) {
    const target = event.target as Element;
    const control = target.closest(controls);
    // A control in the row (checkbox, link, button) does its own thing; a drag that selected text is no click.
    if ((control && event.currentTarget.contains(control)) || !(getSelection()?.isCollapsed ?? true)) return;
    if (action && !target.closest('[data-selection-cell]')) action();
    else if (canSelect) selection.selectRow(key, !isSelected);
  }

  return (
    // The click is a mouse shortcut: the keyboard uses the row's checkbox and row-header button.
    <tr
      className={cx(styles.row, className)}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-interactive={action || canSelect ? true : undefined}
      onClick={action || canSelect ? handleClick : undefined}
    >
      {hasSelection ? (
        <td className={cx(styles.cell, styles.selectionCell)} data-selection-cell>
          <Checkbox
            id={checkboxId}
            // Its name is 'Selecionar' followed by the row header's text.
            aria-label={strings('selectRow')}
            aria-labelledby={`${checkboxId} ${labelId}`}
            isSelected={isSelected}
            isDisabled={isDisabled}
            onChange={(checked) => selection.selectRow(key, checked)}
          />
        </td>
      ) : null}
      <RowContext.Provider value={{ labelId, action }}>
        {withPositions(columns, children)}
      </RowContext.Provider>
    </tr>
  );
}

export interface CellProps {
  /** Defaults to the column's `align`. */
  align?: CellAlign;
  colSpan?: number;
  className?: string;
  children?: ReactNode;
}

export function Cell({ align, colSpan, className, children }: CellProps) {
  const { columns } = useTable();
  const { labelId, action } = useContext(RowContext);
  const index = useContext(ColumnIndexContext);
  const column = columns[index];
  // The row header names the row (its checkbox says 'Selecionar <name>'); without one, the first cell does.
  const isRowLabel =
    index ===
    Math.max(
      0,
      columns.findIndex((info) => info?.isRowHeader),
    );
  const props = {
    id: isRowLabel ? labelId : undefined,
    colSpan,
    className: cx(styles.cell, styles.align[align ?? column?.align ?? 'start'], className),
  };
  if (!column?.isRowHeader) return <td {...props}>{children}</td>;
  return (
    <th scope="row" {...props}>
      {isRowLabel && action ? (
        <RACButton className={styles.rowAction} onPress={action}>
          {children}
        </RACButton>
      ) : (
        children
      )}
    </th>
  );
}
