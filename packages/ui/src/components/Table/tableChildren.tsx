import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { ColumnIndexContext } from './TableContext';

/** An item's id as RAC reads it: `id`, else `key`, else its position. */
export function itemKey(item: object, index: number): Key {
  const { id, key } = item as { id?: Key; key?: Key };
  return id ?? key ?? index;
}

/** Columns or cells, each told its position (the cells of a column find its row-header flag and alignment). */
export function withPositions<T extends object>(
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
