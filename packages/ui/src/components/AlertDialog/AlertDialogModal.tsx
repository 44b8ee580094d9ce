import { useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Dialog as RACDialog, Heading, OverlayTriggerStateContext } from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { Button } from '../Button/Button';
import { Modal } from '../Dialog/Dialog';
import * as dialogStyles from '../Dialog/Dialog.css';
import { cx } from '../private/cx';
import type { AlertDialogProps } from './AlertDialog';
import { alertDialogStrings } from './AlertDialog.strings';
import * as styles from './AlertDialog.css';

/**
 * The alert dialog itself (AlertDialog.tsx loads it when it is first wanted): a modal confirmation
 * (`role="alertdialog"`) on the kit's Modal. Clicking outside does not close it: the user answers with a button or
 * Escape (cancel).
 */
export default function AlertDialogModal({
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
  ...props
}: AlertDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      isKeyboardDismissDisabled
      className={className}
    >
      <AlertDialogContent {...props} />
    </Modal>
  );
}

type ContentProps = Omit<AlertDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'className'>;

function AlertDialogContent({
  title,
  children,
  tone = 'neutral',
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isConfirmDisabled = false,
}: ContentProps) {
  const t = useUiStrings(alertDialogStrings);
  const overlayState = useContext(OverlayTriggerStateContext);
  const [isPending, setPending] = useState(false);
  const isPendingRef = useRef(false);
  const messageId = useId();
  const isDanger = tone === 'danger';

  const close = () => overlayState?.close();
  const cancel = () => {
    if (isPendingRef.current) return;
    onCancel?.();
    close();
  };
  const confirm = async () => {
    if (isPendingRef.current || isConfirmDisabled) return;
    const result = onConfirm();
    if (!isPromiseLike(result)) return close();
    isPendingRef.current = true;
    setPending(true);
    try {
      await result;
      close();
    } catch {
      // The caller reports the failure (it owns the promise); the dialog stays for a retry or a cancel.
    } finally {
      isPendingRef.current = false;
      setPending(false);
    }
  };
  // The Modal's own Escape handling is off so that Escape goes through cancel (onCancel, ignored while pending).
  // RAC's Dialog drops keyboard props, hence a native listener on its element.
  const dialogRef = useRef<HTMLElement>(null);
  const cancelRef = useRef(cancel);
  useLayoutEffect(() => {
    cancelRef.current = cancel;
  });
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      cancelRef.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <RACDialog
      role="alertdialog"
      aria-describedby={messageId}
      className={dialogStyles.dialog}
      ref={dialogRef}
    >
      <div className={styles.header}>
        {isDanger ? (
          <span className={styles.dangerIcon}>
            <AlertTriangle size={20} aria-hidden />
          </span>
        ) : null}
        <Heading slot="title" className={cx(dialogStyles.title, styles.titleText)}>
          {title}
        </Heading>
      </div>
      <div id={messageId} className={styles.message}>
        {children}
      </div>
      <div className={styles.actions}>
        {/* The dialog's initial focus. Destructive safety: danger opens on cancel, neutral on confirm. */}
        <Button
          variant="ghost"
          onPress={cancel}
          isDisabled={isPending}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus inside a modal, as APG's alertdialog asks
          autoFocus={isDanger || isConfirmDisabled}
        >
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button
          variant={isDanger ? 'danger' : 'primary'}
          onPress={() => void confirm()}
          isPending={isPending}
          isDisabled={isConfirmDisabled}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus inside a modal, as APG's alertdialog asks
          autoFocus={!isDanger && !isConfirmDisabled}
        >
          {confirmLabel ?? t('confirm')}
        </Button>
      </div>
    </RACDialog>
  );
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
