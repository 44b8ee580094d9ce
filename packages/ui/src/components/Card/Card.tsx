import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import { Heading } from '../Typography/Typography';
import * as styles from './Card.css';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  titleLevel?: 1 | 2 | 3 | 4;
  /** Content at the end of the title row, e.g. an action button. */
  actions?: ReactNode;
  /** Rendered as a labelled region when given a title and `as="section"`. */
  as?: 'div' | 'section' | 'article';
  className?: string;
  children?: ReactNode;
}

export function Card({
  title,
  titleLevel = 2,
  actions,
  as: Element = 'div',
  className,
  children,
}: CardProps) {
  return (
    <Element className={cx(styles.card, className)}>
      {title || actions ? (
        <div className={styles.header}>
          {title ? (
            <Heading level={titleLevel} size="lg">
              {title}
            </Heading>
          ) : null}
          {actions}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
