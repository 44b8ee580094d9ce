import { useState } from 'react';
import type { VoterImportError } from '@backoffice/api-client';
import { rowIssueMessage, voterFieldLabel, voterImportText } from '@backoffice/domain';
import { Cell, Column, Pagination, Row, Table, TableBody, TableHeader } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import * as styles from './VoterImportPanel.css';

export const ERRORS_PAGE_SIZE = 10;

/**
 * The row problems of a read file by line, field and reason, ten at a time — in the words of the downloadable error
 * report (packages/domain voterImportText).
 */
export function ImportErrorsTable({ errors }: { errors: readonly VoterImportError[] }) {
  const t = useT();
  const locale = useCurrentLocale();
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(errors.length / ERRORS_PAGE_SIZE));
  const shown = Math.min(page, lastPage);
  const rows = errors
    .slice((shown - 1) * ERRORS_PAGE_SIZE, shown * ERRORS_PAGE_SIZE)
    .map((error, index) => ({ ...error, id: `${(shown - 1) * ERRORS_PAGE_SIZE + index}` }));
  const lines = new Intl.NumberFormat(locale, { useGrouping: false });
  const text = voterImportText(locale);
  return (
    <>
      <Table aria-label={t('votings.import.errorsTitle')}>
        <TableHeader>
          <Column id="line" isRowHeader width="6rem">
            {text.columns.line}
          </Column>
          <Column id="field" width="9rem">
            {text.columns.field}
          </Column>
          <Column id="reason">{text.columns.reason}</Column>
          <Column id="value">{text.columns.value}</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(error) => (
            <Row id={error.id}>
              <Cell>{error.line === 0 ? text.wholeFile : lines.format(error.line)}</Cell>
              <Cell>{voterFieldLabel(locale, error.field)}</Cell>
              <Cell>{rowIssueMessage(locale, error)}</Cell>
              <Cell>
                {error.value ? (
                  <bdi dir="auto" className={styles.value}>
                    {error.value}
                  </bdi>
                ) : null}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {errors.length > ERRORS_PAGE_SIZE ? (
        <Pagination
          aria-label={t('votings.import.errorsPagination')}
          page={shown}
          pageSize={ERRORS_PAGE_SIZE}
          totalItems={errors.length}
          onPageChange={setPage}
        />
      ) : null}
    </>
  );
}
