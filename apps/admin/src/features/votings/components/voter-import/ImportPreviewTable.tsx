import { useMemo, useState } from 'react';
import type { VoterImportRow } from '@backoffice/api-client';
import { voterImportText } from '@backoffice/domain';
import { Cell, Column, Pagination, Row, Table, TableBody, TableHeader } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { voterCells, voterColumns } from '../voter-row';

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
  const { columns } = voterImportText(locale);
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
          {voterColumns(locale)}
        </TableHeader>
        <TableBody items={items}>
          {(row) => (
            <Row id={row.id}>
              <Cell>{lines.format(row.line)}</Cell>
              {voterCells(row, locale)}
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
