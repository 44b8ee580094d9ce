import { useEffect, useState } from 'react';
import type { Voter } from '@backoffice/api-client';
import { Button, Pagination, Row, Table, TableBody, TableHeader, Text } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { listVoters } from '../../api/votings';
import { voterCells, voterColumns } from '../voter-row';
import * as styles from './DraftVotersTable.css';

export const DRAFT_VOTERS_PAGE_SIZE = 10;

export interface DraftVotersTableProps {
  votingId: string;
  /** How many voters the draft has: read again whenever it changes (a voter added, an import done). */
  count: number;
}

type Load =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; voters: Voter[]; total: number };

/**
 * The draft's voters by name, ten at a time (the server's pages): a voter added by hand or imported shows up here as
 * soon as the count changes.
 */
export function DraftVotersTable({ votingId, count }: DraftVotersTableProps) {
  const t = useT();
  const locale = useCurrentLocale();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    if (count === 0) return;
    let live = true;
    listVoters(votingId, {
      sortBy: 'name',
      sortDirection: 'asc',
      offset: (page - 1) * DRAFT_VOTERS_PAGE_SIZE,
      limit: DRAFT_VOTERS_PAGE_SIZE,
    })
      .then(({ voters, pagination }) => {
        if (live) setLoad({ status: 'ready', voters, total: pagination.total });
      })
      .catch((error: unknown) => {
        console.error('Draft voters failed', error);
        if (live) setLoad({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [votingId, count, page, attempt]);

  if (count === 0) return null;
  if (load.status === 'failed') {
    return (
      <div role="alert" className={styles.failed}>
        <Text size="sm" tone="danger">
          {t('votings.voters.listFailed')}
        </Text>
        <Button variant="secondary" size="sm" onPress={() => setAttempt((n) => n + 1)}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  // Nothing until the first page arrives; later reads keep the rows shown until theirs arrive (no jump).
  if (load.status !== 'ready' || load.voters.length === 0) return null;
  const { voters, total } = load;
  return (
    <div className={styles.root}>
      <Table aria-label={t('votings.voters.listLabel')}>
        <TableHeader>{voterColumns(locale)}</TableHeader>
        <TableBody items={voters}>
          {(voter) => <Row id={voter.id}>{voterCells(voter, locale)}</Row>}
        </TableBody>
      </Table>
      {total > DRAFT_VOTERS_PAGE_SIZE ? (
        <Pagination
          aria-label={t('votings.voters.listPagination')}
          page={page}
          pageSize={DRAFT_VOTERS_PAGE_SIZE}
          totalItems={total}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
