import { createContext, useContext } from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';
import type { TableSelection } from './useTableSelection';

export type CellAlign = 'start' | 'center' | 'end';

/** What a Column tells the body's cells in its position. */
export interface ColumnInfo {
  isRowHeader: boolean;
  align: CellAlign;
}

export interface TableState {
  selection: TableSelection;
  sortDescriptor?: SortDescriptor;
  sort: (column: Key) => void;
  onRowAction?: (key: Key) => void;
  isLoading: boolean;
  loadingLabel?: string;
  strings: (key: 'selection' | 'selectAll' | 'selectRow') => string;
  /** By position, without the selection column. */
  columns: readonly (ColumnInfo | undefined)[];
  registerColumn: (index: number, info: ColumnInfo) => () => void;
}

export const TableContext = createContext<TableState | null>(null);

export function useTable() {
  const table = useContext(TableContext);
  if (!table) throw new Error('Table parts (TableHeader, Column, TableBody, Row, Cell) go inside a Table.');
  return table;
}

/** The position of a Column in the header, or of a Cell in its row. */
export const ColumnIndexContext = createContext(0);

/** The id of a row rendered from `items` (the item's `id`), for a Row given no `id`. */
export const RowKeyContext = createContext<Key>(0);

export interface RowState {
  /** The id of the cell that names the row (its row header), for the row's checkbox name. */
  labelId: string;
  /** The row action, when the row has one and is not disabled. */
  action?: () => void;
}

export const RowContext = createContext<RowState>({ labelId: '' });
