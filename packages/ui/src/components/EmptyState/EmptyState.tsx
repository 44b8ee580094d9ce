import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import { Heading, Text } from '../Typography/Typography';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** An action below the text, e.g. a Button. */
  action?: ReactNode;
  titleLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({ title, description, icon, action, titleLevel = 3, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading level={titleLevel} size="sm" className={styles.title}>
        {title}
      </Heading>
      {description ? (
        <Text size="sm" tone="muted">
          {description}
        </Text>
      ) : null}
      {action}
    </div>
  );
}
