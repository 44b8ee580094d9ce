import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useParams } from 'wouter';
import { SearchX } from 'lucide-react';
import type { Voting } from '@backoffice/api-client';
import { EmptyState, Link, Skeleton } from '@backoffice/ui';
// The light breadcrumbs: React Aria's would bring its collections, which nothing else of this first load needs.
import { LightBreadcrumb as Breadcrumb, LightBreadcrumbs as Breadcrumbs } from '@backoffice/ui';
import { can } from '@backoffice/domain';
import { LoadErrorState, visuallyHidden } from '@backoffice/app-common';
import { paths } from '@admin/config/paths';
import { useDocumentTitle } from '@admin/lib/document-title';
import { useT } from '@admin/lib/i18n';
import { lazyNamed } from '@admin/lib/lazy-named';
import { sessionStore } from '@admin/stores/session';
import { RUN_VOTINGS } from '../../permissions';
import { detailDialog } from '../../stores/detail-dialog';
import { openVotingDetail, retryVotingDetail, votingDetail } from '../../stores/detail-voting';
import { votingsStore } from '../../stores/votings';
import { ResultsOverview } from './results/ResultsOverview';
import { DetailTabs } from './tabs/DetailTabs';
import { DETAIL_TITLE_ID, VotingHeader } from './VotingHeader';
import { VotingActions } from './VotingActions';
import { VoteMapsSection } from './VoteMapsList';
import * as styles from './VotingDetailPage.css';

// The dialogs (the voter's form, the import's file drop, the deadline's date picker…) load when one opens: the screen
// shows none on a first load, and they are a third of its JavaScript.
const DetailDialogs = lazyNamed(() => import('./dialogs/DetailDialogs'), 'DetailDialogs');

/**
 * /votings/:id — one voting: its header and actions, the live totals, and the tabs (voters by participation,
 * represented votes, documents, sends, audit). OBSERVER reads everything and changes nothing.
 */
export default function VotingDetailPage() {
  const t = useT();
  const { id = '' } = useParams<{ id: string }>();
  const detail = useSnapshot(votingDetail);
  const store = useSnapshot(votingsStore);
  const role = useSnapshot(sessionStore).user?.role;
  const canRun = can(role, RUN_VOTINGS);
  const dialogOpen = useSnapshot(detailDialog).open !== null;

  useEffect(() => void openVotingDetail(id), [id]);

  const current = detail.votingId === id ? detail : null;
  const voting = (
    current?.status === 'ready' && store.voting?.id === id ? store.voting : null
  ) as Voting | null;
  useDocumentTitle(voting?.title ?? t('votings.detail.listTitle'));

  if (current?.status === 'notFound')
    return (
      <section aria-labelledby={DETAIL_TITLE_ID} className={styles.page}>
        <Trail />
        <EmptyState
          icon={<SearchX size={40} aria-hidden />}
          title={<span id={DETAIL_TITLE_ID}>{t('votings.detail.notFound.title')}</span>}
          description={t('votings.detail.notFound.description')}
          titleLevel={2}
          action={
            <Link href={paths.votings.list} variant="standalone">
              {t('votings.detail.notFound.back')}
            </Link>
          }
        />
      </section>
    );

  if (current?.status === 'failed')
    return (
      <section aria-label={t('votings.detail.failed.title')} className={styles.page}>
        <Trail />
        <LoadErrorState
          title={t('votings.detail.failed.title')}
          description={t('votings.detail.failed.description')}
          retryLabel={t('common.retry')}
          onRetry={retryVotingDetail}
        />
      </section>
    );

  if (!voting)
    return (
      <section aria-busy="true" aria-label={t('votings.detail.loading')} className={styles.skeleton}>
        <span role="status" className={visuallyHidden}>
          {t('votings.detail.loading')}
        </span>
        <Skeleton shape="text" width="12rem" />
        <Skeleton shape="rect" height="3rem" width="min(40rem, 100%)" />
        <Skeleton lines={3} />
        <Skeleton shape="rect" height="16rem" />
      </section>
    );

  return (
    <section aria-labelledby={DETAIL_TITLE_ID} className={styles.page}>
      <VotingHeader voting={voting} canRun={canRun} />
      <VotingActions voting={voting} canRun={canRun} />
      <ResultsOverview voting={voting} />
      <VoteMapsSection votingId={voting.id} title={voting.title} />
      <DetailTabs voting={voting} canRun={canRun} />
      {canRun && dialogOpen ? (
        <Suspense fallback={null}>
          <DetailDialogs voting={voting} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The way back to the list, while there is no voting to name. */
function Trail() {
  const t = useT();
  return (
    <Breadcrumbs aria-label={t('votings.detail.breadcrumbs')}>
      <Breadcrumb href={paths.votings.list}>{t('votings.detail.listTitle')}</Breadcrumb>
    </Breadcrumbs>
  );
}
