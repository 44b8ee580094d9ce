import { useSnapshot } from 'valtio';
import { useT } from '@portal/lib/i18n';
import { attorneyApi } from '../../api/attorney';
import { uploadsOf } from '../../stores/answers';
import { continueTo, goToStep, setApprover, setUploads } from '../../stores/ballot';
import { portalStore } from '../../stores/portal-state';
import { ApproverFields } from '../attorney/ApproverFields/ApproverFields';
import { VoterUploadsPanel } from '../attorney/VoterUploadsPanel/VoterUploadsPanel';
import { StepActions } from '../shared/StepActions';
import { StepHeading } from '../shared/step-focus';
import * as shared from '../shared/shared.css';
import { useSay } from '../shared/use-portal-formats';

/**
 * Step 4: the support documents the voting asks for, the powers of attorney of the parties the voter represents,
 * and the optional third-party approver (the attorney pieces), before the review.
 */
export default function AttachmentsStep() {
  const t = useT();
  const say = useSay();
  const { token, ballot, voting, approver, showApproverErrors, finish } = useSnapshot(portalStore);
  if (!token || !ballot) return null;
  const representing = ballot.representedParties.length > 0;
  const problemOf = (key: string) =>
    say(finish.problems.find((problem) => problem.message.key === key)?.message);
  return (
    <div className={shared.stepBody}>
      <div>
        <StepHeading>{t('portal.attachments.title')}</StepHeading>
        <p className={shared.lead}>
          {ballot.requiresSupportDocument || representing
            ? t('portal.attachments.intro')
            : t('portal.attachments.nothingRequired')}
        </p>
      </div>
      {ballot.requiresSupportDocument ? (
        <VoterUploadsPanel
          token={token}
          kind="support"
          uploads={uploadsOf(ballot, 'support')}
          onChange={(uploads) => setUploads('support', uploads)}
          api={attorneyApi}
          errorMessage={problemOf('portal.review.errors.supportRequired')}
          headingLevel={3}
        />
      ) : null}
      {representing ? (
        <VoterUploadsPanel
          token={token}
          kind="power_of_attorney"
          uploads={uploadsOf(ballot, 'power_of_attorney')}
          onChange={(uploads) => setUploads('power_of_attorney', uploads)}
          api={attorneyApi}
          errorMessage={problemOf('portal.review.errors.powerOfAttorneyRequired')}
          headingLevel={3}
        />
      ) : null}
      <ApproverFields
        value={approver}
        onChange={setApprover}
        deadline={voting?.deadline}
        showErrors={showApproverErrors}
      />
      <StepActions
        back={t('portal.attachments.back')}
        onBack={() => goToStep('ballot')}
        next={t('portal.attachments.continue')}
        onNext={() => continueTo('review')}
      />
    </div>
  );
}
