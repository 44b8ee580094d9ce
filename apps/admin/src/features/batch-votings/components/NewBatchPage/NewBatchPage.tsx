import { Suspense, useEffect } from 'react';
import { Lock } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { VotingKind } from '@backoffice/api-client';
import { can } from '@backoffice/domain';
import { Breadcrumb, Breadcrumbs, EmptyState, Heading, Link, Text } from '@backoffice/ui';
import { BusyPlaceholder } from '@admin/components/BusyPlaceholder/BusyPlaceholder';
import { paths } from '@admin/config/paths';
import { useDocumentTitle } from '@admin/lib/document-title';
import { useT } from '@admin/lib/i18n';
import { lazyNamed } from '@admin/lib/lazy-named';
import { sessionStore } from '@admin/stores/session';
import { RUN_BATCH_VOTINGS, batchVotingPath } from '../../permissions';
import { newBatch, startNewBatch } from '../../stores/new-batch';
import { BatchDetailsForm } from '../BatchDetailsForm/BatchDetailsForm';
import * as styles from './NewBatchPage.css';

// The spreadsheet panel (file drop, upload with progress, the preview's tables) loads once the batch exists.
const HolderImportPanel = lazyNamed(
  () => import('../HolderImportPanel/HolderImportPanel'),
  'HolderImportPanel',
);

/**
 * A new batch voting (/batch-votings/new) or financial-statement approval (/batch-votings/new-financial-statement):
 * its details (the calendar's warnings and blocks as the dates are picked), then the one spreadsheet of every fund's
 * holders, read and previewed (funds, row errors by line) before it is confirmed into one voting per fund; then the
 * batch's detail.
 */
export default function NewBatchPage() {
  const t = useT();
  const [location, navigate] = useLocation();
  const kind: VotingKind =
    location === paths.batchVotings.newFinancialStatement ? 'financial_statement' : 'standard';
  const role = useSnapshot(sessionStore).user?.role;
  const canRun = can(role, RUN_BATCH_VOTINGS);
  const state = useSnapshot(newBatch);
  const title =
    kind === 'financial_statement'
      ? t('batchVotings.new.titleFinancialStatement')
      : t('batchVotings.new.title');
  useDocumentTitle(title);

  useEffect(() => startNewBatch(kind), [kind]);

  function body() {
    if (!role) return null;
    if (!canRun) {
      return (
        <EmptyState
          icon={<Lock size={40} aria-hidden />}
          title={t('batchVotings.new.noPermissionTitle')}
          description={t('batchVotings.new.noPermissionDescription')}
          titleLevel={2}
          action={
            <Link href={paths.batchVotings.list} variant="standalone">
              {t('batchVotings.new.backToList')}
            </Link>
          }
        />
      );
    }
    if (state.kind !== kind) return null;
    if (!state.batch) return <BatchDetailsForm />;
    const batchId = state.batch.id;
    return (
      <Suspense fallback={<BusyPlaceholder label={t('batchVotings.holders.loading')} heights={['12rem']} />}>
        <HolderImportPanel
          batchId={batchId}
          kind={kind}
          onConfirmed={() => navigate(batchVotingPath(batchId))}
        />
      </Suspense>
    );
  }

  return (
    <section aria-labelledby="new-batch-title" className={styles.page}>
      <Breadcrumbs aria-label={t('batchVotings.new.breadcrumbs')}>
        <Breadcrumb href={paths.batchVotings.list}>{t('batchVotings.list.title')}</Breadcrumb>
        <Breadcrumb>{title}</Breadcrumb>
      </Breadcrumbs>
      <div className={styles.titles}>
        <Heading level={1} size="xl" id="new-batch-title">
          {title}
        </Heading>
        <Text tone="muted">
          {kind === 'financial_statement'
            ? t('batchVotings.new.introFinancialStatement')
            : t('batchVotings.new.intro')}
        </Text>
      </div>
      {body()}
    </section>
  );
}
