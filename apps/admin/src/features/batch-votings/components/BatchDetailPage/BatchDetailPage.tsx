import { useEffect, useMemo } from 'react';
import { FileQuestion } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useParams } from 'wouter';
import type { VotingBatchChild, VotingStatus } from '@backoffice/api-client';
import { batchVotingText, can, formatCnpj } from '@backoffice/domain';
import {
  Badge,
  Button,
  Cell,
  Column,
  EmptyState,
  Heading,
  LightBreadcrumb as Breadcrumb,
  LightBreadcrumbs as Breadcrumbs,
  Link,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@backoffice/ui';
import { FormMessage, LoadErrorState } from '@backoffice/app-common';
import { BusyPlaceholder } from '@admin/components/BusyPlaceholder/BusyPlaceholder';
import { paths } from '@admin/config/paths';
import { useDocumentTitle } from '@admin/lib/document-title';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import { sessionStore } from '@admin/stores/session';
import { RUN_BATCH_VOTINGS } from '../../permissions';
import { batchDetail, openBatch, publishBatch, selectedDrafts, setSelected } from '../../stores/batch-detail';
import { filterFunds, fundFilters, isFiltering } from '../../stores/fund-filters';
import { BatchActions } from '../BatchActions/BatchActions';
import { BulkReport } from '../BatchActions/BulkReport';
import { BatchDocumentsPanel } from '../BatchDocumentsPanel/BatchDocumentsPanel';
import { BatchReportDownloads } from '../BatchReportDownloads/BatchReportDownloads';
import { BatchStatusBadge } from '../BatchStatusBadge/BatchStatusBadge';
import { BatchVoteMaps } from '../BatchVoteMaps/BatchVoteMaps';
import { IssueList } from '../CalendarIssuesList/IssueList';
import { FundFilters } from '../FundFilters/FundFilters';
import { ResumeImport } from '../ResumeImport/ResumeImport';
import * as styles from './BatchDetailPage.css';

/**
 * A batch (/batch-votings/:id): its funds with their progress (votes, quorum so far, status, outcome), filters, and
 * for runners the selection of funds and the bulk actions (publish the drafts; remind, extend, close the live ones;
 * all when none is selected), each answered fund by fund; a calendar that blocks says why. Each fund opens its own
 * voting's screen. A batch with no funds yet (its spreadsheet not confirmed) resumes the import.
 */
export default function BatchDetailPage() {
  const t = useT();
  const { id = '' } = useParams<{ id: string }>();
  const state = useSnapshot(batchDetail);
  const title = state.batch?.title ?? t('batchVotings.detail.loading');
  useDocumentTitle(title);

  useEffect(() => void openBatch(id), [id]);

  function body() {
    if (state.load === 'notFound')
      return (
        <EmptyState
          icon={<FileQuestion size={40} aria-hidden />}
          title={t('batchVotings.detail.notFoundTitle')}
          description={t('batchVotings.detail.notFoundDescription')}
          titleLevel={2}
          action={
            <Link href={paths.batchVotings.list} variant="standalone">
              {t('batchVotings.new.backToList')}
            </Link>
          }
        />
      );
    if (state.load === 'failed')
      return (
        <LoadErrorState
          title={t('batchVotings.detail.failedTitle')}
          description={t('batchVotings.detail.failedDescription')}
          retryLabel={t('common.retry')}
          onRetry={() => openBatch(id)}
        />
      );
    if (state.load !== 'ready' || !state.batch)
      return <BusyPlaceholder label={t('batchVotings.detail.loading')} heights={['3rem', '16rem']} />;
    if (!state.batch.children.length) return <ResumeImport batchId={id} kind={state.batch.kind} />;
    return <Funds />;
  }

  return (
    <section aria-labelledby="batch-title" className={styles.page}>
      <Breadcrumbs aria-label={t('batchVotings.new.breadcrumbs')}>
        <Breadcrumb href={paths.batchVotings.list}>{t('batchVotings.list.title')}</Breadcrumb>
        <Breadcrumb>{title}</Breadcrumb>
      </Breadcrumbs>
      <div className={styles.titles}>
        <Heading level={1} size="xl" id="batch-title">
          <bdi>{title}</bdi>
        </Heading>
        {state.batch ? <Summary /> : null}
      </div>
      {body()}
    </section>
  );
}

const FINISHED: readonly VotingStatus[] = ['closed', 'cancelled'];

function Summary() {
  const t = useT();
  const plural = usePlural();
  const locale = useCurrentLocale();
  const { batch } = useSnapshot(batchDetail);
  if (!batch) return null;
  const deadline = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(batch.deadline),
  );
  return (
    <div className={styles.summary}>
      <BatchStatusBadge status={batch.status} />
      <Text elementType="span">{t(`batchVotings.kinds.${batch.kind}`)}</Text>
      <Text elementType="span">{plural('batchVotings.list.fundCount', batch.children.length)}</Text>
      <Text elementType="span">{t('batchVotings.detail.deadline', { date: deadline })}</Text>
    </div>
  );
}

function Funds() {
  const t = useT();
  const plural = usePlural();
  const role = useSnapshot(sessionStore).user?.role;
  const canRun = can(role, RUN_BATCH_VOTINGS);
  const state = useSnapshot(batchDetail);
  const filters = useSnapshot(fundFilters);
  const children = (state.batch?.children ?? []) as VotingBatchChild[];
  const shown = filterFunds(children, filters);
  const drafts = children.filter((c) => c.status === 'draft').length;
  const chosenDrafts = selectedDrafts(state).length;
  const calendarIssues = state.blockedBy.length ? state.blockedBy : (state.batch?.calendarIssues ?? []);

  return (
    <div className={styles.funds}>
      {calendarIssues.length ? (
        <div role={state.blockedBy.length ? 'alert' : undefined} className={styles.calendar}>
          <Heading level={2} size="sm">
            {state.blockedBy.length
              ? t('batchVotings.detail.blockedTitle')
              : t('batchVotings.calendar.title')}
          </Heading>
          <IssueList issues={calendarIssues} />
        </div>
      ) : null}
      {canRun ? (
        <div className={styles.toolbar} role="group" aria-label={t('batchVotings.detail.actions')}>
          {drafts ? (
            <Button
              onPress={() => void publishBatch()}
              isPending={state.publishing}
              isDisabled={state.selected.length > 0 && chosenDrafts === 0}
            >
              {state.selected.length
                ? plural('batchVotings.detail.publishSelected', chosenDrafts)
                : plural('batchVotings.detail.publishAll', drafts)}
            </Button>
          ) : null}
          <BatchActions />
        </div>
      ) : null}
      <BulkReport />
      <FormMessage tone="success">
        {state.published !== null ? plural('batchVotings.detail.published', state.published) : null}
      </FormMessage>
      <FormMessage tone="danger">
        {state.publishFailed ? t('batchVotings.detail.publishFailed') : null}
      </FormMessage>
      <Heading level={2} size="md" id="batch-funds-title">
        {t('batchVotings.detail.fundsTitle')}
      </Heading>
      <FundFilters batchId={state.batchId ?? ''} shown={shown.length} total={children.length} />
      <Table
        aria-labelledby="batch-funds-title"
        selectionMode={canRun ? 'multiple' : 'none'}
        selectedKeys={new Set(state.selected)}
        onSelectionChange={(keys) =>
          setSelected(
            keys === 'all'
              ? shown.filter((c) => !FINISHED.includes(c.status)).map((c) => c.votingId)
              : [...keys].map(String),
          )
        }
        // A closed or cancelled fund takes no bulk action.
        disabledKeys={children.filter((c) => FINISHED.includes(c.status)).map((c) => c.votingId)}
      >
        <TableHeader>
          <Column id="fund" isRowHeader>
            {t('batchVotings.detail.columns.fund')}
          </Column>
          <Column id="taxId">{t('batchVotings.detail.columns.taxId')}</Column>
          <Column id="votes" align="end">
            {t('batchVotings.detail.columns.votes')}
          </Column>
          <Column id="quorum">{t('batchVotings.detail.columns.quorum')}</Column>
          <Column id="status">{t('batchVotings.detail.columns.status')}</Column>
          <Column id="outcome">{t('batchVotings.detail.columns.outcome')}</Column>
        </TableHeader>
        <TableBody
          items={shown.map((c) => ({ ...c, id: c.votingId }))}
          renderEmptyState={() =>
            isFiltering(filters) ? t('batchVotings.filters.noMatch') : t('batchVotings.detail.noFunds')
          }
        >
          {(fund) => <FundRow fund={fund} />}
        </TableBody>
      </Table>
      {children.length ? (
        <>
          <BatchDocumentsPanel batchId={state.batchId ?? ''} />
          <BatchVoteMaps batchId={state.batchId ?? ''} title={state.batch?.title ?? ''} />
          <BatchReportDownloads batchId={state.batchId ?? ''} title={state.batch?.title ?? ''} />
        </>
      ) : null}
    </div>
  );
}

function FundRow({ fund }: { fund: VotingBatchChild & { id: string } }) {
  const t = useT();
  const locale = useCurrentLocale();
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (
    <Row id={fund.id}>
      <Cell>
        <Link href={`/votings/${encodeURIComponent(fund.votingId)}`}>
          <bdi>{fund.fundName}</bdi>
        </Link>
      </Cell>
      <Cell>
        <bdi className={styles.nowrap}>{formatCnpj(fund.fundTaxId)}</bdi>
      </Cell>
      <Cell>
        <span className={styles.nowrap}>
          {t('batchVotings.detail.votesOf', {
            voted: count.format(fund.voted),
            voters: count.format(fund.voters),
          })}
        </span>
      </Cell>
      <Cell>
        {fund.quorumReached ? (
          <Badge tone="success">{t('batchVotings.detail.quorumReached')}</Badge>
        ) : (
          <Badge tone="neutral">{t('batchVotings.detail.quorumNotReached')}</Badge>
        )}
      </Cell>
      <Cell>{t(`common.votingStatus.${fund.status}`)}</Cell>
      <Cell>{batchVotingText(locale).childOutcomes[fund.outcome]}</Cell>
    </Row>
  );
}
