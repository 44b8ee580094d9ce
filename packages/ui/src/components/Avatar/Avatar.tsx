import { useState } from 'react';
import { cx } from '../private/cx';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;

export interface AvatarProps {
  /** Photo URL; when missing or broken the initial of `name` is shown. */
  src?: string | null;
  name: string;
  size?: (typeof avatarSizes)[number];
  /** When the name is already written next to the avatar, hide it from assistive technology. */
  isDecorative?: boolean;
  className?: string;
}

/** First letter of the name (first grapheme, upper-cased in the name's own script); '?' when empty. */
export function initialOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  const [first] = Array.from(trimmed);
  return (first ?? '?').toLocaleUpperCase();
}

export function Avatar({ src, name, size = 'md', isDecorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = isDecorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <span className={cx(styles.root, styles.size[size], className)} {...a11y}>
      {showImage ? (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt=""
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span aria-hidden="true">{initialOf(name)}</span>
      )}
    </span>
  );
}
