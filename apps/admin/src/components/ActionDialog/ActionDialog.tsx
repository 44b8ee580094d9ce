import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { AlertTriangle, Info } from 'lucide-react';
import { Button, Dialog, Form, Modal } from '@backoffice/ui';
import { FormMessage } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import * as styles from './ActionDialog.css';

export interface ActionDialogProps {
  isOpen: boolean;
  /** Closing by Escape or the cancel button (ignored while the action runs). */
  onClose: () => void;
  title: string;
  /** What happens on confirm, above the fields. */
  message?: ReactNode;
  /** 'danger': a destructive action (alertdialog, red confirm button, first focus on cancel). */
  tone?: 'neutral' | 'danger';
  confirmLabel: string;
  /** The action is running: the confirm button shows it, nothing closes the dialog. */
  isPending: boolean;
  /** A refusal about the whole action (announced). */
  formError?: string | null;
  /** Bumped after each refused submit: the first field in error takes the focus. */
  failures?: number;
  onSubmit: () => void;
  size?: 'default' | 'wide';
  children?: ReactNode;
}

/**
 * A modal form for one action of the screen: the question or task as the title, what it does, its fields, and the
 * cancel and confirm buttons. Clicking outside never closes it (nothing typed is lost); Escape does, unless it runs.
 */
export function ActionDialog({
  isOpen,
  onClose,
  title,
  message,
  tone = 'neutral',
  confirmLabel,
  isPending,
  formError,
  failures = 0,
  onSubmit,
  size = 'default',
  children,
}: ActionDialogProps) {
  const t = useT();
  const body = useRef<HTMLDivElement>(null);
  const danger = tone === 'danger';

  useEffect(() => {
    if (failures === 0) return;
    const invalid = body.current?.querySelector<HTMLElement>(
      '[data-invalid] input:not([type="hidden"]), [data-invalid] textarea, [data-invalid] [role="spinbutton"], input[aria-invalid="true"], textarea[aria-invalid="true"]',
    );
    invalid?.focus();
  }, [failures]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React sends a portal's events up its own tree: a dialog opened from inside a form must not submit that form.
    event.stopPropagation();
    if (!isPending) onSubmit();
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && !isPending && onClose()}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      className={size === 'wide' ? styles.wide : undefined}
    >
      <Dialog title={title} role={danger ? 'alertdialog' : 'dialog'}>
        <div ref={body}>
          <Form onSubmit={submit} validationBehavior="aria" className={styles.form}>
            {message ? <div className={styles.message}>{message}</div> : null}
            {children}
            <FormMessage tone="danger">{formError ?? null}</FormMessage>
            <div className={styles.actions}>
              <Button
                variant="ghost"
                onPress={onClose}
                isDisabled={isPending}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- a destructive dialog opens on cancel (APG alertdialog)
                autoFocus={danger}
              >
                {danger ? t('common.keep') : t('common.cancel')}
              </Button>
              <Button type="submit" variant={danger ? 'danger' : 'primary'} isPending={isPending}>
                {confirmLabel}
              </Button>
            </div>
          </Form>
        </div>
      </Dialog>
    </Modal>
  );
}

/** A line under the fields: an icon and a short text (e.g. that the action is audited). */
export function DialogNote({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  const Icon = tone === 'warning' ? AlertTriangle : Info;
  return (
    <p className={styles.note}>
      <Icon size={16} aria-hidden className={styles.noteIcon} />
      <span>{children}</span>
    </p>
  );
}
