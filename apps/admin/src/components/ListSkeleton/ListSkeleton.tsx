import { Skeleton } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/app-common';
import * as styles from './ListSkeleton.css';

export interface ListSkeletonProps {
  /** What is loading, announced once (e.g. 'Carregando usuários…'); not shown. */
  label: string;
  /** How many placeholder rows stand in for the table. */
  rows?: number;
}

/** A list's first page while it loads: a busy region of row-sized placeholders that says what is loading. */
export function ListSkeleton({ label, rows = 6 }: ListSkeletonProps) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="rect" height="2.75rem" />
      ))}
    </div>
  );
}
