import { useRef } from 'react';
import { CalendarClock } from 'lucide-react';
import { Heading } from '@backoffice/ui';
import { focusHeadingIn } from '../../../../lib/focus-heading';
import { useT } from '../../../../lib/i18n';
import type { PortalVoting } from '../../api/types';
import { usePortalFormats } from '../shared/use-portal-formats';
import { SignOutButton } from '../SignOutButton/SignOutButton';
import * as styles from './VotingHeader.css';

export interface VotingHeaderProps {
  voting: Pick<PortalVoting, 'title' | 'description' | 'deadline' | 'company'>;
  /** The deadline line; off where the page says something else about dates (a scheduled voting). */
  showDeadline?: boolean;
  /** The voter is signed in: "Sair" shows beside the company; after it, the title (h1) takes the focus. */
  signOut?: boolean;
}

/** The voting as the link opens it: the company (logo and name), the title (the page's h1), the deadline in Brasília. */
export function VotingHeader({ voting, showDeadline = true, signOut = false }: VotingHeaderProps) {
  const t = useT();
  const formats = usePortalFormats();
  const ref = useRef<HTMLElement>(null);
  const focusTitle = () => focusHeadingIn(ref.current, 'h1');
  return (
    <header ref={ref} className={styles.header}>
      <div className={styles.top}>
        <div className={styles.company}>
          {/* The name is written beside it: the logo adds nothing for a screen reader. */}
          {voting.company.logoUrl ? (
            <img src={voting.company.logoUrl} alt="" className={styles.logo} />
          ) : null}
          <span className={styles.companyName} dir="auto">
            {voting.company.name}
          </span>
        </div>
        {signOut ? <SignOutButton onSignedOut={focusTitle} /> : null}
      </div>
      {/* The organisers' texts keep their own direction inside an Arabic page. */}
      <Heading level={1} size="xl" className={styles.title}>
        <span dir="auto">{voting.title}</span>
      </Heading>
      {voting.description ? (
        <p className={styles.description} dir="auto">
          {voting.description}
        </p>
      ) : null}
      {showDeadline ? (
        <p className={styles.deadline}>
          <CalendarClock size={20} aria-hidden />
          <span>{t('portal.opening.deadline', { date: formats.dateTime(voting.deadline) })}</span>
        </p>
      ) : null}
    </header>
  );
}
