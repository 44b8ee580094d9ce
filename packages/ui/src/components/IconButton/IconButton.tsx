import type { ReactNode, Ref } from 'react';
import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'tonal', 'primary'] as const;

export interface IconButtonProps extends Pick<
  RACButtonProps,
  | 'onPress'
  | 'isDisabled'
  | 'type'
  | 'slot'
  | 'id'
  | 'autoFocus'
  | 'aria-expanded'
  | 'aria-controls'
  | 'aria-haspopup'
  | 'excludeFromTabOrder'
> {
  /** Required: an icon button has no visible text. */
  'aria-label': string;
  /** The icon, e.g. `<Menu size={20} aria-hidden />` from lucide-react. */
  icon: ReactNode;
  variant?: (typeof iconButtonVariants)[number];
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({ icon, variant = 'ghost', size = 'md', className, ...props }: IconButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (outer) => cx(styles.iconButton({ variant, size }), outer))}
    >
      {icon}
    </RACButton>
  );
}
