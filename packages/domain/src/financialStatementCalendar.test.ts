import { describe, expect, it } from 'vitest';
import {
  CALL_LEAD_DAYS,
  financialStatementCalendarIssues,
  financialStatementRules,
  hasBlockingIssue,
  latestAgoDate,
  voteMapSchedule,
  type FinancialStatementDates,
} from './financialStatementCalendar.ts';

/** Fiscal year 2025; meeting on the last day allowed; statements 15 days and the call 30 days before. */
const ON_TIME: FinancialStatementDates = {
  fiscalYearEnd: '2025-12-31',
  meetingDate: '2026-04-30',
  callDate: '2026-03-31',
  statementsAvailableOn: '2026-04-15',
};
const FII = financialStatementRules('fii');
const codes = (dates: Partial<FinancialStatementDates>, rules = FII) =>
  financialStatementCalendarIssues({ ...ON_TIME, ...dates }, rules).map((issue) => issue.code);

describe('the 120 days after the fiscal year end', () => {
  it.each([
    ['2025-12-31', '2026-04-30'],
    ['2023-12-31', '2024-04-29'], // a leap February
    ['2025-06-30', '2025-10-28'],
  ])('from %s the last day is %s', (yearEnd, latest) => {
    expect(latestAgoDate(yearEnd)).toBe(latest);
  });

  it.each([
    ['2026-04-30', []],
    ['2026-05-01', ['meeting_late']],
    ['2025-12-31', ['meeting_not_after_fiscal_year_end', 'statements_late']],
  ])('a meeting on %s: %j', (meetingDate, expected) => {
    expect(codes({ meetingDate, callDate: '2025-11-01', statementsAvailableOn: '2026-01-15' })).toEqual(
      expected,
    );
  });

  it('warns, with the figures, and does not block a late meeting', () => {
    const issues = financialStatementCalendarIssues(
      { ...ON_TIME, meetingDate: '2026-05-04', callDate: '2026-04-01', statementsAvailableOn: '2026-04-15' },
      FII,
    );
    expect(issues).toEqual([
      { code: 'meeting_late', severity: 'warning', params: { limit: 120, days: 124, latest: '2026-04-30' } },
    ]);
    expect(hasBlockingIssue(issues)).toBe(false);
  });
});

describe('the statements available before the meeting', () => {
  it.each([
    ['2026-04-15', 15, []], // exactly 15 days
    ['2026-04-16', 15, ['statements_late']],
    ['2026-03-31', 30, []], // an FII regulation's 30
    ['2026-04-01', 30, ['statements_late']],
    [null, 15, ['statements_date_missing']],
    ['2025-12-31', 15, ['statements_before_fiscal_year_end']],
  ])('available on %s, %i days required: %j', (statementsAvailableOn, statementsLeadDays, expected) => {
    expect(codes({ statementsAvailableOn }, { ...FII, statementsLeadDays })).toEqual(expected);
  });

  it('says how late and the last date that passes', () => {
    const [issue] = financialStatementCalendarIssues(
      { ...ON_TIME, statementsAvailableOn: '2026-04-20' },
      { ...FII, statementsLeadDays: 30 },
    );
    expect(issue).toEqual({
      code: 'statements_late',
      severity: 'blocking',
      params: { limit: 30, days: 10, latest: '2026-03-31' },
    });
  });
});

describe('the call’s notice', () => {
  it('defaults to 30 days for an FII’s AGO and 10 for other funds', () => {
    expect(CALL_LEAD_DAYS.fii).toEqual({ ordinary: 30, extraordinary: 15 });
    expect(financialStatementRules('fii')).toEqual({ statementsLeadDays: 15, callLeadDays: 30 });
    expect(financialStatementRules('other')).toEqual({ statementsLeadDays: 15, callLeadDays: 10 });
  });

  it.each([
    ['2026-03-31', FII, []],
    ['2026-04-01', FII, ['call_notice_too_short']],
    ['2026-04-20', financialStatementRules('other'), []],
    ['2026-04-21', financialStatementRules('other'), ['call_notice_too_short']],
    ['2026-05-01', financialStatementRules('other'), ['call_notice_too_short']], // after the meeting
  ])('a call on %s (%o): %j', (callDate, rules, expected) => {
    expect(codes({ callDate }, rules)).toEqual(expected);
  });

  it('blocks, with the last day the call could go out', () => {
    const issues = financialStatementCalendarIssues({ ...ON_TIME, callDate: '2026-04-10' }, FII);
    expect(issues).toEqual([
      {
        code: 'call_notice_too_short',
        severity: 'blocking',
        params: { limit: 30, days: 20, latest: '2026-03-31' },
      },
    ]);
    expect(hasBlockingIssue(issues)).toBe(true);
  });
});

describe('voteMapSchedule', () => {
  it.each([
    // deadline, preliminary, final summary, detailed due by
    ['2026-04-30', '2026-04-29', '2026-05-04', '2026-05-12'], // Thursday; 1 May a Friday
    ['2026-04-02', '2026-04-01', '2026-04-06', '2026-04-14'], // Good Friday next
    ['2026-02-13', '2026-02-12', '2026-02-18', '2026-02-26'], // Carnival next
    ['2026-11-29', '2026-11-28', '2026-11-30', '2026-12-08'], // a Sunday deadline
    ['2028-03-01', '2028-02-29', '2028-03-02', '2028-03-10'], // a leap day before
  ])('deadline %s: %s, %s, %s', (deadline, preliminary, finalSummary, detailedDueBy) => {
    expect(voteMapSchedule(deadline)).toEqual({ preliminary, finalSummary, detailedDueBy });
  });
});
