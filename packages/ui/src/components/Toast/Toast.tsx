import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/shared.css';
import { toastStrings } from './Toast.strings';
import * as styles from './Toast.css';

export const toastTones = ['success', 'error', 'warning', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastContent {
  title: string;
  description?: string;
  /** Default 'info'. */
  tone?: ToastTone;
}

export interface ToastOptions {
  /** Closes after this many ms (default 3000); paused while the region is hovered or focused. `null`: stays. */
  timeout?: number | null;
  /** Called when the toast closes, by the user or by its timeout. */
  onClose?: () => void;
}

export const defaultToastTimeout = 3000;

/** A queue of toasts shown by a ToastRegion: `queue.add({ title, tone }, { timeout })` returns a key for `close`. */
export class ToastQueue extends RACToastQueue<ToastContent> {
  override add(content: ToastContent, options: ToastOptions = {}): string {
    const { timeout = defaultToastTimeout, onClose } = options;
    return super.add(content, { onClose, timeout: timeout ?? undefined });
  }
}

export function createToastQueue(options: { maxVisibleToasts?: number } = {}) {
  return new ToastQueue({ maxVisibleToasts: options.maxVisibleToasts ?? 5 });
}

/** The app's queue: render one `<ToastRegion />` inside UiProvider, then `toastQueue.add(...)` from anywhere. */
export const toastQueue = createToastQueue();

export interface ToastRegionProps {
  /** Default: the shared `toastQueue`. */
  queue?: ToastQueue;
  /** Name of the landmark. Default 'Notificações' in the UiProvider locale. */
  'aria-label'?: string;
  /** Accessible name of each close button. Default 'Fechar' in the UiProvider locale. */
  closeLabel?: string;
  className?: string;
}

const toneIcons: Record<ToastTone, ReactNode> = {
  success: <CheckCircle2 size={20} aria-hidden />,
  error: <XCircle size={20} aria-hidden />,
  warning: <AlertTriangle size={20} aria-hidden />,
  info: <Info size={20} aria-hidden />,
};

/**
 * Where toasts appear: a landmark at the bottom of the screen. Each toast is announced, can be reached with F6 or
 * Tab, pauses its countdown while hovered or focused, and has a close button.
 */
export function ToastRegion({
  queue = toastQueue,
  'aria-label': ariaLabel,
  closeLabel,
  className,
}: ToastRegionProps) {
  const t = useUiStrings(toastStrings);
  return (
    <RACToastRegion
      queue={queue}
      aria-label={ariaLabel ?? t('region')}
      className={cx(styles.region, className)}
    >
      {({ toast }) => {
        const tone = toast.content.tone ?? 'info';
        return (
          <RACToast toast={toast} data-tone={tone} className={cx(styles.toast, styles.tone[tone])}>
            <span className={cx(styles.iconBox, styles.icon[tone])}>{toneIcons[tone]}</span>
            <RACToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                <span className={visuallyHidden}>{t(tone)}:</span> {toast.content.title}
              </Text>
              {toast.content.description ? (
                <Text slot="description" className={styles.description}>
                  {toast.content.description}
                </Text>
              ) : null}
            </RACToastContent>
            <IconButton
              slot="close"
              size="sm"
              aria-label={closeLabel ?? t('close')}
              icon={<X size={18} aria-hidden />}
              className={styles.close}
            />
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
