import { Suspense, useEffect } from 'react';
import { BellRing, CalendarClock, Lock } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Button } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { lazyNamed } from '@admin/lib/lazy-named';
import { batchActions, openBulkDialog, resetBatchActions } from '../../stores/batch-actions';
import { batchDetail } from '../../stores/batch-detail';
import * as styles from './BatchActions.css';

// The dialogs (modal, fields) load when one opens, not with the screen.
const BatchActionDialogs = lazyNamed(() => import('./BatchActionDialogs'), 'BatchActionDialogs');

/**
 * The batch's bulk actions for a runner (the screen shows them only to one; the server refuses others): remind the
 * pending voters, extend the deadline, close now — on the selected funds, or on every fund being voted on. Shown
 * while some fund is live (open, or scheduled for an extension) or some fund is selected.
 */
export function BatchActions() {
  const t = useT();
  const { batch, selected, batchId } = useSnapshot(batchDetail);
  const { dialog } = useSnapshot(batchActions);
  useEffect(() => resetBatchActions, [batchId]);
  if (!batch) return null;
  const live = batch.statusCounts.open + batch.statusCounts.scheduled;
  if (!live && !selected.length) return null;
  const open = batch.statusCounts.open > 0 || selected.length > 0;
  return (
    <>
      <div className={styles.buttons}>
        <Button variant="secondary" onPress={() => openBulkDialog('remind')} isDisabled={!open}>
          <BellRing size={18} aria-hidden />
          {t('batchVotings.actions.remind')}
        </Button>
        <Button variant="secondary" onPress={() => openBulkDialog('extend')} isDisabled={!open}>
          <CalendarClock size={18} aria-hidden />
          {t('batchVotings.actions.extend')}
        </Button>
        <Button variant="secondary" onPress={() => openBulkDialog('close')} isDisabled={!open}>
          <Lock size={18} aria-hidden />
          {t('batchVotings.actions.close')}
        </Button>
      </div>
      {dialog ? (
        <Suspense fallback={null}>
          <BatchActionDialogs />
        </Suspense>
      ) : null}
    </>
  );
}
