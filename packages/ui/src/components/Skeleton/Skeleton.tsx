import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../private/cx';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** 'text' (lines of text, the last one shorter), 'rect' (a card, an image, a chart) or 'circle' (an avatar). */
  shape?: SkeletonShape;
  /** Number of lines of a 'text' skeleton. Default 1. */
  lines?: number;
  /** CSS length or px. Defaults: the full width for text and rect, 2.5rem for a circle. */
  width?: number | string;
  /** CSS length or px of a rect (default 6rem) or circle (default: its width). Text follows the font size. */
  height?: number | string;
  className?: string;
}

/**
 * A placeholder for content that is loading. It is hidden from assistive technology: the region being loaded
 * takes `aria-busy="true"` and says what is loading (e.g. a visually hidden 'Carregando votações').
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  const style = assignInlineVars({
    ...(width != null ? { [styles.width]: toLength(width) } : {}),
    ...(height != null ? { [styles.height]: toLength(height) } : {}),
  });
  if (shape !== 'text') {
    return (
      <span
        aria-hidden="true"
        data-shape={shape}
        className={cx(shape === 'circle' ? styles.circle : styles.rect, className)}
        style={style}
      />
    );
  }
  return (
    <span aria-hidden="true" data-shape="text" className={cx(styles.lines, className)} style={style}>
      {Array.from({ length: Math.max(1, Math.floor(lines)) }, (_, index) => (
        <span key={index} className={styles.line} />
      ))}
    </span>
  );
}

function toLength(value: number | string) {
  return typeof value === 'number' ? `${value}px` : value;
}
