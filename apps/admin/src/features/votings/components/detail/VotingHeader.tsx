import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { Info, PencilLine } from 'lucide-react';
import type { Voting } from '@backoffice/api-client';
import { Badge, Button, Heading, Text } from '@backoffice/ui';
// The light breadcrumbs: React Aria's would bring its collections, which nothing else of this first load needs.
import { LightBreadcrumb as Breadcrumb, LightBreadcrumbs as Breadcrumbs } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/app-common';
import { paths } from '@admin/config/paths';
import { useT } from '@admin/lib/i18n';
import { votingDetail } from '../../stores/detail-voting';
import { useFormats } from './use-formats';
import { VotingStatusBadge } from '../VotingStatusBadge';
import * as styles from './VotingHeader.css';

/** The id of the screen's title: the screen is named by it. */
export const DETAIL_TITLE_ID = 'voting-detail-title';

/** The new-voting flow at a draft (`?id=`): it resumes the draft where it stopped. */
export const draftPath = (id: string) => `${paths.votings.new}?id=${encodeURIComponent(id)}`;

export interface VotingHeaderProps {
  voting: Voting;
  /** The signed-in user may run votings (OBSERVER may not). */
  canRun: boolean;
}

/** Breadcrumbs, title and status, then the voting's facts; a note for a draft, a scheduled or a cancelled voting. */
export function VotingHeader({ voting, canRun }: VotingHeaderProps) {
  const t = useT();
  const format = useFormats();
  const [, navigate] = useLocation();
  const { extendedFrom } = useSnapshot(votingDetail);
  const when = (iso: string) => <time dateTime={iso}>{format.dateTime(iso)}</time>;

  const note =
    voting.status === 'draft'
      ? t('votings.detail.header.draftNote')
      : voting.status === 'scheduled' && voting.opensAt
        ? t('votings.detail.header.scheduledNote', { date: format.dateTime(voting.opensAt) })
        : voting.status === 'cancelled'
          ? t('votings.detail.header.cancelledNote')
          : null;

  return (
    <header className={styles.header}>
      <Breadcrumbs aria-label={t('votings.detail.breadcrumbs')}>
        <Breadcrumb href={paths.votings.list}>{t('votings.detail.listTitle')}</Breadcrumb>
        <Breadcrumb>{voting.title}</Breadcrumb>
      </Breadcrumbs>
      <div className={styles.titleRow}>
        <div className={styles.titles}>
          <Heading level={1} size="xl" id={DETAIL_TITLE_ID} className={styles.heading}>
            {voting.title}
          </Heading>
          <VotingStatusBadge status={voting.status} />
        </div>
        {voting.status === 'draft' && canRun ? (
          <Button variant="primary" onPress={() => navigate(draftPath(voting.id))}>
            <PencilLine size={18} aria-hidden />
            {t('votings.detail.header.continueSetup')}
          </Button>
        ) : null}
      </div>
      {voting.description ? (
        <Text tone="muted">
          <bdi>{voting.description}</bdi>
        </Text>
      ) : null}

      <dl className={styles.facts}>
        <Fact label={t('votings.detail.header.kind')}>{t(`votings.detail.kinds.${voting.kind}`)}</Fact>
        <Fact label={t('votings.detail.header.weighting')}>
          {t(`votings.detail.weighting.${voting.weighting}`)}
        </Fact>
        <Fact label={t('votings.detail.header.opensAt')}>
          {voting.opensAt ? when(voting.opensAt) : t('votings.detail.header.opensOnPublish')}
        </Fact>
        <Fact label={t('votings.detail.header.deadline')}>
          {when(voting.deadline)}
          {extendedFrom ? (
            <Badge tone="warning">
              <span aria-hidden="true">{t('votings.detail.header.extended')}</span>
              <span className={visuallyHidden}>
                {t('votings.detail.header.extendedFrom', { date: format.dateTime(extendedFrom) })}
              </span>
            </Badge>
          ) : null}
        </Fact>
        <Fact label={t('votings.detail.header.ballotTemplate')}>
          {voting.ballotTemplate ? (
            <bdi>{voting.ballotTemplate.name}</bdi>
          ) : (
            t('votings.detail.header.noBallotTemplate')
          )}
        </Fact>
        <Fact label={t('votings.detail.header.createdAt')}>{when(voting.createdAt)}</Fact>
        {voting.closedAt ? (
          <Fact label={t('votings.detail.header.closedAt')}>{when(voting.closedAt)}</Fact>
        ) : null}
      </dl>

      {note || voting.status === 'cancelled' ? (
        <div className={styles.note}>
          <Info size={18} aria-hidden className={styles.noteIcon} />
          <div className={styles.noteText}>
            {note ? <Text size="sm">{note}</Text> : null}
            {voting.cancelledAt ? (
              <Text size="sm" tone="muted">
                {t('votings.detail.header.cancelledAt', { date: format.dateTime(voting.cancelledAt) })}
                {voting.cancelReason ? (
                  <>
                    {' · '}
                    <bdi>{t('votings.detail.header.cancelReason', { reason: voting.cancelReason })}</bdi>
                  </>
                ) : null}
              </Text>
            ) : null}
          </div>
        </div>
      ) : null}
    </header>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}
