import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { cx } from '../private/cx';
import { Button } from '../Button/Button';
import { Heading, Text } from '../Typography/Typography';
import * as styles from './ErrorFallback.css';

export interface ErrorFallbackProps {
  title: ReactNode;
  description?: ReactNode;
  /** Label of the recovery button (e.g. 'Recarregar'); the button shows only with `onAction`. */
  actionLabel?: string;
  onAction?: () => void;
  titleLevel?: 1 | 2 | 3;
  className?: string;
}

export function ErrorFallback({
  title,
  description,
  actionLabel,
  onAction,
  titleLevel = 1,
  className,
}: ErrorFallbackProps) {
  return (
    <div role="alert" className={cx(styles.root, className)}>
      <AlertTriangle size={48} aria-hidden className={styles.icon} />
      <Heading level={titleLevel} size="xl">
        {title}
      </Heading>
      {description ? <Text tone="muted">{description}</Text> : null}
      {actionLabel && onAction ? <Button onPress={onAction}>{actionLabel}</Button> : null}
    </div>
  );
}
