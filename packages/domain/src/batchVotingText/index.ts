import { BATCH_FUND_ROW_CODES, type BatchHolderField } from '../batchHolders.ts';
import type { CalendarDate } from '../calendarDate.ts';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '../constants.ts';
import type { CalendarIssue } from '../financialStatementCalendar.ts';
import {
  fillImportText,
  rowIssueMessage,
  voterFieldLabel,
  type IssueParamValue,
} from '../voterImportText/index.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { ptBR } from './pt-BR.ts';
import type { BatchVotingText, DocumentMatchingCode } from './types.ts';
import { zh } from './zh.ts';

// The batch votings' rule texts, as the voter import's (voterImportText): the screens and the API's reports say the
// same sentences. The holder spreadsheet's holder problems keep the voter import's words; only the fund's are here.

export type { BatchVotingText, DocumentMatchingCode };

export const BATCH_VOTING_TEXT: Readonly<Record<Locale, BatchVotingText>> = {
  'pt-BR': ptBR,
  en,
  es,
  fr,
  it,
  zh,
  ar,
};

const localeOf = (locale: string): Locale => (isSupportedLocale(locale) ? locale : DEFAULT_LOCALE);

/** The texts of `locale` ('pt-BR' for a locale the product does not have). */
export const batchVotingText = (locale: string): BatchVotingText => BATCH_VOTING_TEXT[localeOf(locale)];

/** '2026-04-30' as the language writes a date: '30/04/2026' in pt-BR, '04/30/2026' in en. */
export function formatCalendarDate(date: CalendarDate, locale: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const format = new Intl.DateTimeFormat(localeOf(locale), {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return format.format(Date.UTC(year, month - 1, day));
}

/** A calendar problem as a sentence, its last allowed date in the language's format. */
export function calendarIssueMessage(locale: string, issue: CalendarIssue): string {
  const params = { ...issue.params };
  if (typeof params.latest === 'string') params.latest = formatCalendarDate(params.latest, locale);
  return fillImportText(batchVotingText(locale).calendar[issue.code], params, locale);
}

const isFundRowCode = (code: string): code is (typeof BATCH_FUND_ROW_CODES)[number] =>
  (BATCH_FUND_ROW_CODES as readonly string[]).includes(code);

/** A holder spreadsheet's row problem as a sentence: the fund's here, the holder's as the voter import says them. */
export function batchRowIssueMessage(
  locale: string,
  issue: { code: string; params?: Readonly<Record<string, IssueParamValue>> | undefined },
): string {
  if (!isFundRowCode(issue.code)) return rowIssueMessage(locale, issue);
  return fillImportText(batchVotingText(locale).rowIssues[issue.code], issue.params, locale);
}

/** The column a problem comes from, in words; the whole row when it is not a cell's. */
export function batchFieldLabel(locale: string, field: BatchHolderField | null | undefined): string {
  if (field === 'fundTaxId' || field === 'fundName') return batchVotingText(locale).fields[field];
  return voterFieldLabel(locale, field);
}

/** A document matching's finding as a sentence; `cnpjs` joined as a list of the language. */
export function documentMatchingMessage(
  locale: string,
  code: DocumentMatchingCode,
  params: { file?: string; fund?: string; cnpjs?: readonly string[] } = {},
): string {
  const { cnpjs, ...rest } = params;
  const list = cnpjs
    ? new Intl.ListFormat(localeOf(locale), { type: 'conjunction' }).format(cnpjs)
    : undefined;
  const filled = list === undefined ? rest : { ...rest, cnpjs: list };
  return fillImportText(batchVotingText(locale).documents[code], filled, locale);
}
