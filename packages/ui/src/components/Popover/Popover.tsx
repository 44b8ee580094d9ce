import type { ReactNode } from 'react';
import {
  Popover as RACPopover,
  composeRenderProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Popover.css';

export interface PopoverProps extends Pick<
  RACPopoverProps,
  | 'placement'
  | 'offset'
  | 'crossOffset'
  | 'triggerRef'
  | 'isOpen'
  | 'onOpenChange'
  | 'isNonModal'
  | 'shouldFlip'
  | 'maxHeight'
> {
  className?: string;
  children: ReactNode;
}

export function Popover({ className, children, offset = 6, ...props }: PopoverProps) {
  return (
    <RACPopover
      {...props}
      offset={offset}
      className={composeRenderProps(className, (outer) => cx(styles.popover, outer))}
    >
      {children}
    </RACPopover>
  );
}
