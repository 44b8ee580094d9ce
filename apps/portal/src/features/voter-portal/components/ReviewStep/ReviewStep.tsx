import { useEffect, useRef } from 'react';
import { useSnapshot, type Snapshot } from 'valtio';
import { Button, Heading, Text } from '@backoffice/ui';
import { useT, type TranslationKey } from '@portal/lib/i18n';
import { usePlural } from '@portal/lib/plural';
import type { PortalBallot } from '../../api/types';
import { finishBallot, goToStep } from '../../stores/ballot';
import { portalStore, SELF, type FinishProblem } from '../../stores/portal-state';
import { choiceKeys } from '../BallotStep/ItemQuestion';
import { StepActions } from '../shared/StepActions';
import { StepHeading } from '../shared/step-focus';
import * as shared from '../shared/shared.css';
import { isolate } from '@backoffice/app-common';
import { useSay } from '../shared/use-portal-formats';
import * as styles from './ReviewStep.css';

const goToKeys: Record<NonNullable<FinishProblem['step']>, TranslationKey> = {
  documents: 'portal.review.goToDocuments',
  ballot: 'portal.review.goToBallot',
  attachments: 'portal.review.goToAttachments',
};

type Answers = Readonly<Record<string, Readonly<Record<string, string>>>>;

function AnswerList({
  ballot,
  answers,
  subject,
}: {
  ballot: Snapshot<PortalBallot>;
  answers: Answers;
  subject: string;
}) {
  const t = useT();
  return (
    <ul className={styles.answers}>
      {ballot.items.map((item) => {
        const choice = answers[subject]?.[item.id];
        return (
          <li key={item.id} className={styles.answer}>
            <span>
              {t('portal.ballot.item', { position: item.position })} · <span dir="auto">{item.title}</span>
            </span>
            {choice ? (
              <span className={styles.choice}>{t(choiceKeys[choice as keyof typeof choiceKeys])}</span>
            ) : (
              <span className={styles.missing}>{t('portal.review.unanswered')}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Step 5: every answer (the voter's and each represented party's), the attachments and the approver; then finish. */
export default function ReviewStep() {
  const t = useT();
  const plural = usePlural();
  const say = useSay();
  const { ballot, answers, sameForAll, approver, finish } = useSnapshot(portalStore);
  const problemsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (finish.problems.length) problemsRef.current?.focus();
  }, [finish.problems]);
  if (!ballot) return null;
  const parties = ballot.representedParties;
  return (
    <div className={shared.stepBody}>
      <div>
        <StepHeading>{t('portal.review.title')}</StepHeading>
        <p className={shared.lead}>{t('portal.review.intro')}</p>
      </div>
      {finish.problems.length ? (
        <div
          ref={problemsRef}
          tabIndex={-1}
          role="alert"
          className={`${shared.alertBox} ${styles.problemsBox}`}
        >
          <Heading level={3} size="sm">
            {t('portal.review.errorsTitle')}
          </Heading>
          <ul className={styles.problems}>
            {finish.problems.map((problem) => (
              <li key={problem.message.key} className={styles.problem}>
                <span>{say(problem.message)}</span>
                {problem.step ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    className={shared.touchTarget}
                    onPress={() => goToStep(problem.step!)}
                  >
                    {t(goToKeys[problem.step])}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <section className={styles.section} aria-labelledby="portal-review-own">
        <div className={styles.sectionHeader}>
          <Heading level={3} size="md" id="portal-review-own">
            {t('portal.ballot.ownVotes')}
          </Heading>
          <Button variant="ghost" className={shared.touchTarget} onPress={() => goToStep('ballot')}>
            {t('portal.review.editVotes')}
          </Button>
        </div>
        <AnswerList ballot={ballot} answers={answers} subject={SELF} />
      </section>

      {parties.length ? (
        sameForAll ? (
          <section className={styles.section} aria-label={t('portal.ballot.attorneyTitle')}>
            <Text>
              {plural('portal.review.sameForAll', parties.length, {
                names: parties.map((party) => isolate(party.name)).join(', '),
              })}
            </Text>
          </section>
        ) : (
          parties.map((party) => (
            <section key={party.id} className={styles.section} aria-labelledby={`portal-review-${party.id}`}>
              <Heading level={3} size="md" id={`portal-review-${party.id}`}>
                {t('portal.ballot.partyVotes', { name: isolate(party.name) })}
              </Heading>
              <AnswerList ballot={ballot} answers={answers} subject={party.id} />
            </section>
          ))
        )
      ) : null}

      <section className={styles.section} aria-labelledby="portal-review-attachments">
        <div className={styles.sectionHeader}>
          <Heading level={3} size="md" id="portal-review-attachments">
            {t('portal.review.attachments')}
          </Heading>
          <Button variant="ghost" className={shared.touchTarget} onPress={() => goToStep('attachments')}>
            {t('portal.review.editAttachments')}
          </Button>
        </div>
        {ballot.uploads.length ? (
          <ul className={styles.answers}>
            {ballot.uploads.map((upload) => (
              <li key={upload.id} className={styles.answer}>
                <span dir="auto">{upload.name}</span>
                <Text elementType="span" size="sm" tone="muted">
                  {t(
                    upload.kind === 'support'
                      ? 'portal.attachments.supportTitle'
                      : 'portal.attachments.powerOfAttorneyTitle',
                  )}
                </Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text tone="muted">{t('portal.review.noAttachments')}</Text>
        )}
        <Heading level={4} size="sm">
          {t('portal.review.approver')}
        </Heading>
        <Text tone={approver ? 'default' : 'muted'}>
          {approver && approver.name.trim()
            ? t('portal.review.approverNamed', {
                name: isolate(approver.name.trim()),
                email: isolate(approver.email.trim()),
              })
            : t('portal.review.noApprover')}
        </Text>
      </section>

      <StepActions
        back={t('portal.review.back')}
        onBack={() => goToStep('attachments')}
        next={t('portal.review.finish')}
        onNext={finishBallot}
        isPending={finish.pending}
      />
    </div>
  );
}
