import { describe, expect, it } from 'vitest';
import { APPROVAL_PRESETS } from './approvalRule.ts';
import { financialStatementItem } from './financialStatementItem.ts';

describe('financialStatementItem', () => {
  it.each([
    ['2025-12-31', '31/12/2025'],
    ['2026-06-30', '30/06/2026'],
  ])('names the fiscal year ended on %s as %s, by simple majority', (end, shown) => {
    const item = financialStatementItem(end);
    expect(item.title).toBe(
      `Aprovar as contas e as demonstrações financeiras do exercício social encerrado em ${shown}`,
    );
    expect(item.description).toBe('Acompanhadas do relatório do auditor independente.');
    expect(item.approvalRule).toEqual(APPROVAL_PRESETS.simple_majority);
  });
});
