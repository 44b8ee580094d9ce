import { useSnapshot } from 'valtio';
import { Button, Heading, Link } from '@backoffice/ui';
import { useT, type TranslationKey } from '@portal/lib/i18n';
import { batchReceiptHref } from '../../api/batch';
import { backToFunds, batchStore, votableFunds } from '../../stores/batch';
import { moveTo, portalStore } from '../../stores/portal-state';
import { StepHeading } from '../shared/step-focus';
import * as shared from '../shared/shared.css';
import { FundIdentity, fundLabel } from './FundIdentity';
import * as styles from './batch.css';

const reasonKeys: Record<string, TranslationKey> = {
  voter_has_voted: 'batch.receipts.reasons.voter_has_voted',
  invalid_state: 'batch.receipts.reasons.invalid_state',
  support_document_required: 'batch.receipts.reasons.support_document_required',
};

/** Each fund's own receipt (its code and its PDF), and what a fund refused. */
export default function BatchReceiptsStep() {
  const t = useT();
  const { data, results } = useSnapshot(batchStore);
  const { token } = useSnapshot(portalStore);
  if (!data || !token) return null;
  const refusedOf = (votingId: string) =>
    results.find((result) => result.votingId === votingId && result.outcome === 'refused');
  const back = () => {
    backToFunds();
    moveTo('ballot');
  };
  return (
    <div className={shared.stepBody}>
      <div>
        <StepHeading>{t('batch.receipts.title')}</StepHeading>
        <p className={shared.lead}>{t('batch.receipts.intro')}</p>
      </div>
      <ul className={styles.funds}>
        {data.funds.map((fund) => {
          const refused = refusedOf(fund.votingId);
          return (
            <li key={fund.votingId} className={styles.fund}>
              <section aria-labelledby={`batch-receipt-${fund.votingId}`} className={styles.fundText}>
                <Heading level={3} size="sm" id={`batch-receipt-${fund.votingId}`}>
                  {fundLabel(fund)}
                </Heading>
                <FundIdentity fund={fund} />
                {fund.ballot ? (
                  <>
                    <span className={styles.muted}>{t('batch.receipts.code')}</span>
                    <span className={styles.receiptCode}>{fund.ballot.receipt}</span>
                    <Link href={batchReceiptHref(token, fund.votingId)} download>
                      {t('batch.receipts.download', { fund: fundLabel(fund) })}
                    </Link>
                  </>
                ) : (
                  <span className={styles.muted}>{t('batch.receipts.notVoted')}</span>
                )}
                {refused ? (
                  <p className={shared.alertBox}>
                    {t('batch.receipts.refused', {
                      reason: t(reasonKeys[refused.code ?? ''] ?? 'batch.receipts.reasons.other'),
                    })}
                  </p>
                ) : null}
              </section>
            </li>
          );
        })}
      </ul>
      {votableFunds(data).length ? (
        <div className={shared.actions}>
          <Button variant="secondary" size="lg" onPress={back}>
            {t('batch.receipts.back')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
