import { useSnapshot } from 'valtio';
import { Button, Heading } from '@backoffice/ui';
import { useT } from '@portal/lib/i18n';
import { usePlural } from '@portal/lib/plural';
import {
  backToFunds,
  batchStore,
  editFund,
  fundComplete,
  removeFromBatch,
  reviewFunds,
  submitBatch,
} from '../../stores/batch';
import { moveTo } from '../../stores/portal-state';
import { choiceKeys } from '../BallotStep/ItemQuestion';
import { StepHeading } from '../shared/step-focus';
import * as shared from '../shared/shared.css';
import { FundIdentity, fundLabel } from './FundIdentity';
import * as styles from './batch.css';

/** Every fund about to be recorded with its answers — each can be changed or removed — then one confirmation. */
export default function BatchReviewStep() {
  const t = useT();
  const plural = usePlural();
  const { data, answers, selected, submit } = useSnapshot(batchStore);
  const funds = reviewFunds({ data, selected });
  const ready = funds.filter((fund) => fundComplete(fund, answers));
  const back = () => {
    backToFunds();
    moveTo('ballot');
  };
  return (
    <div className={shared.stepBody}>
      <div>
        <StepHeading>{t('batch.review.title')}</StepHeading>
        <p className={shared.lead}>{t('batch.review.intro')}</p>
      </div>
      {funds.length === 0 ? <p className={shared.noticeBox}>{t('batch.review.empty')}</p> : null}
      <ul className={styles.funds}>
        {funds.map((fund) => (
          <li key={fund.votingId} className={styles.fund}>
            <section aria-labelledby={`batch-review-${fund.votingId}`} className={styles.fundText}>
              <Heading level={3} size="sm" id={`batch-review-${fund.votingId}`}>
                {fundLabel(fund)}
              </Heading>
              <FundIdentity fund={fund} />
              <ul className={styles.answers}>
                {fund.items.map((item) => {
                  const choice = answers[fund.votingId]?.[item.id];
                  return (
                    <li key={item.id} className={styles.answer}>
                      <span>
                        {t('portal.ballot.item', { position: item.position })} ·{' '}
                        <span dir="auto">{item.title}</span>
                      </span>
                      <strong>{choice ? t(choiceKeys[choice]) : t('batch.review.unanswered')}</strong>
                    </li>
                  );
                })}
              </ul>
              {fundComplete(fund, answers) ? null : (
                <p className={shared.alertBox}>{t('batch.review.missing')}</p>
              )}
              <span className={styles.row}>
                <Button variant="secondary" onPress={() => editFund(fund.votingId)}>
                  {t('batch.review.edit', { fund: fundLabel(fund) })}
                </Button>
                <Button variant="secondary" onPress={() => removeFromBatch(fund.votingId)}>
                  {t('batch.review.remove', { fund: fundLabel(fund) })}
                </Button>
              </span>
            </section>
          </li>
        ))}
      </ul>
      {submit.failed ? (
        <p role="alert" className={shared.alertBox}>
          {t('batch.review.failed')}
        </p>
      ) : null}
      <div className={shared.actions}>
        <Button variant="secondary" size="lg" onPress={back}>
          {t('batch.review.back')}
        </Button>
        <Button
          size="lg"
          onPress={() => void submitBatch()}
          isPending={submit.pending}
          isDisabled={ready.length === 0}
        >
          {plural('batch.review.confirm', ready.length)}
        </Button>
      </div>
    </div>
  );
}
