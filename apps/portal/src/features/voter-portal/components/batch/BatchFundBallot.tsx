import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Heading } from '@backoffice/ui';
import { focusHeadingIn } from '@backoffice/app-common';
import { useT } from '@portal/lib/i18n';
import { usePlural } from '@portal/lib/plural';
import {
  answerFund,
  backToFunds,
  batchStore,
  fundComplete,
  repeatInEveryFund,
  votableFunds,
} from '../../stores/batch';
import { ItemQuestion } from '../BallotStep/ItemQuestion';
import * as shared from '../shared/shared.css';
import { FundDocuments } from './FundDocuments';
import { FundIdentity, fundLabel } from './FundIdentity';
import * as styles from './batch.css';

/** One fund's ballot: its items, then back to the list — or its answers repeated in every other fund. */
export function BatchFundBallot({ votingId }: { votingId: string }) {
  const t = useT();
  const plural = usePlural();
  const { data, answers, repeatedInto } = useSnapshot(batchStore);
  const [checked, setChecked] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    focusHeadingIn(ref.current, 'h2');
  }, [votingId]);
  const fund = data?.funds.find((f) => f.votingId === votingId);
  if (!data || !fund) return null;
  const own = answers[votingId] ?? {};
  const complete = fundComplete(fund, answers);
  const others = votableFunds(data).filter((f) => f.votingId !== votingId).length;
  const done = () => {
    setChecked(true);
    if (complete) backToFunds();
  };
  return (
    <div className={shared.stepBody}>
      <div ref={ref}>
        <Heading level={2} size="lg">
          {t('batch.fund.title')}
        </Heading>
        <FundIdentity fund={fund} />
      </div>
      <FundDocuments fund={fund} />
      {fund.items.map((item) => (
        <ItemQuestion
          key={item.id}
          item={item}
          value={own[item.id]}
          subject={fundLabel(fund)}
          onChange={(choice) => answerFund(votingId, item.id, choice)}
          isInvalid={checked && !own[item.id]}
        />
      ))}
      {checked && !complete ? (
        <p role="alert" className={shared.alertBox}>
          {t('batch.fund.incomplete')}
        </p>
      ) : null}
      {others > 0 ? (
        <div className={styles.fundText}>
          <div className={styles.row}>
            <Button variant="secondary" onPress={() => repeatInEveryFund(votingId)} isDisabled={!complete}>
              {t('batch.fund.repeat')}
            </Button>
          </div>
          <span className={styles.muted}>{t('batch.fund.repeatHint')}</span>
          <span role="status">
            {repeatedInto !== null ? plural('batch.fund.repeated', repeatedInto) : ''}
          </span>
        </div>
      ) : null}
      <div className={shared.actions}>
        <Button variant="secondary" size="lg" onPress={backToFunds}>
          {t('batch.fund.back')}
        </Button>
        <Button size="lg" onPress={done}>
          {t('batch.fund.done')}
        </Button>
      </div>
    </div>
  );
}
