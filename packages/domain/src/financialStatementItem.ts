// The one item of a financial-statement approval (issue 19): the accounts and statements of the fiscal year that
// ends on `fiscalYearEnd`, decided by simple majority of the votes cast (CVM: a simple matter). Its words are the
// voting's content, which voters read in pt-BR as every item an operator writes; the server stores it and the new
// batch screen shows it before the batch is created.
import { APPROVAL_PRESETS, type ApprovalRule } from './approvalRule.ts';
import type { CalendarDate } from './calendarDate.ts';

export interface FinancialStatementItem {
  title: string;
  description: string;
  approvalRule: ApprovalRule;
}

export function financialStatementItem(fiscalYearEnd: CalendarDate): FinancialStatementItem {
  const [year, month, day] = fiscalYearEnd.split('-');
  return {
    title: `Aprovar as contas e as demonstrações financeiras do exercício social encerrado em ${day}/${month}/${year}`,
    description: 'Acompanhadas do relatório do auditor independente.',
    approvalRule: APPROVAL_PRESETS.simple_majority,
  };
}
