import { useState } from 'react';
import {
  Ban,
  BellRing,
  CalendarClock,
  Copy,
  FileDown,
  FileSpreadsheet,
  FileUp,
  Lock,
  UserPlus,
} from 'lucide-react';
import type { Voting } from '@backoffice/api-client';
import { isActionAllowed, titledFileName, type VotingAction } from '@backoffice/domain';
import { Button } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { openDialog } from '../../stores/detail-dialog';
import * as styles from './VotingActions.css';
import { saveFile } from '@backoffice/app-common';

export interface VotingActionsProps {
  voting: Pick<Voting, 'status' | 'title' | 'counts'>;
  canRun: boolean;
}

/**
 * What can be done to the voting now, by its status as packages/domain's table of actions allows (the API refuses
 * the rest): voters (add, import) until it closes, reminders while it is open, the deadline, closing and
 * cancelling; the reports once closed (for every role, OBSERVER included); a copy as a new draft, in any status.
 * Runners only for the changes and the copy. A draft is set up in the new-voting flow, not here.
 */
export function VotingActions({ voting, canRun }: VotingActionsProps) {
  const t = useT();
  const [downloading, setDownloading] = useState<'map' | 'report' | null>(null);
  const { status } = voting;
  const allows = (action: VotingAction) => isActionAllowed(status, action);
  const published = status !== 'draft';

  async function download(which: 'map' | 'report') {
    setDownloading(which);
    let blob: Blob | null;
    try {
      // The detail's actions (the dialogs' too) load with the first download: the button is busy meanwhile.
      const { fetchVoteMap, fetchVotingReport } = await import('../../stores/detail-actions');
      blob = await (which === 'map' ? fetchVoteMap() : fetchVotingReport());
    } finally {
      setDownloading(null);
    }
    if (!blob) return;
    saveFile(
      blob,
      // 'mapa-de-votos-age-fii-vila-olimpia.csv': the domain's file-name rule.
      which === 'map'
        ? titledFileName(t('votings.detail.reports.voteMapFile'), voting.title, 'csv')
        : titledFileName(t('votings.detail.reports.minutesFile'), voting.title, 'pdf'),
    );
  }

  const runnerActions =
    canRun && published ? (
      <>
        {allows('changeVoters') ? (
          <>
            <Button variant="secondary" onPress={() => openDialog({ kind: 'addVoter' })}>
              <UserPlus size={18} aria-hidden />
              {t('votings.detail.actions.addVoter')}
            </Button>
            <Button variant="secondary" onPress={() => openDialog({ kind: 'importVoters' })}>
              <FileUp size={18} aria-hidden />
              {t('votings.detail.actions.importVoters')}
            </Button>
          </>
        ) : null}
        {allows('remind') ? (
          <Button
            variant="secondary"
            onPress={() => openDialog({ kind: 'remindPending' })}
            isDisabled={voting.counts.pending === 0}
          >
            <BellRing size={18} aria-hidden />
            {t('votings.detail.actions.remind')}
          </Button>
        ) : null}
        {allows('extendDeadline') ? (
          <Button variant="secondary" onPress={() => openDialog({ kind: 'extendDeadline' })}>
            <CalendarClock size={18} aria-hidden />
            {t('votings.detail.actions.extend')}
          </Button>
        ) : null}
        {allows('closeEarly') ? (
          <Button variant="secondary" onPress={() => openDialog({ kind: 'closeVoting' })}>
            <Lock size={18} aria-hidden />
            {t('votings.detail.actions.close')}
          </Button>
        ) : null}
        {allows('cancel') ? (
          <Button variant="danger" onPress={() => openDialog({ kind: 'cancelVoting' })}>
            <Ban size={18} aria-hidden />
            {t('votings.detail.actions.cancel')}
          </Button>
        ) : null}
      </>
    ) : null;

  const reports = allows('reports') ? (
    <>
      <Button variant="primary" onPress={() => void download('map')} isPending={downloading === 'map'}>
        <FileSpreadsheet size={18} aria-hidden />
        {t('votings.detail.reports.voteMap')}
      </Button>
      <Button
        variant="secondary"
        onPress={() => void download('report')}
        isPending={downloading === 'report'}
      >
        <FileDown size={18} aria-hidden />
        {t('votings.detail.reports.minutes')}
      </Button>
    </>
  ) : null;

  // The same consultation again (next year's assembly): from a voting in any status.
  const duplicate =
    canRun && allows('duplicate') ? (
      <Button variant="secondary" onPress={() => openDialog({ kind: 'duplicate' })}>
        <Copy size={18} aria-hidden />
        {t('votings.detail.actions.duplicate')}
      </Button>
    ) : null;

  if (!runnerActions && !reports && !duplicate) return null;
  return (
    <div role="group" aria-label={t('votings.detail.actions.label')} className={styles.bar}>
      {runnerActions}
      {reports}
      {duplicate}
    </div>
  );
}
