import { useContext, type ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { cx } from '../private/cx';
import { ColumnIndexContext, RowContext, useTable, type CellAlign } from './TableContext';
import * as styles from './Table.css';

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
