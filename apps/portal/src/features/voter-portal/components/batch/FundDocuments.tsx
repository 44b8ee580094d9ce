import { useId } from 'react';
import { FileText } from 'lucide-react';
import { useSnapshot, type Snapshot } from 'valtio';
import { Heading, Link } from '@backoffice/ui';
import { useT } from '@portal/lib/i18n';
import { batchDocumentHref, type PortalBatchFund } from '../../api/batch';
import { portalStore } from '../../stores/portal-state';
import * as styles from './batch.css';

/**
 * A fund's support documents (its call, statements, auditor's report) above its items, each a download: the holder
 * reads every fund's before answering it, not only the link's own. Nothing when the fund has none.
 */
export function FundDocuments({ fund }: { fund: Snapshot<PortalBatchFund> }) {
  const t = useT();
  const headingId = useId();
  const { token } = useSnapshot(portalStore);
  if (!token || fund.documents.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.fundText}>
      <Heading level={3} size="sm" id={headingId}>
        {t('batch.fund.documents')}
      </Heading>
      <span className={styles.muted}>{t('batch.fund.documentsHint')}</span>
      <ul className={styles.documents}>
        {fund.documents.map((document) => (
          <li key={document.id}>
            <Link href={batchDocumentHref(token, fund.votingId, document.id)} download={document.name}>
              <FileText size={18} aria-hidden />
              <bdi>{document.name}</bdi>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
