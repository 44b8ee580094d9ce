// The calendar of a fund's yearly approval of its financial statements (the ordinary assembly, AGO, here held as an
// electronic consultation whose deadline is the meeting date), checked before a batch or a child voting is
// published. Each problem is a code with its figures; the words are in batchVotingText (pt-BR first).
//
// The rules (CVM Resolution 175 and its FII annex; ../shared/spec/domain-notes.md — each limit is a setting with
// the legal figure as its default, since fund regulations may ask for more):
// - The AGO is held within 120 days of the fiscal year end. Later is a warning, not a block: a late approval is
//   still owed and still has to be held; the screens say it is late.
// - The statements (with the auditor's report) are available to holders at least 15 days before (many FII
//   regulations, after ICVM 472, say 30): blocking, as a deliberation on documents the holders could not read in time
//   can be annulled.
// - The call goes out with a minimum notice: 10 days for funds in general, 30 for an FII's ordinary assembly and 15
//   for its extraordinary ones (an electronic consultation counts the same notice up to its deadline): blocking.
// All of these count calendar days ("dias corridos"); only the vote maps count business days (businessDays.ts).
import { addBusinessDays, nextBusinessDay } from './businessDays.ts';
import { addCalendarDays, calendarDaysBetween, type CalendarDate } from './calendarDate.ts';

export const AGO_WITHIN_DAYS = 120;
export const STATEMENTS_LEAD_DAYS = 15;

/** An FII (fundo de investimento imobiliário), or any other fund under CVM Resolution 175. */
export type FundKind = 'fii' | 'other';
export type AssemblyKind = 'ordinary' | 'extraordinary';

/** Minimum calendar days between the call and the meeting. */
export const CALL_LEAD_DAYS: Readonly<Record<FundKind, Readonly<Record<AssemblyKind, number>>>> = {
  fii: { ordinary: 30, extraordinary: 15 },
  other: { ordinary: 10, extraordinary: 10 },
};

export interface FinancialStatementDates {
  fiscalYearEnd: CalendarDate;
  /** The meeting: the Brasília date of the consultation's deadline. */
  meetingDate: CalendarDate;
  /** When the call goes out: the date the voting opens and its invitations leave. */
  callDate: CalendarDate;
  /** When the statements and the auditor's report are available to the holders; null while not known. */
  statementsAvailableOn: CalendarDate | null;
}

export interface FinancialStatementRules {
  /** Days the statements are available before the meeting (15; 30 in many FII regulations). */
  statementsLeadDays: number;
  /** Days between the call and the meeting. */
  callLeadDays: number;
}

/** The legal defaults for a fund's AGO. */
export const financialStatementRules = (fund: FundKind): FinancialStatementRules => ({
  statementsLeadDays: STATEMENTS_LEAD_DAYS,
  callLeadDays: CALL_LEAD_DAYS[fund].ordinary,
});

export const CALENDAR_ISSUE_CODES = [
  /** Blocking: the meeting is not after the fiscal year end. */
  'meeting_not_after_fiscal_year_end',
  /** Warning: later than 120 days after the fiscal year end. */
  'meeting_late',
  /** Blocking: no date for the statements yet. */
  'statements_date_missing',
  /** Blocking: statements dated on or before the fiscal year end they report on. */
  'statements_before_fiscal_year_end',
  /** Blocking: available fewer days before the meeting than required. */
  'statements_late',
  /** Blocking: fewer days between the call and the meeting than required. */
  'call_notice_too_short',
] as const;
export type CalendarIssueCode = (typeof CALENDAR_ISSUE_CODES)[number];

export type CalendarIssueSeverity = 'blocking' | 'warning';

export interface CalendarIssue {
  code: CalendarIssueCode;
  severity: CalendarIssueSeverity;
  /** `limit` (days required), `days` (days there are), `latest` (the last date that passes), as each code has. */
  params?: Record<string, string | number>;
}

/** The last meeting date within the legal 120 days. */
export const latestAgoDate = (fiscalYearEnd: CalendarDate): CalendarDate =>
  addCalendarDays(fiscalYearEnd, AGO_WITHIN_DAYS);

/** Every problem of the calendar, in a fixed order; publishing is blocked while any is `blocking`. */
export function financialStatementCalendarIssues(
  dates: FinancialStatementDates,
  rules: FinancialStatementRules = financialStatementRules('other'),
): CalendarIssue[] {
  const issues: CalendarIssue[] = [];
  const { fiscalYearEnd, meetingDate, callDate, statementsAvailableOn } = dates;
  const sinceYearEnd = calendarDaysBetween(fiscalYearEnd, meetingDate);
  if (sinceYearEnd <= 0) {
    issues.push({ code: 'meeting_not_after_fiscal_year_end', severity: 'blocking' });
  } else if (sinceYearEnd > AGO_WITHIN_DAYS) {
    const params = { limit: AGO_WITHIN_DAYS, days: sinceYearEnd, latest: latestAgoDate(fiscalYearEnd) };
    issues.push({ code: 'meeting_late', severity: 'warning', params });
  }

  if (statementsAvailableOn === null) {
    issues.push({ code: 'statements_date_missing', severity: 'blocking' });
  } else if (calendarDaysBetween(fiscalYearEnd, statementsAvailableOn) <= 0) {
    issues.push({ code: 'statements_before_fiscal_year_end', severity: 'blocking' });
  } else {
    const days = calendarDaysBetween(statementsAvailableOn, meetingDate);
    if (days < rules.statementsLeadDays) {
      const latest = addCalendarDays(meetingDate, -rules.statementsLeadDays);
      issues.push({
        code: 'statements_late',
        severity: 'blocking',
        params: { limit: rules.statementsLeadDays, days, latest },
      });
    }
  }

  const notice = calendarDaysBetween(callDate, meetingDate);
  if (notice < rules.callLeadDays) {
    const latest = addCalendarDays(meetingDate, -rules.callLeadDays);
    issues.push({
      code: 'call_notice_too_short',
      severity: 'blocking',
      params: { limit: rules.callLeadDays, days: notice, latest },
    });
  }
  return issues;
}

export const hasBlockingIssue = (issues: readonly CalendarIssue[]): boolean =>
  issues.some((issue) => issue.severity === 'blocking');

/**
 * When each vote map is due, from the consultation's deadline (the meeting date), as CVM Resolution 81 sets them for
 * companies and the product follows for funds: the preliminary summary map the day before (24 h before the
 * meeting), the final summary map the next business day, the final detailed map within 7 business days (the job
 * may produce it sooner; this is the last day).
 */
export interface VoteMapSchedule {
  preliminary: CalendarDate;
  finalSummary: CalendarDate;
  detailedDueBy: CalendarDate;
}

export const voteMapSchedule = (deadline: CalendarDate): VoteMapSchedule => ({
  preliminary: addCalendarDays(deadline, -1),
  finalSummary: nextBusinessDay(deadline),
  detailedDueBy: addBusinessDays(deadline, 7),
});
