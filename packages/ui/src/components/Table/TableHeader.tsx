import { useContext, useLayoutEffect, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button as RACButton } from 'react-aria-components';
import type { Key, SortDescriptor } from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/shared.css';
import { ColumnIndexContext, useTable, type CellAlign } from './TableContext';
import { withPositions } from './tableChildren';
import * as styles from './Table.css';

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
