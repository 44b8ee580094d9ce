import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useUiStrings } from '../../i18n/uiStrings';
import { Spinner } from '../Spinner/Spinner';
import * as dialogStyles from '../Dialog/Dialog.css';
import { alertDialogStrings } from './AlertDialog.strings';

// The modal's code (modal, dialog, focus scope and, through React Aria's Dialog, its menu and collection code) is its
// own chunk: a screen that may ask for a confirmation does not load it until it does.
const AlertDialogModal = lazy(() => import('./AlertDialogModal'));

export const alertDialogTones = ['neutral', 'danger'] as const;
export type AlertDialogTone = (typeof alertDialogTones)[number];

export interface AlertDialogProps {
  /** Heading and accessible name, e.g. 'Excluir votação?'. */
  title: ReactNode;
  /** The message: what happens if the user confirms. Becomes the dialog's description. */
  children: ReactNode;
  /** 'danger' paints the confirm button red and puts the first focus on cancel. Default 'neutral'. */
  tone?: AlertDialogTone;
  /** Default: 'Confirmar' in the UiProvider locale. */
  confirmLabel?: string;
  /** Default: 'Cancelar' in the UiProvider locale. */
  cancelLabel?: string;
  /**
   * Called on confirm. A returned promise keeps the dialog open with a pending confirm button until it settles;
   * it closes when the promise resolves and stays open (for a retry or cancel) when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the user cancels: the cancel button or Escape. */
  onCancel?: () => void;
  /**
   * The confirm button cannot be pressed (what it would do is still being checked, or the message says why it
   * cannot be done now); the first focus goes to cancel.
   */
  isConfirmDisabled?: boolean;
  /** Controlled opening; leave out inside a DialogTrigger, which opens it from its trigger button. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

/**
 * A modal confirmation (`role="alertdialog"`) on the kit's Modal. Clicking outside does not close it: the user
 * answers with a button or Escape (cancel). Controlled, its code loads when it first opens (a busy scrim meanwhile);
 * inside a DialogTrigger, when it is drawn.
 */
export function AlertDialog(props: AlertDialogProps) {
  const { isOpen, defaultOpen } = props;
  // Once wanted it stays drawn, so that it can play its closing animation.
  const [wanted, setWanted] = useState(isOpen !== false || defaultOpen === true);
  if (!wanted && isOpen) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={isOpen ? <AlertDialogBusy /> : null}>
      <AlertDialogModal {...props} />
    </Suspense>
  );
}

/** The scrim with a spinner, while the dialog's code loads. */
function AlertDialogBusy() {
  const t = useUiStrings(alertDialogStrings);
  return (
    <div className={dialogStyles.overlay}>
      <Spinner size="lg" aria-label={t('loading')} />
    </div>
  );
}
