import { useEffect, useState } from 'react';
import type { VotingSummary } from '@backoffice/api-client';
import { Button, Heading, NativeSelect, Radio, RadioGroup, Text } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { listRecentVotings, type VotersChoice } from '../../api/communications';
import { takeVotingVoters } from '../../stores/detail';
import * as styles from './RecipientUploadPanel.css';

type VotingsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; votings: VotingSummary[] };

/**
 * The other source of a standard communication's recipients: the voters of one of the workspace's votings (the
 * latest 100), all or only those who have not voted yet — a reminder, a result, a call for the next assembly.
 */
export function VotingVotersPicker({ isBusy }: { isBusy: boolean }) {
  const t = useT();
  const [votings, setVotings] = useState<VotingsState>({ status: 'loading' });
  const [votingId, setVotingId] = useState<string | null>(null);
  const [voters, setVoters] = useState<VotersChoice>('all');

  useEffect(() => {
    let live = true;
    listRecentVotings().then(
      (found) => live && setVotings({ status: 'ready', votings: found }),
      (error: unknown) => {
        console.error('Votings failed', error);
        if (live) setVotings({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (votings.status === 'failed')
    return <Text tone="muted">{t('communications.upload.votingsFailed')}</Text>;
  if (votings.status === 'ready' && votings.votings.length === 0) {
    return <Text tone="muted">{t('communications.upload.noVotings')}</Text>;
  }
  return (
    <div className={styles.fromVoting} role="group" aria-labelledby="from-voting-title">
      <Heading level={3} size="sm" id="from-voting-title">
        {t('communications.upload.fromVotingTitle')}
      </Heading>
      <div className={styles.fromVotingFields}>
        <NativeSelect
          className={styles.votingField}
          label={t('communications.upload.voting')}
          placeholder={
            votings.status === 'loading'
              ? t('communications.upload.loadingVotings')
              : t('communications.upload.pickVoting')
          }
          options={
            votings.status === 'ready'
              ? votings.votings.map((voting) => ({ id: voting.id, label: voting.title }))
              : []
          }
          selectedKey={votingId}
          onSelectionChange={setVotingId}
          isDisabled={votings.status !== 'ready'}
        />
        <RadioGroup
          label={t('communications.upload.whichVoters')}
          value={voters}
          onChange={(value) => setVoters(value as VotersChoice)}
          orientation="horizontal"
        >
          <Radio value="all">{t('communications.upload.allVoters')}</Radio>
          <Radio value="pending">{t('communications.upload.pendingVoters')}</Radio>
        </RadioGroup>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isDisabled={!votingId || isBusy}
          onPress={() => votingId && void takeVotingVoters(votingId, voters)}
        >
          {t('communications.upload.useVoters')}
        </Button>
      </div>
    </div>
  );
}
