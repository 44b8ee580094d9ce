import type { CommunicationStatus } from '@backoffice/api-client';
import { Badge, type BadgeTone } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';

const tones: Record<CommunicationStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

/** A communication's status as a labelled badge (the word says it; the colour only repeats it). */
export function CommunicationStatusBadge({ status }: { status: CommunicationStatus }) {
  const t = useT();
  return <Badge tone={tones[status]}>{t(`communications.status.${status}`)}</Badge>;
}
