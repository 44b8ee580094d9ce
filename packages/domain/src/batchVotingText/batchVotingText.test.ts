import { describe, expect, it } from 'vitest';
import { BATCH_FUND_ROW_CODES } from '../batchHolders.ts';
import { SUPPORTED_LOCALES } from '../constants.ts';
import { CALENDAR_ISSUE_CODES, financialStatementCalendarIssues } from '../financialStatementCalendar.ts';
import {
  BATCH_VOTING_TEXT,
  batchFieldLabel,
  batchRowIssueMessage,
  calendarIssueMessage,
  documentMatchingMessage,
  formatCalendarDate,
} from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('batch voting texts', () => {
  it.each(SUPPORTED_LOCALES)('%s says everything pt-BR says, with the same parameters', (locale) => {
    const text = BATCH_VOTING_TEXT[locale];
    const reference = BATCH_VOTING_TEXT['pt-BR'];
    for (const group of Object.keys(reference) as (keyof typeof reference)[]) {
      const words = text[group] as Record<string, string>;
      const referenceWords = reference[group] as Record<string, string>;
      expect(Object.keys(words).sort(), `${locale} ${group}`).toEqual(Object.keys(referenceWords).sort());
      for (const [key, sentence] of Object.entries(words)) {
        expect(sentence.trim(), `${locale} ${group}.${key}`).not.toBe('');
        expect(placeholders(sentence), `${locale} ${group}.${key}`).toEqual(
          placeholders(referenceWords[key] ?? ''),
        );
      }
    }
    expect(Object.keys(text.rowIssues).sort()).toEqual([...BATCH_FUND_ROW_CODES].sort());
    expect(Object.keys(text.calendar).sort()).toEqual([...CALENDAR_ISSUE_CODES].sort());
  });

  it('writes the calendar’s problems with the dates of the language', () => {
    const [issue] = financialStatementCalendarIssues(
      {
        fiscalYearEnd: '2025-12-31',
        meetingDate: '2026-04-30',
        callDate: '2026-04-10',
        statementsAvailableOn: '2026-04-01',
      },
      { statementsLeadDays: 15, callLeadDays: 30 },
    );
    expect(calendarIssueMessage('pt-BR', issue!)).toBe(
      'A convocação deve ser enviada ao menos 30 dias antes da assembleia (até 31/03/2026).',
    );
    expect(calendarIssueMessage('en', issue!)).toBe(
      'The call must go out at least 30 days before the meeting (by 03/31/2026).',
    );
    expect(formatCalendarDate('2026-04-30', 'de')).toBe('30/04/2026'); // a language the product lacks: pt-BR
  });

  it('says the fund’s row problems, and the holder’s as the voter import does', () => {
    expect(
      batchRowIssueMessage('pt-BR', {
        code: 'fund_name_conflict',
        params: { firstLine: 1200, firstName: 'FII Alfa' },
      }),
    ).toBe('Este CNPJ já aparece na linha 1.200 com outro nome: “FII Alfa”.');
    expect(batchRowIssueMessage('pt-BR', { code: 'email_invalid' })).toBe('E-mail inválido.');
    expect(batchFieldLabel('pt-BR', 'fundTaxId')).toBe('CNPJ do fundo');
    expect(batchFieldLabel('pt-BR', 'weight')).toBe('Peso');
    expect(batchFieldLabel('pt-BR', null)).toBe('Linha inteira');
  });

  it('lists the CNPJs of a document in the language', () => {
    expect(
      documentMatchingMessage('pt-BR', 'several_funds', {
        file: 'DF.pdf',
        cnpjs: ['12.345.678/0001-95', '11.222.333/0001-81'],
      }),
    ).toBe(
      'O nome de “DF.pdf” traz o CNPJ de mais de um fundo do lote (12.345.678/0001-95 e 11.222.333/0001-81).',
    );
  });
});
