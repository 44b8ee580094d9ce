import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { AuditChainStatus, AuditEntry } from '@backoffice/api-client';
import {
  Cell,
  Column,
  EmptyState,
  Pagination,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@backoffice/ui';
import { ListSkeleton } from '@admin/components/ListSkeleton/ListSkeleton';
import { LoadErrorState } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import {
  AUDIT_PAGE_SIZE,
  ensureAudit,
  loadAudit,
  setAuditPage,
  votingAudit,
} from '@admin/features/votings/stores/detail-audit';
import { useFormats, type Formats } from '../use-formats';
import { auditActionText } from './audit-action-names';
import * as styles from './Tabs.css';

/** The first characters of a hash, enough to compare by eye. */
const shortHash = (hash: string) => hash.slice(0, 12);

/** The trail, oldest first, a page at a time; whether its hash chain verifies, where everyone sees it. */
export function AuditTab() {
  const t = useT();
  const format = useFormats();
  const state = useSnapshot(votingAudit);

  useEffect(() => void ensureAudit(), []);

  if (state.load === 'failed' && !state.loaded)
    return (
      <LoadErrorState
        title={t('votings.detail.audit.failedTitle')}
        description={t('votings.detail.failed.description')}
        retryLabel={t('common.retry')}
        onRetry={loadAudit}
      />
    );
  if (!state.loaded) return <ListSkeleton label={t('votings.detail.audit.loading')} />;

  return (
    <div className={styles.panel}>
      <Text tone="muted">{t('votings.detail.audit.intro')}</Text>
      {state.chain ? <ChainStatus chain={state.chain} format={format} /> : null}
      <Table
        aria-label={t('votings.detail.audit.table')}
        isLoading={state.load === 'loading'}
        loadingLabel={t('votings.detail.audit.loading')}
      >
        <TableHeader>
          <Column id="seq" isRowHeader align="end" width="4rem">
            {t('votings.detail.audit.columns.seq')}
          </Column>
          <Column id="at">{t('votings.detail.audit.columns.at')}</Column>
          <Column id="actor">{t('votings.detail.audit.columns.actor')}</Column>
          <Column id="action">{t('votings.detail.audit.columns.action')}</Column>
          <Column id="hash">{t('votings.detail.audit.columns.hash')}</Column>
        </TableHeader>
        <TableBody
          items={state.entries as AuditEntry[]}
          renderEmptyState={() => <EmptyState title={t('votings.detail.audit.emptyTitle')} />}
        >
          {(entry) => (
            <Row id={String(entry.seq)}>
              <Cell>
                <span className={styles.numeric}>{format.count(entry.seq)}</span>
              </Cell>
              <Cell>
                <time dateTime={entry.at} className={styles.nowrap}>
                  {format.dateTime(entry.at)}
                </time>
              </Cell>
              <Cell>
                <span className={styles.nameCell}>
                  <span>{t(`votings.detail.audit.actor.${entry.actor.kind}`)}</span>
                  {entry.actor.name ? (
                    <span className={styles.secondary}>
                      <bdi>{entry.actor.name}</bdi>
                    </span>
                  ) : null}
                </span>
              </Cell>
              <Cell>{auditActionText(t, entry.action)}</Cell>
              <Cell>
                <code className={styles.hash} title={entry.hash}>
                  {shortHash(entry.hash)}
                </code>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {state.total > AUDIT_PAGE_SIZE ? (
        <Pagination
          aria-label={t('votings.detail.audit.pagination')}
          page={state.page}
          pageSize={AUDIT_PAGE_SIZE}
          totalItems={state.total}
          onPageChange={(next) => void setAuditPage(next)}
          isDisabled={state.load === 'loading'}
        />
      ) : null}
    </div>
  );
}

function ChainStatus({ chain, format }: { chain: AuditChainStatus; format: Formats }) {
  const t = useT();
  const plural = usePlural();
  if (chain.verified)
    return (
      <div className={styles.chainOk}>
        <ShieldCheck size={22} aria-hidden />
        <div className={styles.chainText}>
          <p className={styles.chainTitle}>{t('votings.detail.audit.chainOk')}</p>
          <p className={styles.chainDescription}>
            {plural('votings.detail.audit.chainOkDescription', chain.count, {
              head: chain.head ? shortHash(chain.head) : '—',
            })}
          </p>
        </div>
      </div>
    );
  return (
    <div className={styles.chainBroken} role="alert">
      <ShieldAlert size={22} aria-hidden />
      <div className={styles.chainText}>
        <p className={styles.chainTitle}>
          {chain.firstBadSeq != null
            ? t('votings.detail.audit.chainBroken', { seq: format.count(chain.firstBadSeq) })
            : t('votings.detail.audit.chainBrokenUnknown')}
        </p>
        <p className={styles.chainDescription}>{t('votings.detail.audit.chainBrokenDescription')}</p>
      </div>
    </div>
  );
}
