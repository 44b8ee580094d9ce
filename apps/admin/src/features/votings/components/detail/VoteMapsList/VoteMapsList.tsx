import { useEffect, useId, useState } from 'react';
import type { VoteMap, VoteMapKind } from '@backoffice/api-client';
import { titledFileName } from '@backoffice/domain';
import { Button, Card, Heading } from '@backoffice/ui';
import { SignedOutError } from '@admin/lib/api-client';
import { useT } from '@admin/lib/i18n';
import { useFormats } from '../use-formats';
import * as styles from '@admin/components/DownloadList/DownloadList.css';
import { useVoteMapDownload } from '@admin/lib/use-vote-map-download';
import { downloadFundVoteMap, listVoteMaps } from '@admin/lib/vote-maps-api';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; maps: VoteMap[] };

/**
 * A batch fund's vote maps (issue 19) in the voting detail: each with the day it is due and, once its job wrote it,
 * when, and its download (every role, OBSERVER included). Nothing for a voting outside a batch (no maps).
 */
export function VoteMapsList({ votingId, title }: { votingId: string; title: string }) {
  const t = useT();
  const formats = useFormats();
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const { pending, download } = useVoteMapDownload((kind) => downloadFundVoteMap(votingId, kind), {
    notReady: 'votings.detail.voteMaps.notReady',
    failed: 'votings.detail.voteMaps.failed',
  });

  useEffect(() => {
    let current = true;
    listVoteMaps(votingId).then(
      (maps) => current && setLoaded({ status: 'ready', maps }),
      (error: unknown) => current && !(error instanceof SignedOutError) && setLoaded({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [votingId]);

  if (loaded.status === 'loading' || (loaded.status === 'ready' && !loaded.maps.length)) return null;

  const kindName = (kind: VoteMapKind) => t(`votings.detail.voteMaps.kinds.${kind}`);
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <Heading level={2} size="lg" id={headingId}>
        {t('votings.detail.voteMaps.title')}
      </Heading>
      {loaded.status === 'failed' ? (
        <p role="alert">{t('votings.detail.voteMaps.loadFailed')}</p>
      ) : (
        <ul className={styles.list}>
          {loaded.maps.map((map) => (
            <li key={map.kind} className={styles.row}>
              <span className={styles.text}>
                <strong>{kindName(map.kind)}</strong>
                <span className={styles.hint}>
                  {map.generatedAt
                    ? t('votings.detail.voteMaps.generatedAt', { at: formats.dateTime(map.generatedAt) })
                    : t('votings.detail.voteMaps.dueAt', { at: formats.dateTime(map.dueAt) })}
                </span>
              </span>
              {map.generatedAt ? (
                <Button
                  variant="secondary"
                  isPending={pending === map.kind}
                  aria-label={t('votings.detail.voteMaps.downloadNamed', { name: kindName(map.kind) })}
                  onPress={() =>
                    void download(
                      map.kind,
                      titledFileName(t(`votings.detail.voteMaps.files.${map.kind}`), title, 'csv'),
                    )
                  }
                >
                  {t('votings.detail.voteMaps.download')}
                </Button>
              ) : (
                <span className={styles.hint}>{t('votings.detail.voteMaps.notYet')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
