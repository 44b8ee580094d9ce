import { useSnapshot } from 'valtio';
import { Badge, Button } from '@backoffice/ui';
import { batchFundVoted } from '@backoffice/domain';
import { useT } from '@portal/lib/i18n';
import { usePlural } from '@portal/lib/plural';
import type { Snapshot } from 'valtio';
import type { PortalBatchFund } from '../../api/batch';
import { batchStore, fundComplete, openFund, reviewFunds, toBatchReview } from '../../stores/batch';
import { StepHeading } from '../shared/step-focus';
import * as shared from '../shared/shared.css';
import { BatchFundBallot } from './BatchFundBallot';
import { FundIdentity, fundLabel } from './FundIdentity';
import * as styles from './batch.css';

function FundStatus({ fund }: { fund: Snapshot<PortalBatchFund> }) {
  const t = useT();
  const { answers } = useSnapshot(batchStore);
  if (batchFundVoted(fund.ballot?.status))
    return <Badge tone="success">{t('batch.list.status.voted')}</Badge>;
  if (!fund.open) return <Badge tone="neutral">{t('batch.list.status.closed')}</Badge>;
  if (fundComplete(fund, answers)) return <Badge tone="info">{t('batch.list.status.ready')}</Badge>;
  return <Badge tone="warning">{t('batch.list.status.pending')}</Badge>;
}

/** The holder's funds in the batch: each with its state and the way to answer it; then the review. */
function FundList() {
  const t = useT();
  const plural = usePlural();
  const { data, answers, selected } = useSnapshot(batchStore);
  if (!data) return null;
  const ready = reviewFunds({ data, selected }).filter((fund) => fundComplete(fund, answers));
  return (
    <div className={shared.stepBody}>
      <div>
        <StepHeading>{t('batch.list.title')}</StepHeading>
        <p className={shared.lead}>{plural('batch.list.intro', data.funds.length)}</p>
      </div>
      <ul className={styles.funds} aria-label={t('batch.list.title')}>
        {data.funds.map((fund) => {
          const canAnswer = fund.open && !batchFundVoted(fund.ballot?.status);
          const started = Boolean(answers[fund.votingId]);
          return (
            <li key={fund.votingId} className={styles.fund}>
              <FundIdentity fund={fund} />
              <span className={styles.row}>
                <FundStatus fund={fund} />
                {canAnswer ? (
                  <Button
                    variant={started ? 'secondary' : 'primary'}
                    onPress={() => openFund(fund.votingId)}
                    aria-label={t(started ? 'batch.list.editFund' : 'batch.list.answerFund', {
                      fund: fundLabel(fund),
                    })}
                  >
                    {t('batch.list.answer')}
                  </Button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {ready.length ? null : <p className={shared.lead}>{t('batch.list.nothingToReview')}</p>}
      <div className={shared.actions}>
        <Button size="lg" onPress={toBatchReview} isDisabled={!ready.length}>
          {t('batch.list.review')}
        </Button>
      </div>
    </div>
  );
}

/** The ballot step of a holder in several funds: the list, or one fund being answered. */
export default function BatchFundsStep() {
  const { view, openFund: open } = useSnapshot(batchStore);
  if (view === 'fund' && open) return <BatchFundBallot votingId={open} />;
  return <FundList />;
}
