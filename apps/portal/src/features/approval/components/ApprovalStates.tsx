import type { ReactNode } from 'react';
import { CheckCircle2, Clock, LinkIcon, RotateCcw, Undo2, WifiOff } from 'lucide-react';
import { Button, Heading, Text } from '@backoffice/ui';
import type { Approval } from '../api/approval-api';
import { isolate } from '@backoffice/app-common';
import { useApprovalT } from '../i18n';
import type { Decision } from '../stores/approval';
import { useApprovalFormats } from './use-approval-formats';
import * as styles from './ApprovalPage.css';

// The page's clear single-message states: unknown link, a failure to read it, already decided, deadline passed, and
// the result of the decision just sent. Each is a titled notice the focus lands on.

function Notice({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: 'neutral' | 'success' | 'warning' | 'danger';
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.notice} data-tone={tone} aria-labelledby="approval-notice-title">
      <span className={styles.noticeIcon} aria-hidden="true">
        {icon}
      </span>
      <Heading level={1} size="lg" id="approval-notice-title">
        {title}
      </Heading>
      {children}
    </section>
  );
}

export function NotFoundNotice() {
  const t = useApprovalT();
  return (
    <Notice icon={<LinkIcon size={32} />} tone="neutral" title={t('approval.notFound.title')}>
      <Text>{t('approval.notFound.description')}</Text>
    </Notice>
  );
}

export function FailedNotice({ onRetry }: { onRetry: () => void }) {
  const t = useApprovalT();
  return (
    <Notice icon={<WifiOff size={32} />} tone="danger" title={t('approval.failed.title')}>
      <Text>{t('approval.failed.description')}</Text>
      <div>
        <Button onPress={onRetry}>
          <RotateCcw size={16} aria-hidden />
          {t('approval.failed.retry')}
        </Button>
      </div>
    </Notice>
  );
}

function VotingLine({ approval }: { approval: Approval }) {
  const t = useApprovalT();
  const format = useApprovalFormats();
  return (
    <Text tone="muted">
      {t('approval.votingLine', {
        title: isolate(approval.votingTitle),
        attorney: isolate(approval.attorney.name),
        submittedAt: format.dateTime(approval.submittedAt),
      })}
    </Text>
  );
}

export function DecidedNotice({ approval }: { approval: Approval }) {
  const t = useApprovalT();
  const approved = approval.status === 'counted';
  return (
    <Notice
      icon={approved ? <CheckCircle2 size={32} /> : <Undo2 size={32} />}
      tone={approved ? 'success' : 'warning'}
      title={t('approval.decided.title')}
    >
      <VotingLine approval={approval} />
      <Text>{approved ? t('approval.decided.approved') : t('approval.decided.returned')}</Text>
      {!approved && approval.reviewComment ? (
        <blockquote className={styles.quote}>
          <Text size="sm" tone="muted">
            {t('approval.decided.comment')}
          </Text>
          <Text>
            <bdi>{approval.reviewComment}</bdi>
          </Text>
        </blockquote>
      ) : null}
    </Notice>
  );
}

export function DeadlinePassedNotice({ approval }: { approval: Approval }) {
  const t = useApprovalT();
  const format = useApprovalFormats();
  return (
    <Notice icon={<Clock size={32} />} tone="warning" title={t('approval.deadlinePassed.title')}>
      <VotingLine approval={approval} />
      <Text>
        {t('approval.deadlinePassed.description', { deadline: format.dateTime(approval.deadline) })}
      </Text>
    </Notice>
  );
}

export function ResultNotice({ approval, decision }: { approval: Approval | null; decision: Decision }) {
  const t = useApprovalT();
  const approved = decision === 'approve';
  return (
    <Notice
      icon={approved ? <CheckCircle2 size={32} /> : <Undo2 size={32} />}
      tone="success"
      title={approved ? t('approval.result.approvedTitle') : t('approval.result.returnedTitle')}
    >
      {approval ? <VotingLine approval={approval} /> : null}
      <Text>{approved ? t('approval.result.approved') : t('approval.result.returned')}</Text>
      <Text size="sm" tone="muted">
        {t('approval.result.close')}
      </Text>
    </Notice>
  );
}
