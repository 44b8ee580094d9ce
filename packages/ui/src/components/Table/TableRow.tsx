import {
  useContext,
  useId,
  useLayoutEffect,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Key } from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { cx } from '../private/cx';
import { RowContext, RowKeyContext, useTable } from './TableContext';
import { withPositions } from './tableChildren';
import * as styles from './Table.css';

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
