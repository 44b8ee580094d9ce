import type { VotingStatus } from '@backoffice/api-client';
import { Badge, type BadgeTone } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';

const tones: Record<VotingStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  open: 'success',
  closed: 'primary',
  cancelled: 'danger',
};

/** A voting's status as a labelled badge (the word says it; the colour only repeats it). */
export function VotingStatusBadge({ status }: { status: VotingStatus }) {
  const t = useT();
  return <Badge tone={tones[status]}>{t(`common.votingStatus.${status}`)}</Badge>;
}
