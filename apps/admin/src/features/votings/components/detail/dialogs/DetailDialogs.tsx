import { useSnapshot } from 'valtio';
import type { Voter, Voting } from '@backoffice/api-client';
import { Text } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { cancelTheVoting, closeEarly, voidVotingVoter } from '@admin/features/votings/stores/detail-actions';
import { closeDialog, detailDialog, type DetailDialog } from '@admin/features/votings/stores/detail-dialog';
import { useFormats } from '../use-formats';
import { ExtendDeadlineDialog } from './ExtendDeadlineDialog';
import { ImportVotersDialog } from './ImportVotersDialog';
import { ReasonDialog } from './ReasonDialog';
import { RemindPendingDialog } from './RemindPendingDialog';
import { DuplicateVotingDialog } from './DuplicateVotingDialog';
import { ResendInvitationDialog } from './ResendInvitationDialog';
import { UnlockVoterDialog } from './UnlockVoterDialog';
import { VoterDialog } from './VoterDialog';

/** The screen's one open dialog (detail-dialog store), each opening with empty fields. */
export function DetailDialogs({ voting }: { voting: Voting }) {
  const t = useT();
  const format = useFormats();
  const { open, serial } = useSnapshot(detailDialog);
  const dialog = open as DetailDialog | null;
  if (!dialog) return null;
  const common = { isOpen: true, onClose: closeDialog };
  const voter = 'voter' in dialog ? (dialog.voter as Voter) : null;

  switch (dialog.kind) {
    case 'addVoter':
    case 'editVoter':
      return (
        <VoterDialog
          key={serial}
          {...common}
          voter={voter ?? undefined}
          weighs={voting.weighting === 'by_weight'}
          isOpenVoting={voting.status === 'open'}
        />
      );
    case 'importVoters':
      return <ImportVotersDialog key={serial} {...common} votingId={voting.id} />;
    case 'voidVoter':
      return (
        <ReasonDialog
          key={serial}
          {...common}
          tone="danger"
          title={t('votings.detail.dialogs.voidTitle')}
          message={<Text>{t('votings.detail.dialogs.voidMessage', { name: voter!.name })}</Text>}
          confirmLabel={t('votings.detail.dialogs.voidConfirm')}
          onConfirm={(reason) => voidVotingVoter(voter!, reason)}
        />
      );
    case 'resendInvitation':
      return <ResendInvitationDialog key={serial} {...common} voter={voter!} />;
    case 'unlockVoter':
      return <UnlockVoterDialog key={serial} {...common} voter={voter!} />;
    case 'duplicate':
      return <DuplicateVotingDialog key={serial} {...common} voting={voting} />;
    case 'remindPending':
      return <RemindPendingDialog key={serial} {...common} pending={voting.counts.pending} />;
    case 'extendDeadline':
      return <ExtendDeadlineDialog key={serial} {...common} deadline={voting.deadline} />;
    case 'closeVoting':
      return (
        <ReasonDialog
          key={serial}
          {...common}
          title={t('votings.detail.dialogs.closeTitle')}
          message={
            <Text>
              {t('votings.detail.dialogs.closeMessage', { date: format.dateTime(voting.deadline) })}
            </Text>
          }
          confirmLabel={t('votings.detail.dialogs.closeConfirm')}
          onConfirm={closeEarly}
        />
      );
    case 'cancelVoting':
      return (
        <ReasonDialog
          key={serial}
          {...common}
          tone="danger"
          title={t('votings.detail.dialogs.cancelTitle')}
          message={<Text>{t('votings.detail.dialogs.cancelMessage')}</Text>}
          confirmLabel={t('votings.detail.dialogs.cancelConfirm')}
          onConfirm={cancelTheVoting}
        />
      );
  }
}
