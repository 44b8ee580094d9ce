import { useState } from 'react';
import type { VoterImportError } from '@backoffice/api-client';
import { voterImportText } from '@backoffice/domain';
import { Cell, Column, Pagination, Row, Table, TableBody, TableHeader } from '@backoffice/ui';
import { useCurrentLocale } from '@admin/lib/i18n';
import * as styles from './RowErrorsTable.css';

export const ROW_ERRORS_PAGE_SIZE = 10;

export interface RowErrorsTableProps {
  errors: readonly VoterImportError[];
  /** The table's name, and its pagination's. */
  label: string;
  paginationLabel: string;
  /** The column a problem is in, and the problem, in the domain's words for the file being read. */
  fieldLabel: (error: VoterImportError) => string;
  message: (error: VoterImportError) => string;
}

/**
 * A read spreadsheet's refused rows by line, column and reason, ten at a time — in the words of the downloadable
 * error report (packages/domain voterImportText): the voter import's and the batch holders spreadsheet's.
 */
export function RowErrorsTable({ errors, label, paginationLabel, fieldLabel, message }: RowErrorsTableProps) {
  const locale = useCurrentLocale();
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(errors.length / ROW_ERRORS_PAGE_SIZE));
  const shown = Math.min(page, lastPage);
  const first = (shown - 1) * ROW_ERRORS_PAGE_SIZE;
  const rows = errors
    .slice(first, first + ROW_ERRORS_PAGE_SIZE)
    .map((error, index) => ({ ...error, id: `${first + index}` }));
  const lines = new Intl.NumberFormat(locale, { useGrouping: false });
  const text = voterImportText(locale);
  return (
    <>
      <Table aria-label={label}>
        <TableHeader>
          <Column id="line" isRowHeader width="6rem">
            {text.columns.line}
          </Column>
          <Column id="field" width="10rem">
            {text.columns.field}
          </Column>
          <Column id="reason">{text.columns.reason}</Column>
          <Column id="value">{text.columns.value}</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(error) => (
            <Row id={error.id}>
              <Cell>{error.line === 0 ? text.wholeFile : lines.format(error.line)}</Cell>
              <Cell>{fieldLabel(error)}</Cell>
              <Cell>{message(error)}</Cell>
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
      {errors.length > ROW_ERRORS_PAGE_SIZE ? (
        <Pagination
          aria-label={paginationLabel}
          page={shown}
          pageSize={ROW_ERRORS_PAGE_SIZE}
          totalItems={errors.length}
          onPageChange={setPage}
        />
      ) : null}
    </>
  );
}
