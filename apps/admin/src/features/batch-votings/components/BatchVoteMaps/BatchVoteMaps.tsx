import { VOTE_MAP_KINDS, titledFileName } from '@backoffice/domain';
import { Button, Card, Heading, Text } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { useId, useState } from 'react';
import type { VoteMapKind } from '@backoffice/api-client';
import { api, problemCodeOf, SignedOutError, unwrap } from '@admin/lib/api-client';
import { hideMessage, showError } from '@admin/stores/ui';
import * as styles from './BatchVoteMaps.css';

/** GET /voting-batches/{batchId}/vote-maps/{kind}.csv (downloadBatchVoteMap): every fund's written map of a kind. */
async function downloadBatchVoteMap(batchId: string, kind: VoteMapKind): Promise<Blob> {
  const { data } = await api.GET('/voting-batches/{batchId}/vote-maps/{kind}.csv', {
    params: { path: { batchId, kind } },
    parseAs: 'blob',
  });
  return unwrap(data);
}

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The batch's vote maps (issue 19): each kind's download gives every fund's written map under one header (a fund
 * whose map is not written yet is left out; none written is said in the snackbar). Every role, OBSERVER included.
 */
export function BatchVoteMaps({ batchId, title }: { batchId: string; title: string }) {
  const t = useT();
  const headingId = useId();
  const [pending, setPending] = useState<VoteMapKind | null>(null);
  async function download(kind: VoteMapKind, fileName: string) {
    hideMessage();
    setPending(kind);
    try {
      saveFile(await downloadBatchVoteMap(batchId, kind), fileName);
    } catch (error) {
      if (error instanceof SignedOutError) return;
      const notReady = problemCodeOf(error) === 'vote_map_not_ready';
      showError(notReady ? 'batchVotings.voteMaps.notReady' : 'batchVotings.voteMaps.failed');
    } finally {
      setPending(null);
    }
  }
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <Heading level={2} size="lg" id={headingId}>
        {t('batchVotings.voteMaps.title')}
      </Heading>
      <Text>{t('batchVotings.voteMaps.intro')}</Text>
      <ul className={styles.list}>
        {VOTE_MAP_KINDS.map((kind) => {
          const name = t(`batchVotings.voteMaps.kinds.${kind}`);
          return (
            <li key={kind} className={styles.row}>
              <strong>{name}</strong>
              <Button
                variant="secondary"
                isPending={pending === kind}
                aria-label={t('batchVotings.voteMaps.downloadNamed', { name })}
                onPress={() =>
                  void download(kind, titledFileName(t(`batchVotings.voteMaps.files.${kind}`), title, 'csv'))
                }
              >
                {t('batchVotings.voteMaps.download')}
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
