import { useEffect, useState } from 'react';
import type { VotingBatchSummary, VotingSummary } from '@backoffice/api-client';
import { Button, Heading, NativeSelect, Radio, RadioGroup, Text } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import { listRecentVotingBatches, listRecentVotings, type VotersChoice } from '../../api/communications';
import { takeBatchHolders, takeVotingVoters } from '../../stores/detail';
import * as styles from './RecipientUploadPanel.css';

type Recent<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: T[] };

/** Where the voters come from: one voting, or every fund of a batch voting. */
type Source = 'voting' | 'batch';

/** The latest 100 of a list, read once it is first `wanted` (a failure said, not thrown). */
function useRecent<T>(what: string, load: () => Promise<T[]>, wanted: boolean): Recent<T> {
  const [recent, setRecent] = useState<Recent<T>>({ status: 'loading' });
  // Once wanted, read (and kept) even when the operator turns to the other source.
  const [started, setStarted] = useState(wanted);
  if (wanted && !started) setStarted(true);
  useEffect(() => {
    if (!started) return;
    let live = true;
    load().then(
      (items) => live && setRecent({ status: 'ready', items }),
      (error: unknown) => {
        console.error(`${what} failed`, error);
        if (live) setRecent({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [started, load, what]);
  return recent;
}

/**
 * The other source of a standard communication's recipients: the voters of one of the workspace's votings, or the
 * holders of every fund of one of its batch votings (each holder of several funds once), the latest 100 of each — all,
 * or only those who have not voted yet (in a batch, in some fund): a reminder, a result, a call for the next assembly.
 */
export function VotingVotersPicker({ isBusy }: { isBusy: boolean }) {
  const t = useT();
  const plural = usePlural();
  const [source, setSource] = useState<Source>('voting');
  const votings = useRecent<VotingSummary>('Votings', listRecentVotings, true);
  const batches = useRecent<VotingBatchSummary>(
    'Voting batches',
    listRecentVotingBatches,
    source === 'batch',
  );
  const [votingId, setVotingId] = useState<string | null>(null);
  const [batchId, setBatchId] = useState<string | null>(null);
  const [voters, setVoters] = useState<VotersChoice>('all');

  const isBatch = source === 'batch';
  const list = isBatch ? batches : votings;
  const chosenId = isBatch ? batchId : votingId;
  const batch = batches.status === 'ready' ? batches.items.find((item) => item.id === batchId) : undefined;

  let picker;
  if (list.status === 'failed') {
    picker = (
      <Text tone="muted">
        {isBatch ? t('communications.upload.batchesFailed') : t('communications.upload.votingsFailed')}
      </Text>
    );
  } else if (list.status === 'ready' && list.items.length === 0) {
    picker = (
      <Text tone="muted">
        {isBatch ? t('communications.upload.noBatches') : t('communications.upload.noVotings')}
      </Text>
    );
  } else {
    const loading = list.status === 'loading';
    picker = (
      <NativeSelect
        key={source}
        className={styles.votingField}
        label={isBatch ? t('communications.upload.batch') : t('communications.upload.voting')}
        placeholder={
          isBatch
            ? t(loading ? 'communications.upload.loadingBatches' : 'communications.upload.pickBatch')
            : t(loading ? 'communications.upload.loadingVotings' : 'communications.upload.pickVoting')
        }
        options={
          list.status === 'ready' ? list.items.map((item) => ({ id: item.id, label: item.title })) : []
        }
        selectedKey={chosenId}
        onSelectionChange={isBatch ? setBatchId : setVotingId}
        isDisabled={loading}
        description={
          isBatch
            ? [
                batch ? plural('communications.upload.batchFunds', batch.funds) : null,
                t('communications.upload.oneMessagePerHolder'),
              ]
                .filter(Boolean)
                .join(' ')
            : undefined
        }
      />
    );
  }

  return (
    <div className={styles.fromVoting} role="group" aria-labelledby="from-voting-title">
      <Heading level={3} size="sm" id="from-voting-title">
        {t('communications.upload.fromVotingTitle')}
      </Heading>
      <RadioGroup
        label={t('communications.upload.source')}
        value={source}
        onChange={(value) => setSource(value as Source)}
        orientation="horizontal"
      >
        <Radio value="voting">{t('communications.upload.sourceVoting')}</Radio>
        <Radio value="batch">{t('communications.upload.sourceBatch')}</Radio>
      </RadioGroup>
      <div className={styles.fromVotingFields}>
        {picker}
        <RadioGroup
          label={t('communications.upload.whichVoters')}
          value={voters}
          onChange={(value) => setVoters(value as VotersChoice)}
          orientation="horizontal"
        >
          <Radio value="all">{t('communications.upload.allVoters')}</Radio>
          <Radio value="pending">
            {isBatch ? t('communications.upload.pendingHolders') : t('communications.upload.pendingVoters')}
          </Radio>
        </RadioGroup>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isDisabled={!chosenId || isBusy}
          onPress={() => {
            if (!chosenId) return;
            void (isBatch ? takeBatchHolders(chosenId, voters) : takeVotingVoters(chosenId, voters));
          }}
        >
          {t('communications.upload.useVoters')}
        </Button>
      </div>
    </div>
  );
}
