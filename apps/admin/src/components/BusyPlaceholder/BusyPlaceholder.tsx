import { Skeleton } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/app-common';
import * as styles from './BusyPlaceholder.css';

export interface BusyPlaceholderProps {
  /** What is loading, announced once (e.g. 'Carregando a etapa…'); not shown. */
  label: string;
  /** The heights of the blocks that stand in for what is loading, top to bottom. */
  heights?: readonly string[];
}

/** A part of a screen on its way (a draft, a step's or a tab's code): a busy region of its size that says so. */
export function BusyPlaceholder({ label, heights = ['16rem'] }: BusyPlaceholderProps) {
  return (
    <div className={styles.placeholder} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {heights.map((height, index) => (
        <Skeleton key={index} shape="rect" height={height} />
      ))}
    </div>
  );
}
