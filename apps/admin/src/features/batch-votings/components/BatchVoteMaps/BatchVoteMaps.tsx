import { useId } from 'react';
import { VOTE_MAP_KINDS, titledFileName } from '@backoffice/domain';
import { Button, Card, Heading, Text } from '@backoffice/ui';
import * as styles from '@admin/components/DownloadList/DownloadList.css';
import { useT } from '@admin/lib/i18n';
import { useVoteMapDownload } from '@admin/lib/use-vote-map-download';
import { downloadBatchVoteMap } from '@admin/lib/vote-maps-api';

/**
 * The batch's vote maps (issue 19): each kind's download gives every fund's written map under one header (a fund
 * whose map is not written yet is left out; none written is said in the snackbar). Every role, OBSERVER included.
 */
export function BatchVoteMaps({ batchId, title }: { batchId: string; title: string }) {
  const t = useT();
  const headingId = useId();
  const { pending, download } = useVoteMapDownload((kind) => downloadBatchVoteMap(batchId, kind), {
    notReady: 'batchVotings.voteMaps.notReady',
    failed: 'batchVotings.voteMaps.failed',
  });
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
