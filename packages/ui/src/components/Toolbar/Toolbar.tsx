import type { ReactNode } from 'react';
import {
  Separator as RACSeparator,
  Toolbar as RACToolbar,
  type ToolbarProps as RACToolbarProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Toolbar.css';

export interface ToolbarProps extends Pick<
  RACToolbarProps,
  'aria-label' | 'aria-labelledby' | 'orientation'
> {
  className?: string;
  children: ReactNode;
}

/**
 * A row of controls that act on one thing (a text editor's formatting): the arrow keys move between its buttons
 * (mirrored right to left), Tab leaves it, and coming back lands on the button last used.
 */
export function Toolbar({ className, children, orientation = 'horizontal', ...props }: ToolbarProps) {
  return (
    <RACToolbar {...props} orientation={orientation} className={cx(styles.toolbar, className)}>
      {children}
    </RACToolbar>
  );
}

/** A line between two groups of a toolbar's controls. */
export function ToolbarSeparator() {
  return <RACSeparator orientation="vertical" className={styles.separator} />;
}
