import { useImperativeHandle, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps extends Pick<
  RACButtonProps,
  | 'type'
  | 'onPress'
  | 'isDisabled'
  | 'autoFocus'
  | 'form'
  | 'slot'
  | 'id'
  | 'name'
  | 'value'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-expanded'
  | 'aria-controls'
  | 'aria-haspopup'
  | 'excludeFromTabOrder'
> {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /** Shows a spinner before the label, keeps the button focusable but inert, and sets aria-busy. */
  isPending?: boolean;
  fullWidth?: boolean;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isPending = false,
  fullWidth = false,
  className,
  children,
  ref,
  ...props
}: ButtonProps) {
  const buttonRef = useBusyRef(isPending, ref);
  return (
    <RACButton
      {...props}
      ref={buttonRef}
      isPending={isPending}
      className={composeRenderProps(className, (outer) =>
        cx(styles.button({ variant, size, fullWidth }), outer),
      )}
    >
      <span className={styles.content}>
        {isPending ? <Spinner size="sm" /> : null}
        {children}
      </span>
    </RACButton>
  );
}

/** RAC does not forward aria-busy, so it is set on the element directly; the outer ref still gets the element. */
function useBusyRef(isBusy: boolean, outerRef: Ref<HTMLButtonElement> | undefined) {
  const innerRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(outerRef, () => innerRef.current as HTMLButtonElement, []);
  useLayoutEffect(() => {
    const element = innerRef.current;
    if (!element) return;
    if (isBusy) element.setAttribute('aria-busy', 'true');
    else element.removeAttribute('aria-busy');
  }, [isBusy]);
  return innerRef;
}
