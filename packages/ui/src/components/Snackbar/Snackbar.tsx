import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { cx } from '../private/cx';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Snackbar.css';

export const snackbarTones = ['success', 'error', 'warning', 'info'] as const;
export type SnackbarTone = (typeof snackbarTones)[number];

export interface SnackbarProps {
  message: ReactNode;
  tone?: SnackbarTone;
  /** Hides after this many ms (default 3000); the countdown pauses while hovered or focused. `null` keeps it open. */
  autoHideMs?: number | null;
  onClose: () => void;
  /** Accessible name of the close button, e.g. 'Fechar'. */
  closeLabel: string;
  /** Default true; false renders nothing. */
  isOpen?: boolean;
  className?: string;
}

const toneIcons: Record<SnackbarTone, ReactNode> = {
  success: <CheckCircle2 size={20} aria-hidden />,
  error: <XCircle size={20} aria-hidden />,
  warning: <AlertTriangle size={20} aria-hidden />,
  info: <Info size={20} aria-hidden />,
};

export function Snackbar({
  message,
  tone = 'info',
  autoHideMs = 3000,
  onClose,
  closeLabel,
  isOpen = true,
  className,
}: SnackbarProps) {
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  const isPaused = isHovered || isFocused;
  useEffect(() => {
    if (!isOpen || isPaused || autoHideMs == null) return;
    const timer = setTimeout(() => onCloseRef.current(), autoHideMs);
    return () => clearTimeout(timer);
  }, [isOpen, isPaused, autoHideMs, message]);

  if (!isOpen) return null;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(styles.root, styles.tone[tone], className)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <span className={styles.icon}>{toneIcons[tone]}</span>
      <span className={styles.message}>{message}</span>
      <IconButton size="sm" aria-label={closeLabel} icon={<X size={18} aria-hidden />} onPress={onClose} />
    </div>
  );
}
