import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './BrandLogo.css';

export interface BrandLogoProps {
  /** The product's or company's name: the accessible text of the logo. */
  name: string;
  /** A company's logo image (run-time brand); decorative, since the name is beside it. */
  logoSrc?: string | null;
  /** The product's own mark (an SVG), used when there is no `logoSrc`. Decorative. */
  mark?: ReactNode;
  /** Below the small breakpoint only the mark shows (the name stays for screen readers). */
  compact?: boolean;
  className?: string;
}

/** A mark (image or SVG) and a name, e.g. in the top bar or above a sign-in form. */
export function BrandLogo({ name, logoSrc, mark, compact = false, className }: BrandLogoProps) {
  const visual = logoSrc ? <img src={logoSrc} alt="" className={styles.image} /> : mark;
  return (
    <span className={cx(styles.logo, className)}>
      {visual ? (
        <span className={styles.mark} aria-hidden="true">
          {visual}
        </span>
      ) : null}
      <span className={cx(styles.name, compact && styles.nameCompact)}>{name}</span>
    </span>
  );
}
