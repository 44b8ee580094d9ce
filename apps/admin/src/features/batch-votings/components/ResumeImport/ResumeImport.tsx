import { Suspense } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { useSnapshot } from 'valtio';
import type { VotingKind } from '@backoffice/api-client';
import { can } from '@backoffice/domain';
import { EmptyState } from '@backoffice/ui';
import { BusyPlaceholder } from '@admin/components/BusyPlaceholder/BusyPlaceholder';
import { useT } from '@admin/lib/i18n';
import { lazyNamed } from '@admin/lib/lazy-named';
import { sessionStore } from '@admin/stores/session';
import { RUN_BATCH_VOTINGS } from '../../permissions';
import { openBatch } from '../../stores/batch-detail';

const HolderImportPanel = lazyNamed(
  () => import('../HolderImportPanel/HolderImportPanel'),
  'HolderImportPanel',
);

/**
 * A batch with no funds yet: its holders spreadsheet was never confirmed (the new-batch flow left before it). A runner
 * picks the import up here — the same panel as on the new batch — and the detail reads the batch again once the funds
 * are created; anyone else is told the batch has no funds yet.
 */
export function ResumeImport({ batchId, kind }: { batchId: string; kind: VotingKind }) {
  const t = useT();
  const role = useSnapshot(sessionStore).user?.role;
  if (!can(role, RUN_BATCH_VOTINGS))
    return (
      <EmptyState
        icon={<FileSpreadsheet size={40} aria-hidden />}
        title={t('batchVotings.resume.title')}
        description={t('batchVotings.resume.observer')}
        titleLevel={2}
      />
    );
  return (
    <>
      <EmptyState
        icon={<FileSpreadsheet size={40} aria-hidden />}
        title={t('batchVotings.resume.title')}
        description={t('batchVotings.resume.description')}
        titleLevel={2}
      />
      <Suspense fallback={<BusyPlaceholder label={t('batchVotings.holders.loading')} heights={['12rem']} />}>
        <HolderImportPanel batchId={batchId} kind={kind} onConfirmed={() => void openBatch(batchId)} />
      </Suspense>
    </>
  );
}
