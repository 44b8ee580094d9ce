import { useMemo } from 'react';
import { Users } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Text } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { reloadDraft, votingDraft } from '@admin/features/votings/stores/voting-draft';
import { votingsStore } from '@admin/features/votings/stores/votings';
import { AddVoterDialog } from '../AddVoterDialog';
import { DraftVotersTable } from '../DraftVotersTable';
import { VoterImportPanel } from '../../voter-import/VoterImportPanel';
import * as styles from '../NewVotingPage.css';
import { StepForm } from './StepForm';

/**
 * The voters: how many the draft has and who (a page by name), a CSV import (with its preview and row errors) and
 * one by one.
 */
export function VotersStep() {
  const t = useT();
  const locale = useCurrentLocale();
  const { votingId } = useSnapshot(votingDraft);
  const voters = useSnapshot(votingsStore).voting?.counts.voters ?? 0;
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  if (!votingId) return null;
  return (
    <StepForm>
      <div className={styles.votersBar}>
        <div className={styles.note} role="status">
          <Users size={18} aria-hidden className={styles.noteIcon} />
          <Text>{t('votings.voters.count', { count: count.format(voters) })}</Text>
        </div>
        <AddVoterDialog votingId={votingId} onAdded={() => void reloadDraft()} />
      </div>
      <DraftVotersTable votingId={votingId} count={voters} />
      <VoterImportPanel votingId={votingId} headingLevel={3} onImported={() => void reloadDraft()} />
    </StepForm>
  );
}
