import { useEffect, useRef } from 'react';
import { Info } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Heading, Spinner, Text } from '@backoffice/ui';
import { focusHeadingIn } from '@backoffice/app-common';
import type { Approval } from '../api/approval-api';
import { isolate } from '@backoffice/app-common';
import { useApprovalT } from '../i18n';
import { approvalStore, approvalView, openApproval } from '../stores/approval';
import { ApprovalDocuments } from './ApprovalDocuments';
import {
  DeadlinePassedNotice,
  DecidedNotice,
  FailedNotice,
  NotFoundNotice,
  ResultNotice,
} from './ApprovalStates';
import { DecisionForm } from './DecisionForm';
import { SubjectsList } from './SubjectsList';
import { useApprovalFormats } from './use-approval-formats';
import { VotesSummary } from './VotesSummary';
import * as styles from './ApprovalPage.css';

export interface ApprovalPageProps {
  /** The approver's token from the e-mailed link (/aprovacao/:token). */
  token: string;
}

/**
 * The third-party approver's page (/aprovacao/:token): the attorney's ballot under review — the voting, its
 * deadline, each subject's answers per item, the attached documents — and the decision: approve (the votes count)
 * or return with a comment (the attorney votes again). Clear pages for an unknown link, a decided ballot, a passed
 * deadline, and the decision's result.
 */
export default function ApprovalPage({ token }: ApprovalPageProps) {
  const t = useApprovalT();
  const state = useSnapshot(approvalStore);
  const view = approvalView(state as typeof approvalStore);
  const approval = state.approval as Approval | null;
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => void openApproval(token), [token]);

  // Each new state of the page puts the focus on its title (it is read out, and the keyboard starts from it).
  useEffect(() => {
    if (view !== 'loading') focusHeadingIn(rootRef.current, 'h1');
  }, [view]);

  useEffect(() => {
    const title = approval?.votingTitle;
    document.title = title ? `${t('approval.documentTitle')} · ${title}` : t('approval.documentTitle');
  }, [approval?.votingTitle, t]);

  return (
    <div ref={rootRef} className={styles.page} data-view={view}>
      {view === 'loading' ? (
        <div className={styles.loading}>
          <Spinner size="lg" aria-label={t('approval.loading')} />
        </div>
      ) : null}
      {view === 'not_found' ? <NotFoundNotice /> : null}
      {view === 'failed' ? <FailedNotice onRetry={() => void openApproval(token, { force: true })} /> : null}
      {view === 'decided' && approval ? <DecidedNotice approval={approval} /> : null}
      {view === 'deadline_passed' && approval ? <DeadlinePassedNotice approval={approval} /> : null}
      {view === 'result' && state.result ? (
        <ResultNotice approval={approval} decision={state.result.decision} />
      ) : null}
      {view === 'review' && approval ? <Review approval={approval} token={token} /> : null}
    </div>
  );
}

function Review({ approval, token }: { approval: Approval; token: string }) {
  const t = useApprovalT();
  const format = useApprovalFormats();
  return (
    <>
      <header className={styles.header}>
        <Text size="sm" tone="muted">
          {t('approval.eyebrow')}
        </Text>
        <Heading level={1} size="xl">
          <bdi>{approval.votingTitle}</bdi>
        </Heading>
        <dl className={styles.facts}>
          <div>
            <dt>{t('approval.facts.deadline')}</dt>
            <dd>{t('approval.facts.brasilia', { time: format.dateTime(approval.deadline) })}</dd>
          </div>
          <div>
            <dt>{t('approval.facts.attorney')}</dt>
            <dd>
              <bdi>{approval.attorney.name}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('approval.facts.submittedAt')}</dt>
            <dd>{t('approval.facts.brasilia', { time: format.dateTime(approval.submittedAt) })}</dd>
          </div>
        </dl>
        <div className={styles.explain}>
          <Info size={18} aria-hidden className={styles.explainIcon} />
          <Text size="sm">{t('approval.explain', { attorney: isolate(approval.attorney.name) })}</Text>
        </div>
      </header>

      <section aria-labelledby="approval-summary" className={styles.section}>
        <Heading level={2} size="md" id="approval-summary">
          {t('approval.summary.title')}
        </Heading>
        <VotesSummary approval={approval} />
      </section>

      <section aria-labelledby="approval-subjects" className={styles.section}>
        <Heading level={2} size="md" id="approval-subjects">
          {t('approval.subjects.title')}
        </Heading>
        <SubjectsList approval={approval} headingLevel={3} />
      </section>

      <section aria-labelledby="approval-documents" className={styles.section}>
        <Heading level={2} size="md" id="approval-documents">
          {t('approval.documents.title', { count: format.count(approval.uploads.length) })}
        </Heading>
        <ApprovalDocuments approval={approval} token={token} />
      </section>

      <section aria-labelledby="approval-decision" className={styles.section}>
        <Heading level={2} size="md" id="approval-decision">
          {t('approval.decision.title')}
        </Heading>
        <Text size="sm" tone="muted">
          {t('approval.decision.intro', { deadline: format.dateTime(approval.deadline) })}
        </Text>
        <DecisionForm />
      </section>
    </>
  );
}
