import type { FieldError, VotingBatchInput } from '@backoffice/api-client';
import {
  approvalRuleIssues,
  financialStatementItem,
  isCalendarDate,
  STATEMENTS_LEAD_DAYS,
  type ApprovalRule,
  type FundKind,
} from '@backoffice/domain';
import { fieldRefusal } from '../refusal.ts';

// A batch's create body checked and cleaned beyond the contract's schema: blank texts, the opening before the
// deadline, each item's edited approval rule (packages/domain approvalRuleIssues), a financial-statement batch's
// fiscal year end and, when it has no items, the fixed item of the approval of the year's accounts.

export interface BatchItemContent {
  title: string;
  description: string;
  approvalRule: ApprovalRule;
}

export interface BatchContent {
  title: string;
  description: string;
  kind: VotingBatchInput['kind'];
  weighting: NonNullable<VotingBatchInput['weighting']>;
  ballotTemplateId: string | null;
  opensAt: Date | null;
  deadline: Date;
  items: BatchItemContent[];
  fiscalYearEnd: string | null;
  statementsAvailableOn: string | null;
  statementsLeadDays: number;
  fundKind: FundKind;
}

const clean = (text: string) => text.normalize('NFC').trim();

export function prepareBatchInput(input: VotingBatchInput): BatchContent {
  const content: BatchContent = {
    title: clean(input.title),
    description: (input.description ?? '').normalize('NFC').trim(),
    kind: input.kind,
    weighting: input.weighting ?? 'by_weight',
    ballotTemplateId: input.ballotTemplateId,
    opensAt: input.opensAt === null ? null : new Date(input.opensAt),
    deadline: new Date(input.deadline),
    items: input.items.map((item) => ({
      title: clean(item.title),
      description: (item.description ?? '').normalize('NFC').trim(),
      approvalRule: {
        preset: item.approvalRule.preset,
        quorum: item.approvalRule.quorum ? { ...item.approvalRule.quorum } : null,
      },
    })),
    fiscalYearEnd: input.fiscalYearEnd ?? null,
    statementsAvailableOn: input.statementsAvailableOn ?? null,
    statementsLeadDays: input.statementsLeadDays ?? STATEMENTS_LEAD_DAYS,
    fundKind: input.fundKind ?? 'fii',
  };
  const blank: FieldError[] = [];
  if (!content.title) blank.push({ field: 'title', code: 'minLength', params: { limit: 1 } });
  content.items.forEach((item, index) => {
    if (!item.title) blank.push({ field: `items/${index}/title`, code: 'minLength', params: { limit: 1 } });
  });
  if (blank.length) throw fieldRefusal('validation_failed', blank, 'Blank title');

  const errors: FieldError[] = [];
  if (content.opensAt && content.opensAt.getTime() >= content.deadline.getTime())
    errors.push({ field: 'opensAt', code: 'after_deadline' });
  content.items.forEach((item, index) => {
    for (const issue of approvalRuleIssues(item.approvalRule))
      errors.push({ field: `items/${index}/approvalRule/quorum/${issue.field}`, code: issue.code });
  });
  for (const field of ['fiscalYearEnd', 'statementsAvailableOn'] as const) {
    const value = content[field];
    if (value !== null && !isCalendarDate(value))
      errors.push({ field, code: 'format', params: { format: 'date' } });
  }
  if (content.kind === 'financial_statement' && content.fiscalYearEnd === null)
    errors.push({ field: 'fiscalYearEnd', code: 'required' });
  if (errors.length) throw fieldRefusal('unprocessable', errors, 'The batch cannot be saved as it is');

  if (content.kind === 'financial_statement' && content.items.length === 0)
    content.items = [financialStatementItem(content.fiscalYearEnd!)];
  return content;
}
