import type { ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { Button, EmptyState } from '@backoffice/ui';

export interface LoadErrorStateProps {
  /** What could not be loaded, e.g. 'Não foi possível carregar os usuários'. */
  title: string;
  /** What the user can do about it. */
  description?: string;
  /** The retry button's text. */
  retryLabel: string;
  onRetry: () => unknown;
  /** Another icon than the alert circle (40 px, hidden from assistive technology). */
  icon?: ReactNode;
}

/**
 * What a screen shows in place of what it could not load: an announced alert (role alert) saying so, with a retry.
 * Its title is a level-2 heading under the screen's title.
 */
export function LoadErrorState({ title, description, retryLabel, onRetry, icon }: LoadErrorStateProps) {
  return (
    <div role="alert">
      <EmptyState
        icon={icon ?? <AlertCircle size={40} aria-hidden />}
        title={title}
        description={description}
        titleLevel={2}
        action={
          <Button variant="secondary" onPress={() => void onRetry()}>
            {retryLabel}
          </Button>
        }
      />
    </div>
  );
}
