import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { AlertTriangle, Info } from 'lucide-react';
import { Button, Dialog, Form, Modal } from '@backoffice/ui';
import { FormMessage } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import * as styles from './BatchActions.css';

export interface BulkActionDialogProps {
  onClose: () => void;
  title: string;
  /** What happens on confirm and to which funds, above the fields. */
  message: ReactNode;
  /** 'danger': closing the votings (alertdialog, red confirm button, first focus on "Voltar"). */
  tone?: 'neutral' | 'danger';
  confirmLabel: string;
  isPending: boolean;
  formError?: string | null;
  /** Bumped after each refused submit: the first field in error takes the focus. */
  failures: number;
  onSubmit: () => void;
  children?: ReactNode;
}

/**
 * The single voting's action dialog, for the batch: the question as the title, what it does and to which funds, its
 * fields, cancel and confirm. Clicking outside never closes it; Escape does, unless it runs.
 */
export function BulkActionDialog({
  onClose,
  title,
  message,
  tone = 'neutral',
  confirmLabel,
  isPending,
  formError,
  failures,
  onSubmit,
  children,
}: BulkActionDialogProps) {
  const t = useT();
  const body = useRef<HTMLDivElement>(null);
  const danger = tone === 'danger';

  useEffect(() => {
    if (failures === 0) return;
    body.current
      ?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"]')
      ?.focus();
  }, [failures]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isPending) onSubmit();
  }

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && !isPending && onClose()}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
    >
      <Dialog title={title} role={danger ? 'alertdialog' : 'dialog'}>
        <div ref={body}>
          <Form onSubmit={submit} validationBehavior="aria" className={styles.form}>
            <div className={styles.message}>{message}</div>
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
                {danger ? t('batchVotings.actions.keep') : t('common.cancel')}
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

/** A line under the fields: an icon and a short text (that the action is audited, or cannot be undone). */
export function DialogNote({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  const Icon = tone === 'warning' ? AlertTriangle : Info;
  return (
    <p className={styles.note}>
      <Icon size={16} aria-hidden className={styles.noteIcon} />
      <span>{children}</span>
    </p>
  );
}
