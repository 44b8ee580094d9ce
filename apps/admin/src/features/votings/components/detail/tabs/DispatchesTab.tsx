import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Send } from 'lucide-react';
import type { VotingDispatch } from '@backoffice/api-client';
import { Badge, EmptyState, Heading, ProgressBar, Text, type BadgeTone } from '@backoffice/ui';
import { ListSkeleton } from '@admin/components/ListSkeleton/ListSkeleton';
import { LoadErrorState } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import {
  DISPATCHES_REFRESH_MS,
  ensureDispatches,
  isRunning,
  loadDispatches,
  votingDispatches,
} from '@admin/features/votings/stores/detail-dispatches';
import { useLiveRefresh } from '@admin/lib/use-live-refresh';
import { useFormats } from '../use-formats';
import * as styles from './Tabs.css';

const statusTones: Record<VotingDispatch['status'], BadgeTone> = {
  queued: 'neutral',
  running: 'info',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'warning',
};

/** Invitation, reminder and resend rounds, newest first, each with its progress; read again while one runs. */
export function DispatchesTab() {
  const t = useT();
  const plural = usePlural();
  const format = useFormats();
  const state = useSnapshot(votingDispatches);
  const dispatches = state.dispatches as VotingDispatch[];
  const running = dispatches.some(isRunning);

  useEffect(() => void ensureDispatches(), []);
  useLiveRefresh(loadDispatches, () => running, DISPATCHES_REFRESH_MS);

  if (state.load === 'failed' && !state.loaded)
    return (
      <LoadErrorState
        title={t('votings.detail.dispatches.failedTitle')}
        description={t('votings.detail.failed.description')}
        retryLabel={t('common.retry')}
        onRetry={loadDispatches}
      />
    );
  if (!state.loaded) return <ListSkeleton label={t('votings.detail.dispatches.loading')} />;
  if (dispatches.length === 0)
    return (
      <EmptyState
        icon={<Send size={32} aria-hidden />}
        title={t('votings.detail.dispatches.emptyTitle')}
        description={t('votings.detail.dispatches.emptyDescription')}
      />
    );

  return (
    <div className={styles.panel}>
      {running ? (
        <Text size="sm" tone="muted">
          {t('votings.detail.dispatches.running')}
        </Text>
      ) : null}
      <ul className={styles.dispatches}>
        {dispatches.map((dispatch) => {
          const kind = t(`votings.detail.dispatches.kind.${dispatch.kind}`);
          const title = t('votings.detail.dispatches.round', {
            kind,
            date: format.dateTime(dispatch.createdAt),
          });
          return (
            <li key={dispatch.id} className={styles.dispatch}>
              <div className={styles.dispatchHead}>
                <Heading level={3} size="sm">
                  {title}
                </Heading>
                <Badge tone={statusTones[dispatch.status]}>
                  {t(`votings.detail.dispatches.status.${dispatch.status}`)}
                </Badge>
              </div>
              <ProgressBar
                aria-label={title}
                value={dispatch.sent}
                maxValue={Math.max(dispatch.total, 1)}
                valueLabel={t('votings.detail.dispatches.progress', {
                  sent: format.count(dispatch.sent),
                  total: format.count(dispatch.total),
                })}
              />
              {dispatch.failed || dispatch.unconfirmed ? (
                <div className={styles.dispatchFacts}>
                  {dispatch.failed ? (
                    <span>{plural('votings.detail.dispatches.failed', dispatch.failed)}</span>
                  ) : null}
                  {dispatch.unconfirmed ? (
                    <span>{plural('votings.detail.dispatches.unconfirmed', dispatch.unconfirmed)}</span>
                  ) : null}
                </div>
              ) : null}
              {dispatch.unconfirmed ? (
                <Text size="sm" tone="muted">
                  {t('votings.detail.dispatches.unconfirmedHint')}
                </Text>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
