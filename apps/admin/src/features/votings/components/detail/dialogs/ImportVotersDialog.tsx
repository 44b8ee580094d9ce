import { Button, Dialog, Modal } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { refreshAfterChange } from '@admin/features/votings/stores/detail-actions';
import { VoterImportPanel } from '../../voter-import/VoterImportPanel';
import * as styles from '@admin/components/ActionDialog/ActionDialog.css';

export interface ImportVotersDialogProps {
  isOpen: boolean;
  onClose: () => void;
  votingId: string;
}

/**
 * The votings feature's CSV import (upload, row errors, preview, confirm with progress) over the screen; once the
 * valid rows are written the voting and its lists are read again.
 */
export function ImportVotersDialog({ isOpen, onClose, votingId }: ImportVotersDialogProps) {
  const t = useT();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
      className={styles.extraWide}
    >
      <Dialog aria-label={t('votings.detail.dialogs.importTitle')}>
        <div className={styles.form}>
          <VoterImportPanel
            votingId={votingId}
            headingLevel={2}
            onImported={() => void refreshAfterChange()}
          />
          <div className={styles.actions}>
            <Button variant="primary" onPress={onClose}>
              {t('votings.detail.dialogs.importDone')}
            </Button>
          </div>
        </div>
      </Dialog>
    </Modal>
  );
}
