import { useState } from 'react';
import type { VoterImportError } from '@backoffice/api-client';
import {
  batchFieldLabel,
  batchRowIssueMessage,
  voterImportText,
  type BatchHolderField,
} from '@backoffice/domain';
import { Cell, Column, Pagination, Row, Table, TableBody, TableHeader } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import * as styles from './HolderImportPanel.css';

const PAGE_SIZE = 10;

/**
 * The refused rows by line, column and reason, ten at a time, in the domain's words: the fund's problems
 * (batchVotingText) and the holder's (the voter import's), as the API's reports say them.
 */
export function HolderErrorsTable({ errors }: { errors: readonly VoterImportError[] }) {
  const t = useT();
  const locale = useCurrentLocale();
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(errors.length / PAGE_SIZE));
  const shown = Math.min(page, lastPage);
  const rows = errors
    .slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE)
    .map((error, index) => ({ ...error, id: `${(shown - 1) * PAGE_SIZE + index}` }));
  const lines = new Intl.NumberFormat(locale, { useGrouping: false });
  const text = voterImportText(locale);
  return (
    <>
      <Table aria-label={t('batchVotings.holders.errorsTitle')}>
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
              <Cell>{batchFieldLabel(locale, error.field as BatchHolderField | null)}</Cell>
              <Cell>{batchRowIssueMessage(locale, error)}</Cell>
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
      {errors.length > PAGE_SIZE ? (
        <Pagination
          aria-label={t('batchVotings.holders.errorsPagination')}
          page={shown}
          pageSize={PAGE_SIZE}
          totalItems={errors.length}
          onPageChange={setPage}
        />
      ) : null}
    </>
  );
}
