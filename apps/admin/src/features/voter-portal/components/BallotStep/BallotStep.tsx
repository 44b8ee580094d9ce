import { useSnapshot } from 'valtio';
import { Heading, Text } from '@backoffice/ui';
import { useT } from '../../../../lib/i18n';
import { unansweredOf } from '../../stores/answers';
import { continueTo, goToStep, setAnswer } from '../../stores/ballot';
import { portalStore, SELF } from '../../stores/portal-state';
import { StepActions } from '../shared/StepActions';
import { StepHeading } from '../shared/step-focus';
import * as shared from '../shared/shared.css';
import { usePortalFormats } from '../shared/use-portal-formats';
import { AttorneySection } from './AttorneySection';
import * as styles from './BallotStep.css';
import { ItemQuestion } from './ItemQuestion';

/** Step 3 (the spec's voting register page): an answer per item, and the parties the voter votes for as attorney. */
export default function BallotStep() {
  const t = useT();
  const formats = usePortalFormats();
  const { ballot, answers } = useSnapshot(portalStore);
  if (!ballot) return null;
  const answered = ballot.items.length - unansweredOf(ballot, answers, SELF);
  return (
    <div className={shared.stepBody}>
      <div>
        <StepHeading>{t('portal.ballot.title')}</StepHeading>
        <p className={shared.lead}>{t('portal.ballot.intro')}</p>
      </div>
      <section className={styles.section} aria-labelledby="portal-own-votes">
        <div className={styles.sectionHeader}>
          <Heading level={3} size="md" id="portal-own-votes">
            {t('portal.ballot.ownVotes')}
          </Heading>
          <Text size="sm" tone="muted">
            {t('portal.ballot.answered', {
              answered: formats.count(answered),
              total: formats.count(ballot.items.length),
            })}
          </Text>
        </div>
        {ballot.items.map((item) => (
          <ItemQuestion
            key={item.id}
            item={item}
            value={answers[SELF]?.[item.id]}
            onChange={(choice) => setAnswer(SELF, item.id, choice)}
          />
        ))}
      </section>
      <AttorneySection />
      <StepActions
        back={t('portal.ballot.back')}
        onBack={() => goToStep('documents')}
        next={t('portal.ballot.continue')}
        onNext={() => continueTo('attachments')}
      />
    </div>
  );
}
