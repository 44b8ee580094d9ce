import { useMemo } from 'react';
import { AlertTriangle, CheckCircle2, OctagonX } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { calendarDateOf, calendarIssueMessage } from '@backoffice/domain';
import { Heading, Text } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { calendarIssuesOf } from '../../stores/batch-calendar';
import { newBatch } from '../../stores/new-batch';
import * as styles from './CalendarIssuesList.css';

/**
 * The financial-statement calendar as the operator picks the dates: each warning or block in the domain's words
 * (calendarIssueMessage), or that the dates pass. A polite live region, so a date change is announced without taking
 * the focus; the icon repeats what the words say (severity is written out, not only coloured).
 */
export function CalendarIssuesList() {
  const t = useT();
  const locale = useCurrentLocale();
  const state = useSnapshot(newBatch);
  const issues = useMemo(
    () =>
      calendarIssuesOf(
        {
          fiscalYearEnd: state.fiscalYearEnd,
          statementsAvailableOn: state.statementsAvailableOn,
          deadline: state.deadline,
          opensAt: state.opensAt,
          statementsLeadDays: state.statementsLeadDays,
          fundKind: state.fundKind,
        },
        calendarDateOf(new Date()),
      ),
    [
      state.fiscalYearEnd,
      state.statementsAvailableOn,
      state.deadline,
      state.opensAt,
      state.statementsLeadDays,
      state.fundKind,
    ],
  );
  return (
    <section className={styles.box} aria-labelledby="batch-calendar-title">
      <Heading level={2} size="sm" id="batch-calendar-title">
        {t('batchVotings.calendar.title')}
      </Heading>
      <div aria-live="polite">
        {issues === null ? (
          <Text tone="muted">{t('batchVotings.calendar.pickDates')}</Text>
        ) : issues.length === 0 ? (
          <p className={styles.issue}>
            <CheckCircle2 size={18} aria-hidden className={styles.ok} />
            <span>{t('batchVotings.calendar.allGood')}</span>
          </p>
        ) : (
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
        )}
      </div>
    </section>
  );
}
