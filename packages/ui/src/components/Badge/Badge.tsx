import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'primary', 'info', 'success', 'warning', 'danger'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}

/** A short status or count label; its text is its accessible content. */
export function Badge({ tone = 'neutral', className, children }: BadgeProps) {
  return <span className={cx(styles.tone[tone], className)}>{children}</span>;
}
