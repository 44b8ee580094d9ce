import { useId, type ReactNode } from 'react';
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
  /** Names the card (a region when `as="section"`) by another element, e.g. a heading of its own content. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  children?: ReactNode;
}

export function Card({
  title,
  titleLevel = 2,
  actions,
  as: Element = 'div',
  className,
  children,
  'aria-labelledby': labelledBy,
  'aria-label': label,
}: CardProps) {
  const titleId = useId();
  // A section or article is named by its own title unless named otherwise; a plain div only when asked.
  const ownTitle = Element !== 'div' && title ? titleId : undefined;
  const named = label ? { 'aria-label': label } : { 'aria-labelledby': labelledBy ?? ownTitle };
  return (
    <Element className={cx(styles.card, className)} {...named}>
      {title || actions ? (
        <div className={styles.header}>
          {title ? (
            <Heading level={titleLevel} size="lg" id={titleId}>
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
