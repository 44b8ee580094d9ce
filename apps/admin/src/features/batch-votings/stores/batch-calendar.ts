import {
  CALL_LEAD_DAYS,
  financialStatementCalendarIssues,
  isCalendarDate,
  type CalendarIssue,
  type FundKind,
} from '@backoffice/domain';

// The financial-statement calendar as the operator picks the dates: the domain's rule
// (financialStatementCalendarIssues) over the form's values, before anything is sent. The server applies the same
// rule and refuses publishing while a blocking issue stands.

export interface CalendarInputs {
  fiscalYearEnd: string | null;
  statementsAvailableOn: string | null;
  /** The wall-clock deadline ('2026-04-28T18:00:00'): the meeting is its date. */
  deadline: string | null;
  /** The wall-clock opening, or null to open when published (today). */
  opensAt: string | null;
  statementsLeadDays: number;
  fundKind: FundKind;
}

const dateOf = (local: string | null) =>
  local && isCalendarDate(local.slice(0, 10)) ? local.slice(0, 10) : null;

/** The calendar's issues, or null while the fiscal year end or the deadline is not chosen yet. */
export function calendarIssuesOf(inputs: CalendarInputs, today: string): CalendarIssue[] | null {
  const fiscalYearEnd = dateOf(inputs.fiscalYearEnd);
  const meetingDate = dateOf(inputs.deadline);
  if (!fiscalYearEnd || !meetingDate) return null;
  return financialStatementCalendarIssues(
    {
      fiscalYearEnd,
      meetingDate,
      callDate: dateOf(inputs.opensAt) ?? today,
      statementsAvailableOn: dateOf(inputs.statementsAvailableOn),
    },
    { statementsLeadDays: inputs.statementsLeadDays, callLeadDays: CALL_LEAD_DAYS[inputs.fundKind].ordinary },
  );
}
