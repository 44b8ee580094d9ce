import { useCallback, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';

export type TableSelectionMode = 'none' | 'single' | 'multiple';

export interface TableSelectionOptions {
  selectionMode?: TableSelectionMode;
  /** Controlled selection: `'all'` or the selected row ids. */
  selectedKeys?: 'all' | Iterable<Key>;
  defaultSelectedKeys?: 'all' | Iterable<Key>;
  onSelectionChange?: (keys: Selection) => void;
  /** Keeps at least one row selected: unchecking the last one does nothing. */
  disallowEmptySelection?: boolean;
  /** Rows that can be neither selected nor acted on. */
  disabledKeys?: Iterable<Key>;
}

const toSelection = (keys: 'all' | Iterable<Key> | undefined): Selection =>
  keys === 'all' ? 'all' : new Set(keys);

/**
 * The table's row selection, in RAC's `Selection` shape ('all' or a set of ids), controlled or not. Rows on screen
 * register themselves, so 'select all' knows when every row is checked and unchecking one row of 'all' keeps the
 * others.
 */
export function useTableSelection({
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  disallowEmptySelection = false,
  disabledKeys,
}: TableSelectionOptions) {
  const [ownSelection, setOwnSelection] = useState(() => toSelection(defaultSelectedKeys));
  const selection = selectedKeys === undefined ? ownSelection : toSelection(selectedKeys);
  // Row id → disabled by the Row's own `isDisabled`.
  const [rows, setRows] = useState<ReadonlyMap<Key, boolean>>(() => new Map());

  const registerRow = useCallback((key: Key, isRowDisabled: boolean) => {
    setRows((prev) => (prev.get(key) === isRowDisabled ? prev : new Map(prev).set(key, isRowDisabled)));
    return () =>
      setRows((prev) => {
        const next = new Map(prev);
        next.delete(key);
        return next;
      });
  }, []);

  const disabled = new Set(disabledKeys);
  const isDisabled = (key: Key) => disabled.has(key) || rows.get(key) === true;
  const isSelected = (key: Key) => (selection === 'all' ? !isDisabled(key) : selection.has(key));
  const selectable = [...rows.keys()].filter((key) => !isDisabled(key));
  const selectedCount = selectable.filter(isSelected).length;

  const commit = (next: Selection) => {
    if (disallowEmptySelection && next !== 'all' && next.size === 0) return;
    if (selectedKeys === undefined) setOwnSelection(next);
    onSelectionChange?.(next);
  };

  return {
    selectionMode,
    registerRow,
    isDisabled,
    isSelected,
    hasSelectableRows: selectable.length > 0,
    allSelected: selectable.length > 0 && selectedCount === selectable.length,
    someSelected: selectedCount > 0 && selectedCount < selectable.length,
    selectRow(key: Key, isRowSelected: boolean) {
      if (isDisabled(key)) return;
      if (selectionMode === 'single') return commit(new Set(isRowSelected ? [key] : []));
      const next = new Set(selection === 'all' ? selectable : selection);
      if (isRowSelected) next.add(key);
      else next.delete(key);
      commit(next);
    },
    selectAll(isAllSelected: boolean) {
      commit(isAllSelected ? 'all' : new Set());
    },
  };
}

export type TableSelection = ReturnType<typeof useTableSelection>;
