import { useMemo } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { calendarDateOf } from '@backoffice/domain';
import { Heading, Text } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { calendarIssuesOf } from '../../stores/batch-calendar';
import { newBatch } from '../../stores/new-batch';
import { IssueList } from './IssueList';
import * as styles from './CalendarIssuesList.css';

/**
 * The financial-statement calendar as the operator picks the dates: each warning or block in the domain's words
 * (calendarIssueMessage), or that the dates pass. A polite live region, so a date change is announced without taking
 * the focus; the icon repeats what the words say (severity is written out, not only coloured).
 */
export function CalendarIssuesList() {
  const t = useT();
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
          <IssueList issues={issues} />
        )}
      </div>
    </section>
  );
}
