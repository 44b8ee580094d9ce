import { AlertTriangle, OctagonX } from 'lucide-react';
import type { CalendarIssue } from '@backoffice/domain';
import { calendarIssueMessage } from '@backoffice/domain';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import * as styles from './CalendarIssuesList.css';

/**
 * Financial-statement calendar issues in the domain's words (calendarIssueMessage), each led by its severity in
 * words ('Impede a publicação:' / 'Atenção:'); the icon only repeats it.
 */
export function IssueList({ issues }: { issues: readonly CalendarIssue[] }) {
  const t = useT();
  const locale = useCurrentLocale();
  return (
    <ul className={styles.list}>
      {issues.map((issue) => (
        <li key={issue.code} className={styles.issue}>
          {issue.severity === 'blocking' ? (
            <OctagonX size={18} aria-hidden className={styles.blocking} />
          ) : (
            <AlertTriangle size={18} aria-hidden className={styles.warning} />
          )}
          <span>
            <strong>
              {issue.severity === 'blocking'
                ? t('batchVotings.calendar.blocking')
                : t('batchVotings.calendar.warning')}
            </strong>{' '}
            {calendarIssueMessage(locale, issue)}
          </span>
        </li>
      ))}
    </ul>
  );
}
