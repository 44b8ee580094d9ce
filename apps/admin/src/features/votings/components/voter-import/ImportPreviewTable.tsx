import { useMemo, useState } from 'react';
import type { VoterImportRow } from '@backoffice/api-client';
import { formatCnpj, formatCpf, formatPhone, voterImportText } from '@backoffice/domain';
import { Cell, Column, Pagination, Row, Table, TableBody, TableHeader } from '@backoffice/ui';
import { useCurrentLocale, useT } from '../../../../lib/i18n';
import { formatDecimal } from '../decimal';
import * as styles from './VoterImportPanel.css';

export const PREVIEW_PAGE_SIZE = 10;

/**
 * The first valid rows as they will be imported (CPF/CNPJ punctuated, phones as people read them, weights in the
 * locale's format), ten at a time: pages rather than a scrolling box, which the keyboard could not scroll.
 */
export function ImportPreviewTable({ rows }: { rows: readonly VoterImportRow[] }) {
  const t = useT();
  const locale = useCurrentLocale();
  const [page, setPage] = useState(1);
  const lines = useMemo(() => new Intl.NumberFormat(locale, { useGrouping: false }), [locale]);
  const { columns, fields } = voterImportText(locale);
  const shown = Math.min(page, Math.max(1, Math.ceil(rows.length / PREVIEW_PAGE_SIZE)));
  const items = rows
    .slice((shown - 1) * PREVIEW_PAGE_SIZE, shown * PREVIEW_PAGE_SIZE)
    .map((row) => ({ ...row, id: String(row.line) }));
  return (
    <>
      <Table aria-label={t('votings.import.previewTitle')}>
        <TableHeader>
          <Column id="line" width="5rem">
            {columns.line}
          </Column>
          <Column id="name" isRowHeader>
            {fields.name}
          </Column>
          <Column id="taxId">{fields.taxId}</Column>
          <Column id="email">{fields.email}</Column>
          <Column id="phone">{fields.phone}</Column>
          <Column id="weight" align="end">
            {fields.weight}
          </Column>
        </TableHeader>
        <TableBody items={items}>
          {(row) => (
            <Row id={row.id}>
              <Cell>{lines.format(row.line)}</Cell>
              <Cell>
                <bdi>{row.name}</bdi>
              </Cell>
              <Cell>
                <bdi dir="ltr" className={styles.nowrap}>
                  {row.taxIdType === 'CPF' ? formatCpf(row.taxId) : formatCnpj(row.taxId)}
                </bdi>
              </Cell>
              <Cell>
                <bdi>{row.email}</bdi>
              </Cell>
              <Cell>
                {row.phone ? (
                  <bdi dir="ltr" className={styles.nowrap}>
                    {formatPhone(row.phone)}
                  </bdi>
                ) : null}
              </Cell>
              <Cell>{formatDecimal(row.weight, locale)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {rows.length > PREVIEW_PAGE_SIZE ? (
        <Pagination
          aria-label={t('votings.import.previewPagination')}
          page={shown}
          pageSize={PREVIEW_PAGE_SIZE}
          totalItems={rows.length}
          onPageChange={setPage}
        />
      ) : null}
    </>
  );
}
