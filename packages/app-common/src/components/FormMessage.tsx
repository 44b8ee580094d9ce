import { Text } from '@backoffice/ui';

/**
 * A message about a whole form: an error is announced at once (role alert), a success politely (role status).
 * Rendered only when there is something to say, so each new message is announced.
 */
export function FormMessage({ tone, children }: { tone: 'danger' | 'success'; children: string | null }) {
  if (!children) return null;
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'}>
      <Text tone={tone}>{children}</Text>
    </div>
  );
}
