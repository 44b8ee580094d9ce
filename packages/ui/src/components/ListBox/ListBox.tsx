import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import {
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  composeRenderProps,
  type ListBoxItemProps as RACListBoxItemProps,
  type ListBoxProps as RACListBoxProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './ListBox.css';

export interface ListBoxProps<T extends object> extends Pick<
  RACListBoxProps<T>,
  | 'items'
  | 'children'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'onAction'
  | 'disallowEmptySelection'
  | 'disabledKeys'
  | 'autoFocus'
  | 'renderEmptyState'
  | 'aria-label'
  | 'aria-labelledby'
  | 'id'
> {
  /** Scrolls past this height (px number or any CSS length). */
  maxHeight?: number | string;
  className?: string;
}

export function ListBox<T extends object>({
  maxHeight,
  className,
  renderEmptyState,
  ...props
}: ListBoxProps<T>) {
  return (
    <RACListBox
      {...props}
      renderEmptyState={
        renderEmptyState
          ? (values) => <div className={styles.empty}>{renderEmptyState(values)}</div>
          : undefined
      }
      style={maxHeight === undefined ? undefined : { maxHeight }}
      className={composeRenderProps(className, (outer) => cx(styles.listBox, outer))}
    />
  );
}

export interface ListBoxItemProps<T extends object> extends Pick<
  RACListBoxItemProps<T>,
  'id' | 'value' | 'textValue' | 'isDisabled' | 'href' | 'onAction' | 'aria-label'
> {
  className?: string;
  children: ReactNode;
}

export function ListBoxItem<T extends object>({
  className,
  children,
  textValue,
  ...props
}: ListBoxItemProps<T>) {
  return (
    <RACListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (outer) => cx(styles.item, outer))}
    >
      {({ isSelected }) => (
        <>
          <span className={styles.itemContent}>{children}</span>
          {isSelected ? <Check size={16} aria-hidden className={styles.check} /> : null}
        </>
      )}
    </RACListBoxItem>
  );
}
