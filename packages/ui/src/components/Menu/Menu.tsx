import type { ReactNode } from 'react';
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuTrigger as RACMenuTrigger,
  composeRenderProps,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuTriggerProps as RACMenuTriggerProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { Popover, type PopoverProps } from '../Popover/Popover';
import * as styles from './Menu.css';

export type MenuTriggerProps = Pick<
  RACMenuTriggerProps,
  'children' | 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'trigger'
>;

/** Pairs a trigger (Button or IconButton, first child) with a Menu (second child). */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

export interface MenuProps<T extends object> extends Pick<
  RACMenuProps<T>,
  | 'items'
  | 'children'
  | 'onAction'
  | 'disabledKeys'
  | 'aria-label'
  | 'aria-labelledby'
  | 'autoFocus'
  | 'selectionMode'
  | 'selectedKeys'
  | 'onSelectionChange'
> {
  placement?: PopoverProps['placement'];
  className?: string;
}

/** A menu in its own popover: use it inside MenuTrigger. */
export function Menu<T extends object>({ placement = 'bottom end', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement}>
      <RACMenu {...props} className={composeRenderProps(className, (outer) => cx(styles.menu, outer))} />
    </Popover>
  );
}

export interface MenuItemProps<T extends object> extends Pick<
  RACMenuItemProps<T>,
  'id' | 'textValue' | 'onAction' | 'isDisabled' | 'href' | 'target' | 'aria-label'
> {
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function MenuItem<T extends object>({
  icon,
  className,
  children,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (outer) => cx(styles.item, outer))}
    >
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      {children}
    </RACMenuItem>
  );
}
