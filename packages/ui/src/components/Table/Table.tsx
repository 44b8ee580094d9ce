import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  Cell as RACCell,
  Collection,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  composeRenderProps,
  useTableOptions,
  type CellProps as RACCellProps,
  type ColumnProps as RACColumnProps,
  type RowProps as RACRowProps,
  type TableBodyProps as RACTableBodyProps,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { Checkbox } from '../Checkbox/Checkbox';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/shared.css';
import { Spinner } from '../Spinner/Spinner';
import { tableStrings } from './Table.strings';
import * as styles from './Table.css';

const TableLoadingContext = createContext<{ isLoading: boolean; loadingLabel?: string }>({
  isLoading: false,
});

export interface TableProps extends Pick<
  RACTableProps,
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disallowEmptySelection'
  | 'disabledKeys'
  | 'sortDescriptor'
  | 'onSortChange'
  | 'onRowAction'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
> {
  /** Replaces the rows with one 'Carregando…' row (the header stays) and sets `aria-busy`. */
  isLoading?: boolean;
  /** Overrides the built-in 'Carregando…'. */
  loadingLabel?: string;
  /** Height limit: the rows scroll under a sticky header inside the table's box. */
  maxHeight?: number | string;
  className?: string;
  /** A TableHeader and a TableBody. */
  children: ReactNode;
}

/**
 * A data grid: sortable columns, row selection with checkboxes, row actions, empty and loading states. It scrolls
 * sideways inside its own box on small screens, never the page.
 */
export function Table({
  isLoading = false,
  loadingLabel,
  maxHeight,
  className,
  children,
  ...props
}: TableProps) {
  const tableRef = useBusyRef(isLoading);
  return (
    <div
      className={cx(styles.scroller, className)}
      style={maxHeight === undefined ? undefined : { maxHeight }}
    >
      <TableLoadingContext.Provider value={{ isLoading, loadingLabel }}>
        <RACTable {...props} ref={tableRef} selectionBehavior="toggle" className={styles.table}>
          {children}
        </RACTable>
      </TableLoadingContext.Provider>
    </div>
  );
}

/** RAC does not forward aria-busy to the grid, so it is set on the element. */
function useBusyRef(isBusy: boolean) {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    if (isBusy) ref.current?.setAttribute('aria-busy', 'true');
    else ref.current?.removeAttribute('aria-busy');
  }, [isBusy]);
  return ref;
}

function useHasSelectionColumn() {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return selectionBehavior === 'toggle' && selectionMode !== 'none';
}

export interface TableHeaderProps<T extends object> extends Pick<
  RACTableHeaderProps<T>,
  'columns' | 'children' | 'dependencies'
> {
  className?: string;
}

/** The header row; it adds the selection column (with 'select all' for multiple selection) by itself. */
export function TableHeader<T extends object>({
  columns,
  children,
  dependencies,
  className,
}: TableHeaderProps<T>) {
  const { selectionMode } = useTableOptions();
  const hasSelection = useHasSelectionColumn();
  const t = useUiStrings(tableStrings);
  return (
    <RACTableHeader className={cx(styles.header, className)} dependencies={dependencies}>
      {hasSelection ? (
        <RACColumn className={cx(styles.column, styles.selectionColumn)}>
          {selectionMode === 'multiple' ? (
            <Checkbox slot="selection" />
          ) : (
            <span className={visuallyHidden}>{t('selection')}</span>
          )}
        </RACColumn>
      ) : null}
      <Collection items={columns} dependencies={dependencies}>
        {children}
      </Collection>
    </RACTableHeader>
  );
}

export interface ColumnProps extends Pick<
  RACColumnProps,
  'id' | 'allowsSorting' | 'isRowHeader' | 'textValue'
> {
  /** `end` for numbers and amounts. */
  align?: 'start' | 'center' | 'end';
  /** CSS width, e.g. '12rem' or 160. */
  width?: CSSProperties['width'];
  className?: string;
  children: ReactNode;
}

export function Column({ align = 'start', width, className, children, textValue, ...props }: ColumnProps) {
  return (
    <RACColumn
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      style={width === undefined ? undefined : { width }}
      className={composeRenderProps(className, (outer) =>
        cx(styles.column, styles.align[align], props.allowsSorting && styles.sortable, outer),
      )}
    >
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          {children}
          {allowsSorting ? <SortIcon direction={sortDirection} /> : null}
        </span>
      )}
    </RACColumn>
  );
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  if (direction === 'ascending') return <ArrowUp size={16} aria-hidden className={styles.sortIcon} />;
  if (direction === 'descending') return <ArrowDown size={16} aria-hidden className={styles.sortIcon} />;
  return <ArrowUpDown size={16} aria-hidden className={cx(styles.sortIcon, styles.unsorted)} />;
}

export interface TableBodyProps<T extends object> extends Pick<
  RACTableBodyProps<T>,
  'items' | 'children' | 'dependencies'
> {
  /** Shown as one row when there are no rows; default 'Nenhum registro encontrado'. */
  renderEmptyState?: () => ReactNode;
  className?: string;
}

export function TableBody<T extends object>({
  items,
  children,
  dependencies = [],
  renderEmptyState,
  className,
}: TableBodyProps<T>) {
  const { isLoading, loadingLabel } = useContext(TableLoadingContext);
  const t = useUiStrings(tableStrings);
  // The loading row takes the height the rows had, so the page does not jump while the next page loads.
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const lastHeight = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!isLoading && bodyRef.current) lastHeight.current = bodyRef.current.offsetHeight || undefined;
  });

  if (isLoading) {
    return (
      <RACTableBody
        ref={bodyRef}
        items={[] as T[]}
        className={cx(styles.body, className)}
        renderEmptyState={() => (
          <div className={styles.loading} style={{ minHeight: lastHeight.current }}>
            <Spinner size="sm" />
            {loadingLabel ?? t('loading')}
          </div>
        )}
      >
        {() => <RACRow />}
      </RACTableBody>
    );
  }
  return (
    <RACTableBody
      ref={bodyRef}
      items={items}
      dependencies={dependencies}
      className={cx(styles.body, className)}
      renderEmptyState={() => (
        <div className={styles.empty}>{renderEmptyState ? renderEmptyState() : t('empty')}</div>
      )}
    >
      {children}
    </RACTableBody>
  );
}

export interface RowProps<T extends object> extends Pick<
  RACRowProps<T>,
  'id' | 'columns' | 'children' | 'dependencies' | 'textValue' | 'isDisabled' | 'href' | 'onAction'
> {
  className?: string;
}

/** A body row; it adds its selection checkbox by itself when the table is selectable. */
export function Row<T extends object>({ columns, children, dependencies, className, ...props }: RowProps<T>) {
  const hasSelection = useHasSelectionColumn();
  return (
    <RACRow
      {...props}
      columns={columns}
      dependencies={dependencies}
      className={composeRenderProps(className, (outer) => cx(styles.row, outer))}
    >
      {hasSelection ? (
        <RACCell className={cx(styles.cell, styles.selectionCell)}>
          <Checkbox slot="selection" />
        </RACCell>
      ) : null}
      <Collection items={columns} dependencies={dependencies}>
        {children}
      </Collection>
    </RACRow>
  );
}

export interface CellProps extends Pick<RACCellProps, 'id' | 'textValue' | 'colSpan'> {
  /** `end` for numbers and amounts (match the column). */
  align?: 'start' | 'center' | 'end';
  className?: string;
  children?: ReactNode;
}

export function Cell({ align = 'start', className, ...props }: CellProps) {
  return (
    <RACCell
      {...props}
      className={composeRenderProps(className, (outer) => cx(styles.cell, styles.align[align], outer))}
    />
  );
}
