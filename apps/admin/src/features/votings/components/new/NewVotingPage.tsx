import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { FileQuestion, Lock } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { Voting } from '@backoffice/api-client';
import { can } from '@backoffice/domain';
import {
  Breadcrumb,
  Breadcrumbs,
  EmptyState,
  Heading,
  Link,
  Stepper,
  Text,
  type StepperStep,
} from '@backoffice/ui';
import { LoadErrorState } from '@backoffice/app-common';
import { paths } from '@admin/config/paths';
import { useDocumentTitle } from '@admin/lib/document-title';
import { useT } from '@admin/lib/i18n';
import { sessionStore } from '@admin/stores/session';
import { BusyPlaceholder } from '@admin/components/BusyPlaceholder/BusyPlaceholder';
import { lazyNamed } from '@admin/lib/lazy-named';
import { RUN_VOTINGS, draftPath, votingPath } from '../../permissions';
import { STEPS, completeSteps, stepIndex, type StepId } from '../../stores/draft-model';
import { goToStep, openDraft, reloadDraft, votingDraft } from '../../stores/voting-draft';
import { votingsStore } from '../../stores/votings';
import { DetailsStep } from './steps/DetailsStep';
import * as styles from './NewVotingPage.css';
import { STEP_TITLE_ID } from './step-title';

/**
 * /votings/new: the guided flow of a new voting (details, items, documents, voters, invitation, review). The draft
 * is created when the details step is left and its id goes into the URL (?id=), so a reload or a later visit
 * resumes at the first step still missing something. OBSERVER gets a no-permission page.
 */
export default function NewVotingPage() {
  const t = useT();
  const role = useSnapshot(sessionStore).user?.role;
  const canRun = can(role, RUN_VOTINGS);
  const draftId = new URLSearchParams(useSearch()).get('id');
  const draft = useSnapshot(votingDraft);
  const title = t('votings.flow.title');
  useDocumentTitle(title);

  useEffect(() => {
    if (canRun) void openDraft(draftId);
  }, [canRun, draftId]);

  function body() {
    if (!role) return null;
    if (!canRun) {
      return (
        <EmptyState
          icon={<Lock size={40} aria-hidden />}
          title={t('votings.flow.noPermissionTitle')}
          description={t('votings.flow.noPermissionDescription')}
          titleLevel={2}
          action={
            <Link href={paths.votings.list} variant="standalone">
              {t('votings.flow.backToList')}
            </Link>
          }
        />
      );
    }
    if (draft.publishedId) return <Redirect to={votingPath(draft.publishedId)} replace />;
    if (draft.load === 'notFound') {
      return (
        <EmptyState
          icon={<FileQuestion size={40} aria-hidden />}
          title={t('votings.flow.notFoundTitle')}
          description={t('votings.flow.notFoundDescription')}
          titleLevel={2}
          action={
            <Link href={paths.votings.new} variant="standalone">
              {t('votings.flow.startNew')}
            </Link>
          }
        />
      );
    }
    if (draft.load === 'failed') {
      return (
        <LoadErrorState
          title={t('votings.flow.loadFailedTitle')}
          description={t('votings.flow.loadFailedDescription')}
          retryLabel={t('common.retry')}
          onRetry={reloadDraft}
        />
      );
    }
    if (draft.load !== 'ready' || (draftId !== null && draft.votingId !== draftId)) {
      return <BusyPlaceholder label={t('votings.flow.loading')} heights={['3rem', '16rem']} />;
    }
    return <Flow />;
  }

  return (
    <section aria-labelledby="new-voting-title" className={styles.page}>
      <Breadcrumbs aria-label={t('votings.flow.breadcrumbs')}>
        <Breadcrumb href={paths.votings.list}>{t('votings.list.title')}</Breadcrumb>
        <Breadcrumb>{title}</Breadcrumb>
      </Breadcrumbs>
      <div className={styles.titles}>
        <Heading level={1} size="xl" id="new-voting-title">
          {title}
        </Heading>
        {draft.votingId && draft.load === 'ready' ? (
          <Text tone="muted">{t('votings.flow.draftSaved')}</Text>
        ) : (
          <Text tone="muted">{t('votings.flow.intro')}</Text>
        )}
      </div>
      {body()}
    </section>
  );
}

// The first step is part of the page (a new voting opens on it); each other one (the documents' file drop, the voters'
// import, the invitation's templates, the review) loads when it is opened.
const STEP_COMPONENTS: Record<StepId, ComponentType> = {
  details: DetailsStep,
  items: lazyNamed(() => import('./steps/ItemsStep'), 'ItemsStep'),
  documents: lazyNamed(() => import('./steps/DocumentsStep'), 'DocumentsStep'),
  voters: lazyNamed(() => import('./steps/VotersStep'), 'VotersStep'),
  invitation: lazyNamed(() => import('./steps/InvitationStep'), 'InvitationStep'),
  review: lazyNamed(() => import('./steps/ReviewStep'), 'ReviewStep'),
};

/** The stepper and the step on screen; a new step moves the focus to its title. */
function Flow() {
  const t = useT();
  const [, navigate] = useLocation();
  const draft = useSnapshot(votingDraft);
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepTitle.current?.focus();
  }, [draft.step]);

  const saved = useSnapshot(votingsStore).voting as Voting | null;
  const issueSteps = new Set(draft.publishIssues.map((issue) => issue.step));
  const current = stepIndex(draft.step);
  // Ticked only when really done (nothing missing for publication), not for having been opened; a step behind the
  // current one that still misses something needs attention.
  const done = completeSteps(saved?.id === draft.votingId ? saved : null, draft.reached, new Date());
  const steps: StepperStep[] = STEPS.map((id, index) => ({
    id,
    label: t(`votings.steps.${id}`),
    // Reached before: it can be opened again (leaving the current step checks it), ticked or not.
    reachable: index <= draft.reached,
    status:
      id === draft.step
        ? 'current'
        : issueSteps.has(id)
          ? 'error'
          : done.has(id)
            ? 'complete'
            : index < current
              ? 'error'
              : 'upcoming',
  }));
  const Step = STEP_COMPONENTS[draft.step];
  const onCreated = (id: string) => navigate(draftPath(id), { replace: true });

  return (
    <div className={styles.flow}>
      <Stepper
        steps={steps}
        aria-label={t('votings.flow.stepsLabel')}
        onStepPress={(id) => void goToStep(id as StepId, onCreated)}
        progressLabel={t('votings.flow.progress')}
      />
      <section aria-labelledby={STEP_TITLE_ID} className={styles.step}>
        <div className={styles.stepHeader}>
          <Text size="sm" tone="muted">
            {t('votings.flow.stepOf', { current: current + 1, total: STEPS.length })}
          </Text>
          <h2 id={STEP_TITLE_ID} ref={stepTitle} tabIndex={-1} className={styles.stepTitle}>
            {t(`votings.steps.${draft.step}`)}
          </h2>
          <Text tone="muted">{t(`votings.stepIntros.${draft.step}`)}</Text>
        </div>
        <Suspense fallback={<BusyPlaceholder label={t('votings.flow.stepLoading')} />}>
          <Step />
        </Suspense>
      </section>
    </div>
  );
}
