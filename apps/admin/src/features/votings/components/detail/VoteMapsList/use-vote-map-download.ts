import { useState } from 'react';
import type { VoteMapKind } from '@backoffice/api-client';
import { problemCodeOf, SignedOutError } from '@admin/lib/api-client';
import type { TranslationKey } from '@admin/lib/i18n';
import { hideMessage, showError } from '@admin/stores/ui';
import { saveFile } from '../../save-file';

/**
 * Downloads a vote map and saves it as `fileName`; a map not written yet (409 vote_map_not_ready) or a failure is
 * said in the snackbar in the screen's `messages`. `pending` is the kind being downloaded.
 */
export function useVoteMapDownload(
  read: (kind: VoteMapKind) => Promise<Blob>,
  messages: { notReady: TranslationKey; failed: TranslationKey },
) {
  const [pending, setPending] = useState<VoteMapKind | null>(null);
  async function download(kind: VoteMapKind, fileName: string) {
    hideMessage();
    setPending(kind);
    try {
      saveFile(await read(kind), fileName);
    } catch (error) {
      if (error instanceof SignedOutError) return;
      const code = problemCodeOf(error);
      showError(code === 'vote_map_not_ready' ? messages.notReady : messages.failed);
    } finally {
      setPending(null);
    }
  }
  return { pending, download };
}
