import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { VotingBatchChildResult } from '@backoffice/api-client';
import { formatCnpj } from '@backoffice/domain';
import { Button, Heading, Link, Text } from '@backoffice/ui';
import { useT, type Translate } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import { batchActions, dismissReport } from '../../stores/batch-actions';
import { batchDetail } from '../../stores/batch-detail';
import * as styles from './BatchActions.css';

/** Why the single voting's action refused a fund, in the operator's words. */
export function refusalText(t: Translate, result: VotingBatchChildResult): string {
  if (result.errors?.some((e) => e.code === 'not_later'))
    return t('batchVotings.actions.results.reasons.not_later');
  if (result.code === 'invalid_state') return t('batchVotings.actions.results.reasons.invalid_state');
  return t('batchVotings.actions.results.reasons.other', { code: result.code ?? '' });
}

/**
 * What the last bulk action did, fund by fund: how many were done, and each refused fund (a link to its voting) with
 * why. It takes the focus when it appears, so it is read out and the keyboard continues from it.
 */
export function BulkReport() {
  const t = useT();
  const plural = usePlural();
  const { report } = useSnapshot(batchActions);
  const { batch } = useSnapshot(batchDetail);
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (report) box.current?.focus();
  }, [report]);
  if (!report) return null;
  const done = report.results.filter((r) => r.outcome === 'done').length;
  const refused = report.results.filter((r) => r.outcome === 'refused') as VotingBatchChildResult[];
  const fundOf = (votingId: string) => batch?.children.find((c) => c.votingId === votingId);

  return (
    <section ref={box} tabIndex={-1} aria-labelledby="batch-report-title" className={styles.report}>
      <div className={styles.reportHead}>
        <Heading level={2} size="sm" id="batch-report-title">
          {t(`batchVotings.actions.results.${report.action}`)}
        </Heading>
        <Button variant="ghost" size="sm" onPress={dismissReport}>
          {t('batchVotings.actions.results.dismiss')}
        </Button>
      </div>
      {report.results.length === 0 ? (
        <Text>{t('batchVotings.actions.results.none')}</Text>
      ) : (
        <Text>{plural('batchVotings.actions.results.done', done)}</Text>
      )}
      {refused.length ? (
        <>
          <Text>{plural('batchVotings.actions.results.refused', refused.length)}</Text>
          <ul className={styles.refusals}>
            {refused.map((result) => {
              const fund = fundOf(result.votingId);
              return (
                <li key={result.votingId}>
                  <Link href={`/votings/${encodeURIComponent(result.votingId)}`}>
                    <bdi>{fund?.fundName ?? result.votingId}</bdi>
                  </Link>
                  {fund ? (
                    <>
                      {' '}
                      (<bdi>{formatCnpj(fund.fundTaxId)}</bdi>)
                    </>
                  ) : null}
                  {': '}
                  {refusalText(t, result)}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
