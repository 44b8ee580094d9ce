import type { VoteMapKind } from '@backoffice/api-client';
import { problemCodeOf } from '@admin/lib/api-client';
import type { TranslationKey } from '@admin/lib/i18n';
import { useFileDownload } from '@admin/lib/use-file-download';

/**
 * Downloads a vote map (a voting's or a batch's) and saves it as `fileName`; a map not written yet (409
 * vote_map_not_ready) or a failure is said in the snackbar in the screen's `messages`.
 */
export function useVoteMapDownload(
  read: (kind: VoteMapKind) => Promise<Blob>,
  messages: { notReady: TranslationKey; failed: TranslationKey },
) {
  return useFileDownload(read, (error) =>
    problemCodeOf(error) === 'vote_map_not_ready' ? messages.notReady : messages.failed,
  );
}
