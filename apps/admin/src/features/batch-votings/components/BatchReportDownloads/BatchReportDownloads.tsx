import { useId } from 'react';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { titledFileName } from '@backoffice/domain';
import { Button, Card, Heading, Text } from '@backoffice/ui';
import { api, unwrap } from '@admin/lib/api-client';
import { useT } from '@admin/lib/i18n';
import { useFileDownload } from '@admin/lib/use-file-download';
import * as styles from './BatchReportDownloads.css';

type ReportFormat = 'csv' | 'xlsx';

/**
 * GET /voting-batches/{batchId}/reports/consolidated.csv or .xlsx (downloadVotingBatchConsolidatedCsv / Xlsx): one
 * row per fund and item, at any time (each row says its fund's status).
 */
async function downloadConsolidated(batchId: string, format: ReportFormat): Promise<Blob> {
  const options = { params: { path: { batchId } }, parseAs: 'blob' as const };
  const { data } =
    format === 'csv'
      ? await api.GET('/voting-batches/{batchId}/reports/consolidated.csv', options)
      : await api.GET('/voting-batches/{batchId}/reports/consolidated.xlsx', options);
  return unwrap(data);
}

/**
 * The batch's consolidated report (issue 19), as CSV or XLSX: one row per fund and item — outcome (tacit approval
 * included), quotas per choice, the quorum's requirement, participation. Every role, OBSERVER included. Each fund's
 * minutes stay on its own voting's screen.
 */
export function BatchReportDownloads({ batchId, title }: { batchId: string; title: string }) {
  const t = useT();
  const headingId = useId();
  const { pending, download: save } = useFileDownload(
    (format: ReportFormat) => downloadConsolidated(batchId, format),
    () => 'batchVotings.reports.failed',
  );
  // 'relatorio-consolidado-aprovacao-de-contas-2026.xlsx': the domain's file-name rule.
  const download = (format: ReportFormat) =>
    save(format, titledFileName(t('batchVotings.reports.file'), title, format));

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <Heading level={2} size="lg" id={headingId}>
        {t('batchVotings.reports.title')}
      </Heading>
      <Text>{t('batchVotings.reports.intro')}</Text>
      <div className={styles.buttons}>
        <Button variant="secondary" isPending={pending === 'csv'} onPress={() => void download('csv')}>
          <FileText size={18} aria-hidden />
          {t('batchVotings.reports.csv')}
        </Button>
        <Button variant="secondary" isPending={pending === 'xlsx'} onPress={() => void download('xlsx')}>
          <FileSpreadsheet size={18} aria-hidden />
          {t('batchVotings.reports.xlsx')}
        </Button>
      </div>
    </Card>
  );
}
