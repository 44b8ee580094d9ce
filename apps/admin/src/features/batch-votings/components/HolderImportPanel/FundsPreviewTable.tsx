import type { VotingBatchHolderImport } from '@backoffice/api-client';
import { formatCnpj } from '@backoffice/domain';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import * as styles from './HolderImportPanel.css';

type Fund = VotingBatchHolderImport['funds'][number];

/** The funds the spreadsheet makes, one voting each: name, CNPJ, its first line, holders and quotas. */
export function FundsPreviewTable({ funds }: { funds: readonly Fund[] }) {
  const t = useT();
  const locale = useCurrentLocale();
  const numbers = new Intl.NumberFormat(locale);
  const lines = new Intl.NumberFormat(locale, { useGrouping: false });
  const quotas = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 });
  return (
    <Table aria-label={t('batchVotings.holders.fundsTitle')}>
      <TableHeader>
        <Column id="name" isRowHeader>
          {t('batchVotings.holders.columns.fund')}
        </Column>
        <Column id="taxId">{t('batchVotings.holders.columns.taxId')}</Column>
        <Column id="firstLine" align="end">
          {t('batchVotings.holders.columns.firstLine')}
        </Column>
        <Column id="holders" align="end">
          {t('batchVotings.holders.columns.holders')}
        </Column>
        <Column id="quotas" align="end">
          {t('batchVotings.holders.columns.quotas')}
        </Column>
      </TableHeader>
      <TableBody items={funds.map((fund) => ({ ...fund, id: fund.taxId }))}>
        {(fund) => (
          <Row id={fund.id}>
            <Cell>
              <bdi>{fund.name}</bdi>
            </Cell>
            <Cell>
              <bdi className={styles.nowrap}>{formatCnpj(fund.taxId)}</bdi>
            </Cell>
            <Cell>{lines.format(fund.firstLine)}</Cell>
            <Cell>{numbers.format(fund.holders)}</Cell>
            <Cell>{quotas.format(Number(fund.quotas))}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
