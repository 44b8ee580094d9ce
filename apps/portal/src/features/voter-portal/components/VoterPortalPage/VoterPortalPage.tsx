import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Skeleton } from '@backoffice/ui';
import { LoadErrorState, useDocumentTitle } from '@backoffice/app-common';
import { HeaderSlotContent } from '@portal/components/HeaderSlot/HeaderSlot';
import { useT } from '@portal/lib/i18n';
import { openPortal, retryPortal } from '../../stores/access';
import { loadBallot } from '../../stores/ballot';
import { batchStore, isBatchHolder } from '../../stores/batch';
import { portalStore, type PortalStep } from '../../stores/portal-state';
import { isSignedInStep } from '../../stores/sign-out';
import { IdentityStep } from '../IdentityStep/IdentityStep';
import { PinStep } from '../PinStep/PinStep';
import { PortalBrand } from '../PortalBrand/PortalBrand';
import { PortalStepper } from '../PortalStepper/PortalStepper';
import { UnavailableState } from '../UnavailableState/UnavailableState';
import { VotingHeader } from '../VotingHeader/VotingHeader';
import * as styles from './VoterPortalPage.css';

// The first screen (the voting and the identity step) is in this chunk; every later step is its own, fetched when
// the voter gets there (the documents step as soon as the PIN step shows), so a phone downloads little to start.
const loadDocumentsStep = () => import('../DocumentsStep/DocumentsStep');
const loadBallotStep = () => import('../BallotStep/BallotStep');
const loadAttachmentsStep = () => import('../AttachmentsStep/AttachmentsStep');
const loadReviewStep = () => import('../ReviewStep/ReviewStep');
const loadReceiptStep = () => import('../ReceiptStep/ReceiptStep');
const DocumentsStep = lazy(loadDocumentsStep);
const BallotStep = lazy(loadBallotStep);
const AttachmentsStep = lazy(loadAttachmentsStep);
const ReviewStep = lazy(loadReviewStep);
const ReceiptStep = lazy(loadReceiptStep);
// A holder in several funds of a batch: their funds, the review of every fund, each fund's receipt.
const BatchFundsStep = lazy(() => import('../batch/BatchFundsStep'));
const BatchReviewStep = lazy(() => import('../batch/BatchReviewStep'));
const BatchReceiptsStep = lazy(() => import('../batch/BatchReceiptsStep'));

/** Each step fetches the next one's code in the background, so moving on never waits for it. */
const nextStep: Partial<Record<PortalStep, () => Promise<unknown>>> = {
  pin: loadDocumentsStep,
  documents: loadBallotStep,
  ballot: loadAttachmentsStep,
  attachments: loadReviewStep,
  review: loadReceiptStep,
};

function StepLoading() {
  const t = useT();
  return (
    <div className={styles.loading} role="status" aria-label={t('portal.app.stepLoading')}>
      <Skeleton shape="text" width="40%" height="1.75rem" />
      <Skeleton shape="text" lines={3} />
    </div>
  );
}

function StepContent({ step }: { step: PortalStep }) {
  const t = useT();
  const { ballotLoad } = useSnapshot(portalStore);
  const batch = useSnapshot(batchStore);
  if (step === 'identity') return <IdentityStep />;
  if (step === 'pin') return <PinStep />;
  if (ballotLoad === 'failed') {
    return (
      <LoadErrorState
        title={t('portal.app.ballotFailedTitle')}
        description={t('portal.app.ballotFailedDescription')}
        retryLabel={t('portal.unavailable.retry')}
        onRetry={loadBallot}
      />
    );
  }
  if (ballotLoad !== 'ready') return <StepLoading />;
  if (isBatchHolder(batch)) {
    if (step === 'ballot' || step === 'attachments') return <BatchFundsStep />;
    if (step === 'review') return <BatchReviewStep />;
    if (step === 'receipt') return <BatchReceiptsStep />;
  }
  switch (step) {
    case 'documents':
      return <DocumentsStep />;
    case 'ballot':
      return <BallotStep />;
    case 'attachments':
      return <AttachmentsStep />;
    case 'review':
      return <ReviewStep />;
    case 'receipt':
      return <ReceiptStep />;
  }
}

/** Sets the browser tab's title to the voting's. */
function usePortalTitle(title: string | undefined) {
  const t = useT();
  useDocumentTitle(title, t('portal.app.title'));
}

/** The voter's link (/v/:token): the voting, then identity → PIN → documents → votes → attachments → review → receipt. */
export default function VoterPortalPage({ token }: { token: string }) {
  const { load, voting, step } = useSnapshot(portalStore);
  useEffect(() => {
    void openPortal(token);
  }, [token]);
  usePortalTitle(voting?.title);
  useEffect(() => {
    void nextStep[step]?.();
  }, [step]);

  if (load === 'idle' || load === 'loading') {
    return (
      <div className={styles.page}>
        <StepLoading />
      </div>
    );
  }
  if (load === 'notFound') return <UnavailableState kind="notFound" titleLevel={1} />;
  if (load === 'failed' || !voting)
    return <UnavailableState kind="failed" titleLevel={1} onRetry={retryPortal} />;
  // The company, in the portal's bar on every step.
  const brand = (
    <HeaderSlotContent>
      <PortalBrand company={voting.company} />
    </HeaderSlotContent>
  );
  if (voting.state !== 'open') {
    return (
      <div className={styles.page}>
        {brand}
        <VotingHeader voting={voting} showDeadline={voting.state !== 'scheduled'} />
        <UnavailableState
          kind={voting.state}
          date={voting.state === 'scheduled' ? voting.opensAt : voting.deadline}
        />
      </div>
    );
  }
  return (
    <div className={step === 'identity' ? styles.page : styles.pageCompact}>
      {brand}
      <VotingHeader voting={voting} signOut={isSignedInStep(step)} compact={step !== 'identity'} />
      <PortalStepper step={step} />
      <section className={styles.step}>
        <Suspense fallback={<StepLoading />}>
          <StepContent step={step} />
        </Suspense>
      </section>
    </div>
  );
}
