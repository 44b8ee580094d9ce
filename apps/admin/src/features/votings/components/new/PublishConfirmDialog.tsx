import { AlertDialog } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';

export interface PublishConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** How many invitation e-mails go out: one per active voter. */
  emails: number;
  /** The opening, formatted, when the voting is scheduled; null when it opens now. */
  opensAt: string | null;
  /** Publishes; the dialog waits for it (its confirm button pending). */
  onConfirm: () => Promise<unknown>;
}

/**
 * Before "Publicar agora" (or "Agendar") e-mails every voter: says how many e-mails go out and when, that a sent
 * e-mail cannot be taken back, and that a test invitation can be sent first.
 */
export function PublishConfirmDialog({
  isOpen,
  onOpenChange,
  emails,
  opensAt,
  onConfirm,
}: PublishConfirmDialogProps) {
  const t = useT();
  const plural = usePlural();
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={opensAt ? t('votings.review.confirm.scheduleTitle') : t('votings.review.confirm.publishTitle')}
      confirmLabel={opensAt ? t('votings.review.schedule') : t('votings.review.publish')}
      onConfirm={onConfirm}
    >
      {opensAt
        ? plural('votings.review.confirm.scheduleMessage', emails, { date: opensAt })
        : plural('votings.review.confirm.publishMessage', emails)}{' '}
      {t('votings.review.confirm.final')}
    </AlertDialog>
  );
}
