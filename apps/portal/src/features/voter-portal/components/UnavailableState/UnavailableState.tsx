import type { ReactNode } from 'react';
import { AlertCircle, Ban, CalendarClock, CalendarX, Link2Off, LockKeyhole } from 'lucide-react';
import { Button, Heading, Text } from '@backoffice/ui';
import { useT, type TranslationKey } from '@portal/lib/i18n';
import { usePortalFormats } from '../shared/use-portal-formats';
import * as styles from './UnavailableState.css';

export const unavailableKinds = ['closed', 'cancelled', 'scheduled', 'voided', 'notFound', 'failed'] as const;
export type UnavailableKind = (typeof unavailableKinds)[number];

const texts: Record<
  UnavailableKind,
  { title: TranslationKey; description: TranslationKey; icon: ReactNode }
> = {
  closed: {
    title: 'portal.unavailable.closedTitle',
    description: 'portal.unavailable.closedDescription',
    icon: <CalendarX size={40} aria-hidden />,
  },
  cancelled: {
    title: 'portal.unavailable.cancelledTitle',
    description: 'portal.unavailable.cancelledDescription',
    icon: <Ban size={40} aria-hidden />,
  },
  scheduled: {
    title: 'portal.unavailable.scheduledTitle',
    description: 'portal.unavailable.scheduledDescription',
    icon: <CalendarClock size={40} aria-hidden />,
  },
  voided: {
    title: 'portal.unavailable.voidedTitle',
    description: 'portal.unavailable.voidedDescription',
    icon: <LockKeyhole size={40} aria-hidden />,
  },
  notFound: {
    title: 'portal.unavailable.notFoundTitle',
    description: 'portal.unavailable.notFoundDescription',
    icon: <Link2Off size={40} aria-hidden />,
  },
  failed: {
    title: 'portal.unavailable.failedTitle',
    description: 'portal.unavailable.failedDescription',
    icon: <AlertCircle size={40} aria-hidden />,
  },
};

export interface UnavailableStateProps {
  kind: UnavailableKind;
  /** The deadline (closed) or the opening (scheduled), ISO. */
  date?: string | null;
  /** A way to try again (failed). */
  onRetry?: () => void;
  /** The page's h1 when nothing else gives one (an unknown link); else the title is a level-2 heading. */
  titleLevel?: 1 | 2;
}

/** Why the link cannot be used now: closed, cancelled, not open yet, voided voter, unknown link, or a failed read. */
export function UnavailableState({ kind, date, onRetry, titleLevel = 2 }: UnavailableStateProps) {
  const t = useT();
  const formats = usePortalFormats();
  const text = texts[kind];
  return (
    <section className={styles.root} role={kind === 'failed' ? 'alert' : undefined}>
      <span className={styles.icon}>{text.icon}</span>
      <Heading level={titleLevel} size={titleLevel === 1 ? 'xl' : 'lg'}>
        {t(text.title)}
      </Heading>
      <Text tone="muted">{t(text.description, { date: date ? formats.dateTime(date) : '' })}</Text>
      {onRetry ? (
        <Button variant="secondary" size="lg" onPress={onRetry}>
          {t('portal.unavailable.retry')}
        </Button>
      ) : null}
    </section>
  );
}
