import type { ApprovalPreset, ApprovalRuleIssue, ItemOutcome } from '../approvalRule.ts';
import type { BatchStatus, ChildOutcome, TacitApprovalBlocker } from '../batchOutcome.ts';
import type { BatchFundField, BatchFundRowCode } from '../batchHolders.ts';
import type { HolidayKey } from '../businessDays.ts';
import type { CalendarIssueCode } from '../financialStatementCalendar.ts';

/** What a document matching lists before publishing (fundDocuments.ts). */
export type DocumentMatchingCode = 'no_cnpj' | 'unknown_cnpj' | 'several_funds' | 'fund_without_documents';

/**
 * The words of the batch votings' domain rules in one language: the holder spreadsheet's fund problems (the screen
 * and the API's error report, as the voter import's), the financial-statement calendar's warnings and blocks, the
 * document matching, outcomes and statuses. `{{name}}` marks a parameter (numbers and dates formatted for the
 * language).
 */
export interface BatchVotingText {
  /** The fund columns of the holder spreadsheet; the holder's are the voter import's (voterImportText). */
  fields: Record<BatchFundField, string>;
  rowIssues: Record<BatchFundRowCode, string>;
  calendar: Record<CalendarIssueCode, string>;
  documents: Record<DocumentMatchingCode, string>;
  approvalPresets: Record<ApprovalPreset, string>;
  /** An edited approval rule's form errors. */
  approvalRuleIssues: Record<ApprovalRuleIssue['code'], string>;
  itemOutcomes: Record<ItemOutcome, string>;
  childOutcomes: Record<ChildOutcome, string>;
  tacitApprovalBlockers: Record<TacitApprovalBlocker, string>;
  batchStatuses: Record<BatchStatus, string>;
  holidays: Record<HolidayKey, string>;
}
