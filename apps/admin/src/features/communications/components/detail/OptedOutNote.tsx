import type { Communication } from '@backoffice/api-client';
import { Text } from '@backoffice/ui';
import { usePlural } from '@admin/lib/plural';

/**
 * A marketing communication's recipients left out because they withdrew consent ("SAIR", an unsubscribe): before
 * sending, who will be; afterwards, who were. Nothing when none is.
 */
export function OptedOutNote({ communication }: { communication: Communication }) {
  const plural = usePlural();
  const count = communication.optedOut ?? 0;
  if (count === 0) return null;
  const before = communication.status === 'draft' || communication.status === 'scheduled';
  return (
    <Text size="sm" tone="muted">
      {plural(
        before ? 'communications.detail.optedOut.before' : 'communications.detail.optedOut.after',
        count,
      )}
    </Text>
  );
}
