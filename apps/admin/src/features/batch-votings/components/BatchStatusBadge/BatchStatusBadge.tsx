import type { VotingBatchStatus } from '@backoffice/api-client';
import { batchVotingText } from '@backoffice/domain';
import { Badge, type BadgeTone } from '@backoffice/ui';
import { useCurrentLocale } from '@admin/lib/i18n';

const tones: Record<VotingBatchStatus, BadgeTone> = {
  draft: 'neutral',
  partly_published: 'warning',
  scheduled: 'info',
  open: 'success',
  closed: 'primary',
  cancelled: 'danger',
};

/**
 * A batch's status as a labelled badge, in the domain's words (batchVotingText's batchStatuses, the ones the API's
 * reports use); the colour only repeats the word.
 */
export function BatchStatusBadge({ status }: { status: VotingBatchStatus }) {
  const locale = useCurrentLocale();
  return <Badge tone={tones[status]}>{batchVotingText(locale).batchStatuses[status]}</Badge>;
}
