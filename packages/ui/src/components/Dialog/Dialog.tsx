import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  DialogTrigger as RACDialogTrigger,
  Heading,
  Modal as RACModal,
  ModalOverlay,
  type DialogProps as RACDialogProps,
  type DialogTriggerProps as RACDialogTriggerProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Dialog.css';

export type DialogTriggerProps = Pick<
  RACDialogTriggerProps,
  'children' | 'isOpen' | 'defaultOpen' | 'onOpenChange'
>;

/** Pairs a trigger (first child) with a Modal or Popover holding a Dialog. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RACDialogTrigger {...props} />;
}

export interface ModalProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'
> {
  className?: string;
  children: ReactNode;
}

/** A centred modal over a scrim; focus is trapped inside and Esc closes it. */
export function Modal({ className, children, isDismissable = true, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <RACModal className={cx(styles.modal, className)}>{children}</RACModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends Pick<RACDialogProps, 'role' | 'aria-label' | 'aria-labelledby' | 'id'> {
  /** Rendered as the dialog's heading and used as its accessible name. */
  title?: ReactNode;
  className?: string;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

export function Dialog({ title, className, children, ...props }: DialogProps) {
  return (
    <RACDialog {...props} className={cx(styles.dialog, className)}>
      {({ close }) => (
        <>
          {title ? (
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {typeof children === 'function' ? children({ close }) : children}
        </>
      )}
    </RACDialog>
  );
}
