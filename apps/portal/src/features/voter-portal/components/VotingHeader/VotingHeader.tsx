import { useRef } from 'react';
import { CalendarClock } from 'lucide-react';
import { Heading } from '@backoffice/ui';
import { focusHeadingIn } from '@backoffice/app-common';
import { useT } from '@portal/lib/i18n';
import type { PortalVoting } from '../../api/types';
import { usePortalFormats } from '../shared/use-portal-formats';
import { SignOutButton } from '../SignOutButton/SignOutButton';
import * as styles from './VotingHeader.css';

export interface VotingHeaderProps {
  voting: Pick<PortalVoting, 'title' | 'description' | 'deadline'>;
  /** The deadline line; off where the page says something else about dates (a scheduled voting). */
  showDeadline?: boolean;
  /** The voter is signed in: "Sair" shows beside the title; after it, the title (h1) takes the focus. */
  signOut?: boolean;
  /**
   * After the first screen: the title smaller, the description left out (the voter read it there), the deadline on a
   * short line — on a phone the step itself comes into view, not the voting's heading again.
   */
  compact?: boolean;
}

/**
 * The voting as the link opens it: the title (the page's h1), its description and the deadline in Brasília. The
 * company is in the portal's bar, on every step.
 */
export function VotingHeader({
  voting,
  showDeadline = true,
  signOut = false,
  compact = false,
}: VotingHeaderProps) {
  const t = useT();
  const formats = usePortalFormats();
  const ref = useRef<HTMLElement>(null);
  const focusTitle = () => focusHeadingIn(ref.current, 'h1');
  return (
    <header ref={ref} className={compact ? styles.headerCompact : styles.header}>
      <div className={styles.top}>
        {/* The organisers' texts keep their own direction inside an Arabic page. */}
        <Heading
          level={1}
          size={compact ? 'md' : 'xl'}
          className={compact ? styles.titleCompact : styles.title}
        >
          <span dir="auto">{voting.title}</span>
        </Heading>
        {signOut ? <SignOutButton onSignedOut={focusTitle} /> : null}
      </div>
      {voting.description && !compact ? (
        <p className={styles.description} dir="auto">
          {voting.description}
        </p>
      ) : null}
      {showDeadline ? (
        <p className={compact ? styles.deadlineCompact : styles.deadline}>
          <CalendarClock size={compact ? 16 : 20} aria-hidden className={styles.deadlineIcon} />
          <span>{t('portal.opening.deadline', { date: formats.dateTime(voting.deadline) })}</span>
        </p>
      ) : null}
    </header>
  );
}
