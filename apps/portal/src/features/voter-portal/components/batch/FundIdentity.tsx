import type { Snapshot } from 'valtio';
import { formatCnpj } from '@backoffice/domain';
import { useT } from '@portal/lib/i18n';
import type { PortalBatchFund } from '../../api/batch';
import * as styles from './batch.css';

/** The fund's name as the holder reads it (a batch's child always has one; the voting's title otherwise). */
export const fundLabel = (fund: Pick<PortalBatchFund, 'fundName' | 'votingTitle'>) =>
  fund.fundName ?? fund.votingTitle;

export function FundIdentity({ fund }: { fund: Snapshot<PortalBatchFund> }) {
  const t = useT();
  return (
    <span className={styles.fundText}>
      <span className={styles.fundName} dir="auto">
        {fundLabel(fund)}
      </span>
      {fund.fundTaxId ? (
        <span className={styles.muted}>{t('batch.list.cnpj', { cnpj: formatCnpj(fund.fundTaxId) })}</span>
      ) : null}
    </span>
  );
}
