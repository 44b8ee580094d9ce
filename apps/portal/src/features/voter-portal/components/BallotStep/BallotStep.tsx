import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Heading, Text } from '@backoffice/ui';
import { useT } from '@portal/lib/i18n';
import { unansweredItems, unansweredOf } from '../../stores/answers';
import { continueFromBallot, goToStep, setAnswer } from '../../stores/ballot';
import { portalStore, SELF } from '../../stores/portal-state';
import { StepActions } from '../shared/StepActions';
import { StepHeading } from '../shared/step-focus';
import * as shared from '../shared/shared.css';
import { usePortalFormats } from '../shared/use-portal-formats';
import { AttorneySection } from './AttorneySection';
import * as styles from './BallotStep.css';
import { itemAnchorId, ItemQuestion } from './ItemQuestion';
import { MissingAnswers } from './MissingAnswers';

/** Step 3 (the spec's voting register page): an answer per item, and the parties the voter votes for as attorney. */
export default function BallotStep() {
  const t = useT();
  const formats = usePortalFormats();
  const { ballot, answers, sameForAll, ballotChecked, finish } = useSnapshot(portalStore);
  const missingRef = useRef<HTMLDivElement>(null);
  if (!ballot) return null;
  const answered = ballot.items.length - unansweredOf(ballot, answers, SELF);
  // Said once the voter tried to go on (or came back from "Finalizar" for it), until every answer is in.
  const missing = unansweredItems(ballot, answers, sameForAll);
  const showMissing =
    missing.length > 0 && (ballotChecked || finish.problems.some((problem) => problem.step === 'ballot'));
  const partyNames = Object.fromEntries(
    ballot.representedParties.map((party) => [party.id, `${party.name} (${party.taxIdMasked})`]),
  );
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
            anchorId={itemAnchorId(SELF, item.id)}
            isInvalid={showMissing && !answers[SELF]?.[item.id]}
          />
        ))}
      </section>
      <AttorneySection showMissing={showMissing} />
      {showMissing ? <MissingAnswers ref={missingRef} missing={missing} partyNames={partyNames} /> : null}
      <StepActions
        back={t('portal.ballot.back')}
        onBack={() => goToStep('documents')}
        next={t('portal.ballot.continue')}
        onNext={() => {
          continueFromBallot();
          // Still here: what is missing takes the focus (it renders in this same turn's commit).
          requestAnimationFrame(() => missingRef.current?.focus());
        }}
      />
    </div>
  );
}
