import { useState } from 'react';
import type { User } from '@backoffice/api-client';
import { AlertDialog } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';

export interface DeleteUserDialogProps {
  /** The user to delete; null keeps the dialog closed. */
  user: Pick<User, 'name' | 'email'> | null;
  /** Deletes; the dialog shows a pending confirm button until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
  /** Called when the dialog closes (confirmed or cancelled). */
  onClose: () => void;
}

/** Asks before deleting a user: who, and that they lose every access for good. */
export function DeleteUserDialog({ user, onConfirm, onClose }: DeleteUserDialogProps) {
  const t = useT();
  // The last user asked about stays in the text while the dialog closes (its exit animation).
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  const about = user ?? shown;
  return (
    <AlertDialog
      isOpen={user !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      tone="danger"
      title={t('users.delete.title')}
      confirmLabel={t('common.delete')}
      cancelLabel={t('common.cancel')}
      onConfirm={onConfirm}
    >
      {about ? t('users.delete.message', { name: about.name, email: about.email }) : null}
    </AlertDialog>
  );
}
